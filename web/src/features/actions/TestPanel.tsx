// Trying an action: each operation its kind offers (simulate, dry run,
// execute...) as a small form for the role that may run it, with the
// answer shown field by field.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useCan } from '../../auth/Can';
import { ErrorBanner } from '../../components/states';
import { parseTranscript, parseVariables, type KindSpec } from './kinds';
import { operations, type Operation, type OperationValues } from './operations';
import { placeholders } from './i18n';

export function TestPanel({ kind, id }: { kind: KindSpec; id: string }) {
  const { t } = useTranslation('actions');
  const ops = operations[kind.id];
  if (ops.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="actions-try">
      <h2 id="actions-try">{t('try.title')}</h2>
      <p className="help">{t('try.help')}</p>
      <div className="operations">
        {ops.map((op) => (
          <OperationGate key={op.verb} kindId={kind.id} id={id} op={op} />
        ))}
      </div>
    </section>
  );
}

function OperationGate(props: { kindId: string; id: string; op: Operation }) {
  return useCan(props.op.role) ? <OperationForm {...props} /> : null;
}

function OperationForm({ kindId, id, op }: { kindId: string; id: string; op: Operation }) {
  const { t } = useTranslation('actions');
  const uid = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<string | null>(null);
  const [result, run] = useMutation(op.doc);
  const set = (k: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const text = (k: string) => values[k] ?? '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setLocal(null);
    const v: OperationValues = { sessionId: values.session, to: values.to, start: values.start };
    if (op.inputs.includes('variables')) {
      const p = parseVariables(text('variables'));
      if ('invalid' in p) return setLocal(t('try.badVariables'));
      v.variables = p.variables;
    }
    if (op.inputs.includes('transcript')) {
      const p = parseTranscript(text('transcript'));
      if ('badLine' in p) return setLocal(t('try.badTranscript', { line: p.badLine }));
      v.transcript = p.turns;
    }
    if (op.inputs.includes('attendee')) v.attendee = { name: text('name'), email: text('email'), phoneNumber: text('phone'), timeZone: text('timeZone') };
    await run(op.variables(id, v));
  };

  const input = (k: string, label: string, opts: { area?: boolean; help?: string; placeholder?: string } = {}) => (
    <div className="field" key={k}>
      <label htmlFor={`${uid}-${k}`}>{label}</label>
      {opts.area ? (
        <textarea id={`${uid}-${k}`} value={text(k)} onChange={set(k)} placeholder={opts.placeholder} aria-describedby={opts.help ? `${uid}-${k}-help` : undefined} />
      ) : (
        <input id={`${uid}-${k}`} value={text(k)} onChange={set(k)} placeholder={opts.placeholder} aria-describedby={opts.help ? `${uid}-${k}-help` : undefined} />
      )}
      {opts.help && (
        <p id={`${uid}-${k}-help`} className="help">
          {opts.help}
        </p>
      )}
    </div>
  );

  const answer = result.data ? (Object.values(result.data)[0] as Record<string, unknown>) : null;
  return (
    <form className="form operation" onSubmit={onSubmit} aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`}>{t(`verb.${op.verb}`)}</h3>
      <p className="help">{t(`try.${kindId}.${op.verb}`)}</p>
      {op.inputs.map((k) => {
        switch (k) {
          case 'variables':
            return input('variables', t('try.variables'), { area: true, help: t('try.variablesHelp', placeholders), placeholder: '{"name": "Ada"}' });
          case 'transcript':
            return input('transcript', t('try.transcript'), { area: true, help: t('try.transcriptHelp'), placeholder: 'user: …\nagent: …' });
          case 'to':
            return input('to', t('try.to'), { help: t('try.toHelp') });
          case 'session':
            return input('session', t('try.session'), { help: t('try.sessionHelp') });
          case 'start':
            return input('start', t('try.start'), { help: t('try.startHelp'), placeholder: '2030-01-31T14:00:00Z' });
          case 'attendee':
            return (
              <fieldset key="attendee" className="field">
                <legend>{t('try.attendee')}</legend>
                {input('name', t('try.attendeeName'))}
                {input('email', t('try.attendeeEmail'))}
                {input('phone', t('try.attendeePhone'))}
                {input('timeZone', t('try.attendeeTimeZone'))}
              </fieldset>
            );
        }
      })}
      {local && (
        <p className="field-error" role="alert">
          {local}
        </p>
      )}
      <ErrorBanner error={result.error} />
      <div className="form-actions">
        <button type="submit" className={op.role === 'viewer' ? 'primary' : undefined} disabled={result.fetching}>
          {t(`verb.${op.verb}`)}
        </button>
      </div>
      {answer && <Answer value={answer} />}
    </form>
  );
}

function Answer({ value }: { value: Record<string, unknown> }) {
  const { t } = useTranslation('actions');
  const uid = useId();
  return (
    <section aria-labelledby={uid} className="answer-box">
      <h4 id={uid}>{t('try.answer')}</h4>
      <dl className="answer">
      {Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => (
          <div key={k}>
            <dt>{t(`result.${k}`)}</dt>
            <dd>{show(v, t)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function show(v: unknown, t: (k: string) => string) {
  if (v === null || v === undefined || v === '') return <span className="help">{t('result.none')}</span>;
  if (typeof v === 'boolean') return v ? t('common:yes') : t('common:no');
  if (typeof v === 'object') return <pre>{JSON.stringify(strip(v), null, 2)}</pre>;
  return String(v);
}

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => k !== '__typename').map(([k, x]) => [k, strip(x)]));
  return v;
}
