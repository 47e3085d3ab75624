// The agent page's settings tab: the draft's prompt and settings, its
// published versions, its knowledge bases with a retrieval preview, and the
// public widget (voice_widget and chat agents).
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { ErrorBanner, Loading } from '../../components/states';
import { agentContext } from './AgentLayout';
import { KnowledgePanel } from './KnowledgePanel';
import { SettingsForm } from './SettingsForm';
import { VersionsPanel } from './VersionsPanel';
import { WidgetPanel } from './WidgetPanel';
import { hasWidget } from './labels';
import './agents.css';
import './i18n';

export const AgentSettingsDocument = graphql(`
  query AgentSettings($id: ID!) {
    agent(id: $id) {
      id name description status agentType editingMode version hasUnpublishedChanges
      prompt settings publicChannelEnabled allowedOrigins updatedAt
    }
  }
`);

export function AgentSettings() {
  const { agentId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentSettingsDocument, variables: { id: agentId }, context: agentContext });
  if (!data) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const agent = data.agent;
  return (
    <div className="agent-settings">
      <SettingsForm agent={agent} />
      <div className="agent-side">
        <VersionsPanel agentId={agent.id} archived={agent.status === 'archived'} />
        {hasWidget(agent.agentType) && <WidgetPanel agent={agent} />}
        <KnowledgePanel agentId={agent.id} />
      </div>
    </div>
  );
}
