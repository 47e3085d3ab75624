// The agent page: its name as the heading, and its sections as tabs (child
// routes). The flow editor's tab shows only for flow-mode agents.
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Page } from '../../components/Page';
import { ErrorBanner, Loading } from '../../components/states';
import './i18n';

export const AgentHeaderDocument = graphql(`
  query AgentHeader($id: ID!) {
    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }
  }
`);

export function AgentLayout() {
  const { t } = useTranslation('agents');
  const { agentId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentHeaderDocument, variables: { id: agentId } });
  if (!data) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const agent = data.agent;
  return (
    <Page title={agent.name}>
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
