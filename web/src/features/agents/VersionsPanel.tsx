// The agent's publications, newest first, each with "Restore" (copies that
// version's configuration into the draft; publishing stays a step of its own).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { useCan } from '../../auth/Can';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { agentContext } from './AgentLayout';
import './i18n';

const AgentVersionsDocument = graphql(`
  query AgentVersions($id: ID!, $limit: Int, $offset: Int) {
    agentVersions(id: $id, limit: $limit, offset: $offset) {
      items { version live publishedAt publishedBy { kind id } }
      total
    }
  }
`);

const AgentRestoreDocument = graphql(`
  mutation AgentRestore($id: ID!, $version: Int!) {
    restoreAgentVersion(id: $id, version: $version) { id version hasUnpublishedChanges prompt settings }
  }
`);

const LIMIT = 10;

export function VersionsPanel({ agentId, archived }: { agentId: string; archived: boolean }) {
  const { t, i18n } = useTranslation('agents');
  const canEdit = useCan('editor') && !archived;
  const [offset, setOffset] = useState(0);
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentVersionsDocument, variables: { id: agentId, limit: LIMIT, offset }, context: agentContext });
  const [restored, restore] = useMutation(AgentRestoreDocument);
  const [notice, setNotice] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const onRestore = async (version: number) => {
    setNotice(null);
    const r = await restore({ id: agentId, version });
    if (r.data) setNotice(t('versions.restored', { version }));
  };

  return (
    <section className="panel" aria-labelledby="agent-versions-title">
      <h2 id="agent-versions-title">{t('versions.title')}</h2>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      <ErrorBanner error={restored.error} />
      {notice && (
        <p className="state state-info" role="status">
          {notice}
        </p>
      )}
      {!data && fetching && <Loading />}
      {data && data.agentVersions.items.length === 0 && <Empty title={t('versions.empty')} />}
      {data && data.agentVersions.items.length > 0 && (
        <ul className="versions">
          {data.agentVersions.items.map((v) => (
            <li key={v.version} data-testid="agent-version">
              <span className="version-name">{t('versions.version', { version: v.version })}</span>
              {v.live && <span className="badge ok">{t('versions.live')}</span>}
              <span className="help">
                {date.format(new Date(v.publishedAt))} · {t(`versions.by.${v.publishedBy.kind}`, { defaultValue: v.publishedBy.kind })}
              </span>
              {canEdit && (
                <button type="button" disabled={restored.fetching} onClick={() => void onRestore(v.version)} aria-label={t('versions.restoreLabel', { version: v.version })}>
                  {t('versions.restore')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.agentVersions.total} count={data.agentVersions.items.length} onChange={setOffset} />}
    </section>
  );
}
