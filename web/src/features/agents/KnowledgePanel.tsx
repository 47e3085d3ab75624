// The knowledge bases the agent answers from: the organization's bases,
// each assignable (editors), and a retrieval preview running a question
// against the assigned bases exactly as a conversation does.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AgentsKnowledgeRetrieveQuery } from '../../gql/graphql';
import { useCan } from '../../auth/Can';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import './i18n';

const AgentsKnowledgeDocument = graphql(`
  query AgentsKnowledge($agentId: ID!, $limit: Int, $offset: Int) {
    agentKnowledgeBases(agentId: $agentId) { id name }
    knowledgeBases(limit: $limit, offset: $offset) {
      items { id name description documentCount chunkCount }
      total
    }
  }
`);

const AgentsSetKnowledgeDocument = graphql(`
  mutation AgentsSetKnowledge($agentId: ID!, $ids: [ID!]!) {
    setAgentKnowledgeBases(agentId: $agentId, knowledgeBaseIds: $ids) { id name }
  }
`);

const AgentsKnowledgeRetrieveDocument = graphql(`
  query AgentsKnowledgeRetrieve($agentId: ID!, $query: String!, $limit: Int) {
    agentKnowledgeRetrieve(agentId: $agentId, query: $query, limit: $limit) {
      chunkId score content documentName heading page sourceUrl
    }
  }
`);

const LIMIT = 20;
const knowledgeContext = { additionalTypenames: ['KnowledgeBase'] };

export function KnowledgePanel({ agentId }: { agentId: string }) {
  const { t } = useTranslation('agents');
  const canEdit = useCan('editor');
  const [offset, setOffset] = useState(0);
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentsKnowledgeDocument, variables: { agentId, limit: LIMIT, offset }, context: knowledgeContext });
  const [assigned, setAssigned] = useMutation(AgentsSetKnowledgeDocument);
  // A change shows at once; the API's answer (or a refetch) replaces it.
  const [optimistic, setOptimistic] = useState<string[] | null>(null);
  useEffect(() => setOptimistic(null), [data]);

  const assignedIds = optimistic ?? data?.agentKnowledgeBases.map((b) => b.id) ?? [];
  const toggle = async (id: string, on: boolean) => {
    const ids = on ? [...assignedIds, id] : assignedIds.filter((x) => x !== id);
    setOptimistic(ids);
    const r = await setAssigned({ agentId, ids });
    setOptimistic(r.error ? null : r.data ? r.data.setAgentKnowledgeBases.map((b) => b.id) : null);
  };

  return (
    <section className="panel" aria-labelledby="agent-knowledge-title">
      <h2 id="agent-knowledge-title">{t('knowledge.title')}</h2>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      <ErrorBanner error={assigned.error} />
      {!data && fetching && <Loading />}
      {data && !canEdit && (data.agentKnowledgeBases.length === 0 ? <p className="help">{t('knowledge.noneAssigned')}</p> : (
        <ul className="kb-list">
          {data.agentKnowledgeBases.map((b) => (
            <li key={b.id}>{b.name}</li>
          ))}
        </ul>
      ))}
      {data && canEdit && data.knowledgeBases.items.length === 0 && (
        <Empty title={t('knowledge.noBases')}>
          <p className="help">
            <Link to="/knowledge">{t('knowledge.create')}</Link>
          </p>
        </Empty>
      )}
      {data && canEdit && data.knowledgeBases.items.length > 0 && (
        <fieldset className="kb-list">
          <legend>{t('knowledge.assign')}</legend>
          {data.knowledgeBases.items.map((b) => (
            <label key={b.id} className="checkbox-field">
              <input type="checkbox" checked={assignedIds.includes(b.id)} disabled={assigned.fetching} onChange={(e) => void toggle(b.id, e.target.checked)} />
              <span>
                {b.name} <span className="help">{t('knowledge.counts', { documents: b.documentCount, chunks: b.chunkCount })}</span>
              </span>
            </label>
          ))}
          <Pager offset={offset} limit={LIMIT} total={data.knowledgeBases.total} count={data.knowledgeBases.items.length} onChange={setOffset} />
        </fieldset>
      )}
      <RetrievalPreview agentId={agentId} />
    </section>
  );
}

type Hit = AgentsKnowledgeRetrieveQuery['agentKnowledgeRetrieve'][number];

function RetrievalPreview({ agentId }: { agentId: string }) {
  const { t } = useTranslation('agents');
  const client = useClient();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    setWorking(true);
    setError(null);
    const r = await client.query(AgentsKnowledgeRetrieveDocument, { agentId, query: query.trim(), limit: 5 }, { requestPolicy: 'network-only' }).toPromise();
    setWorking(false);
    if (r.error) {
      setError(r.error);
      setHits(null);
    } else setHits(r.data?.agentKnowledgeRetrieve ?? []);
  };

  return (
    <div className="retrieval">
      <h3>{t('retrieval.title')}</h3>
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="agent-retrieval-query" className="visually-hidden">
          {t('retrieval.query')}
        </label>
        <input id="agent-retrieval-query" type="search" value={query} placeholder={t('retrieval.placeholder')} onChange={(e) => setQuery(e.target.value)} maxLength={1000} />
        <button type="submit" disabled={working || !query.trim()}>
          {t('retrieval.button')}
        </button>
      </form>
      <ErrorBanner error={error} />
      {working && <Loading label={t('retrieval.working')} />}
      {hits && hits.length === 0 && <p className="help">{t('retrieval.none')}</p>}
      {hits && hits.length > 0 && (
        <ol className="hits" aria-label={t('retrieval.results')}>
          {hits.map((h) => (
            <li key={h.chunkId}>
              <p className="hit-source">
                <strong>{h.documentName}</strong>
                {h.heading && <> · {h.heading}</>}
                {h.page != null && <> · {t('retrieval.page', { page: h.page })}</>}
                <span className="help"> · {t('retrieval.score', { score: h.score.toFixed(3) })}</span>
              </p>
              <p className="hit-content">{h.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
