// Retrieval preview: a question against this base, the passages an agent
// would retrieve, best first, with their scores.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ErrorBanner, Loading } from '../../components/states';
import { KnowledgeRetrieveDocument } from './operations';
import './i18n';

export function RetrievalPreview({ baseId }: { baseId: string }) {
  const { t } = useTranslation('knowledge');
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState('');
  const [{ data, fetching, error }, rerun] = useQuery({
    query: KnowledgeRetrieveDocument,
    variables: { knowledgeBaseId: baseId, query: asked, limit: 5 },
    pause: asked === '',
    requestPolicy: 'network-only',
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = draft.trim();
    if (q === asked) rerun({ requestPolicy: 'network-only' });
    else setAsked(q);
  }

  const hits = asked ? data?.knowledgeBaseRetrieve : undefined;
  return (
    <section className="panel" aria-labelledby="kb-preview-title">
      <h2 id="kb-preview-title">{t('preview.title')}</h2>
      <p className="help">{t('preview.help')}</p>
      <form className="toolbar" onSubmit={submit}>
        <div className="field">
          <label htmlFor="kb-preview-query">{t('preview.query')}</label>
          <input id="kb-preview-query" size={50} maxLength={1000} required value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className="field">
          <button type="submit" className="primary" disabled={fetching}>
            {t('preview.submit')}
          </button>
        </div>
      </form>
      <ErrorBanner error={error} />
      {fetching && !hits && <Loading />}
      {hits && hits.length === 0 && <p className="state state-empty">{t('preview.empty')}</p>}
      {hits && hits.length > 0 && (
        <ol className="hits" aria-label={t('preview.results')}>
          {hits.map((h) => (
            <li key={h.chunkId}>
              <div className="hit-meta">
                <strong>{t('preview.score', { score: h.score.toFixed(3) })}</strong>
                <span>{h.documentName}</span>
                {h.heading && <span>{h.heading}</span>}
                {h.page != null && <span>{t('preview.page', { page: h.page })}</span>}
              </div>
              <p className="hit-content">{h.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
