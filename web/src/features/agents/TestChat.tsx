// The test chat: talks to the agent's draft through chat test, showing the
// turns (user and agent), the path the draft took (nodes entered) and its
// variables. "Restart" starts a new conversation.
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { ErrorBanner } from '../../components/states';
import { chatReducer, formatVariable, initialChat } from './chatState';
import './agents.css';
import './i18n';

const AgentsChatTestDocument = graphql(`
  mutation AgentsChatTest($id: ID!, $input: ChatTestInput!) {
    chatTestAgent(id: $id, input: $input) {
      reply sessionId path variables finished
      turns { role text }
    }
  }
`);

export function TestChat() {
  const { t } = useTranslation('agents');
  const { agentId = '' } = useParams();
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const [message, setMessage] = useState('');
  const [result, send] = useMutation(AgentsChatTestDocument);
  const [error, setError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [state.turns.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    if (!text || result.fetching || state.finished) return;
    setError(null);
    const r = await send({ id: agentId, input: { message: text, sessionId: state.sessionId } });
    if (r.error) {
      setError(r.error);
      return;
    }
    if (r.data) {
      dispatch({ type: 'replied', reply: r.data.chatTestAgent });
      setMessage('');
    }
    input.current?.focus();
  };

  const restart = () => {
    dispatch({ type: 'restart' });
    setError(null);
    setMessage('');
    input.current?.focus();
  };

  const vars = Object.entries(state.variables);
  return (
    <div className="test-chat">
      <section className="panel chat" aria-labelledby="chat-title">
        <div className="chat-header">
          <h2 id="chat-title">{t('chat.title')}</h2>
          <button type="button" onClick={restart} disabled={result.fetching}>
            {t('chat.restart')}
          </button>
        </div>
        <p className="help">{t('chat.help')}</p>
        {state.turns.length === 0 ? (
          <p className="state state-empty">{t('chat.empty')}</p>
        ) : (
          <div role="log" aria-label={t('chat.turns')}>
            <ol className="turns" ref={log}>
              {state.turns.map((turn, i) => (
                <li key={i} className={`turn turn-${turn.role}`} data-role={turn.role}>
                  <span className="turn-role">{t(`chat.role.${turn.role}`)}</span>
                  <span className="turn-text">{turn.text}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        {state.finished && (
          <p className="state state-info" role="status">
            {t('chat.finished')}
          </p>
        )}
        <ErrorBanner error={error} />
        <form className="inline-form chat-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor="chat-message">{t('chat.message')}</label>
          <input id="chat-message" ref={input} value={message} maxLength={4000} autoComplete="off" disabled={state.finished} onChange={(e) => setMessage(e.target.value)} />
          <button type="submit" className="primary" disabled={result.fetching || state.finished || !message.trim()}>
            {result.fetching ? t('chat.sending') : t('chat.send')}
          </button>
        </form>
      </section>
      <aside className="chat-side">
        <section className="panel" aria-labelledby="chat-path-title">
          <h2 id="chat-path-title">{t('chat.path')}</h2>
          {state.path.length === 0 ? (
            <p className="help">{t('chat.noPath')}</p>
          ) : (
            <ol className="path" data-testid="chat-path">
              {state.path.map((node, i) => (
                <li key={i}>
                  <code>{node}</code>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="panel" aria-labelledby="chat-vars-title">
          <h2 id="chat-vars-title">{t('chat.variables')}</h2>
          {vars.length === 0 ? (
            <p className="help">{t('chat.noVariables')}</p>
          ) : (
            <dl className="variables" data-testid="chat-variables">
              {vars.map(([k, v]) => (
                <div key={k}>
                  <dt>
                    <code>{k}</code>
                  </dt>
                  <dd>{formatVariable(v)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </aside>
    </div>
  );
}
