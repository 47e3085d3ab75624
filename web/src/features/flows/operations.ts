// The flow editor's GraphQL operations.
import { graphql } from '../../gql';

export const FlowsOfAgentDocument = graphql(`
  query FlowsOfAgent($agentId: ID!) {
    flows(agentId: $agentId, limit: 200) {
      items { id name isMain revision }
      total
    }
  }
`);

export const FlowsFlowDocument = graphql(`
  query FlowsFlow($agentId: ID!, $id: ID!) {
    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }
  }
`);

export const FlowsNodeTypesDocument = graphql(`
  query FlowsNodeTypes {
    flowNodeTypes { name terminal fields { name type required options } }
  }
`);

export const FlowsValidateDocument = graphql(`
  query FlowsValidate($agentId: ID!, $id: ID!) {
    validateFlow(agentId: $agentId, id: $id) {
      valid
      errors { code message nodeId edge { index from to } flowId }
      warnings { code message nodeId edge { index from to } flowId }
    }
  }
`);

export const FlowsSaveDocument = graphql(`
  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {
    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {
      id revision updatedAt
    }
  }
`);

export const FlowsPublishDocument = graphql(`
  mutation FlowsPublish($agentId: ID!, $id: ID!) {
    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }
  }
`);

export const FlowsPublishAllDocument = graphql(`
  mutation FlowsPublishAll($agentId: ID!) {
    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }
  }
`);
