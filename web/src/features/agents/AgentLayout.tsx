// The agent page: its name as the heading, where its draft stands against
// the live version ("Publish", "Discard draft"), and its sections as tabs
// (child routes). The flow editor's tab shows only for flow-mode agents.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { Can } from '../../auth/Can';
import { Page } from '../../components/Page';
import { ErrorBanner, Loading } from '../../components/states';
import './agents.css';
import './i18n';

export const AgentHeaderDocument = graphql(`
  query AgentHeader($id: ID!) {
    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }
  }
`);

const AgentPublishDocument = graphql(`
  mutation AgentPublish($id: ID!) {
    publishAgentVersion(id: $id) { id status version hasUnpublishedChanges }
  }
`);

const AgentDiscardDocument = graphql(`
  mutation AgentDiscard($id: ID!) {
    discardAgentDraft(id: $id) { id version hasUnpublishedChanges prompt settings }
  }
`);

/** Queries of the agent page refetch after any change to an agent. */
export const agentContext = { additionalTypenames: ['Agent', 'AgentDetail'] };

export function AgentLayout() {
  const { t } = useTranslation('agents');
  const { agentId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentHeaderDocument, variables: { id: agentId }, context: agentContext });
  const [published, publish] = useMutation(AgentPublishDocument);
  const [discarded, discard] = useMutation(AgentDiscardDocument);
  const [notice, setNotice] = useState<string | null>(null);
  if (!data) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const agent = data.agent;
  const archived = agent.status === 'archived';

  const onPublish = async () => {
    setNotice(null);
    const r = await publish({ id: agent.id });
    if (r.data) setNotice(t('publish.done', { version: r.data.publishAgentVersion.version }));
  };
  const onDiscard = async () => {
    setNotice(null);
    if (!window.confirm(t('discard.confirm', { version: agent.version }))) return;
    const r = await discard({ id: agent.id });
    if (r.data) setNotice(t('discard.done'));
  };

  return (
    <Page
      title={agent.name}
      actions={
        <Can role="editor">
          {agent.hasUnpublishedChanges && agent.version > 0 && (
            <button type="button" disabled={discarded.fetching || archived} onClick={() => void onDiscard()}>
              {t('discard.button')}
            </button>
          )}
          <button type="button" className="primary" disabled={published.fetching || archived || !agent.hasUnpublishedChanges} onClick={() => void onPublish()}>
            {t('publish.button')}
          </button>
        </Can>
      }
    >
      <p className="agent-state" data-testid="agent-state">
        <span className={`badge ${agent.status === 'active' ? 'ok' : archived ? 'danger' : ''}`}>{t(`status.${agent.status}`, { defaultValue: agent.status })}</span>
        <span>{t(`type.${agent.agentType}`, { defaultValue: agent.agentType })}</span>
        <span>{agent.version > 0 ? t('live.version', { version: agent.version }) : t('live.never')}</span>
        {agent.hasUnpublishedChanges ? <span className="badge warn">{t('live.unpublished')}</span> : <span className="badge ok">{t('live.upToDate')}</span>}
      </p>
      {notice && (
        <p className="state state-info" role="status">
          {notice}
        </p>
      )}
      <ErrorBanner error={published.error ?? discarded.error} />
      <nav className="tabs" aria-label={t('tabs.label')}>
        <NavLink end to={`/agents/${agent.id}`}>
          {t('tab.settings')}
        </NavLink>
        {agent.editingMode === 'flow' && <NavLink to={`/agents/${agent.id}/flows`}>{t('tab.flows')}</NavLink>}
        <NavLink to={`/agents/${agent.id}/test`}>{t('tab.test')}</NavLink>
      </nav>
      <Outlet />
    </Page>
  );
}
