/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n": typeof types.SwitchOrganizationDocument,
    "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n": typeof types.AgentHeaderDocument,
    "\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n": typeof types.FlowsOfAgentDocument,
    "\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n": typeof types.FlowsFlowDocument,
    "\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n": typeof types.FlowsNodeTypesDocument,
    "\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n": typeof types.FlowsValidateDocument,
    "\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n": typeof types.FlowsSaveDocument,
    "\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n": typeof types.FlowsPublishDocument,
    "\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n": typeof types.FlowsPublishAllDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n": types.AgentHeaderDocument,
    "\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n": types.FlowsOfAgentDocument,
    "\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n": types.FlowsFlowDocument,
    "\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n": types.FlowsNodeTypesDocument,
    "\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n": types.FlowsValidateDocument,
    "\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n": types.FlowsSaveDocument,
    "\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n": types.FlowsPublishDocument,
    "\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n": types.FlowsPublishAllDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n"): (typeof documents)["\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n"): (typeof documents)["\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n"): (typeof documents)["\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n"): (typeof documents)["\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n"): (typeof documents)["\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n"): (typeof documents)["\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n"): (typeof documents)["\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n"): (typeof documents)["\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;