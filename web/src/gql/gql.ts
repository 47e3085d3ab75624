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
    "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n": typeof types.AnalyticsOverviewDocument,
    "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n": typeof types.CallsListDocument,
    "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n": typeof types.CallsRowFragmentDoc,
    "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n": typeof types.CallsRowByIdDocument,
    "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n": typeof types.CallsAgentsDocument,
    "\n  subscription CallsSessionUpdated($agentId: ID!) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": typeof types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": typeof types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": typeof types.CallTranscriptDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n": types.AgentHeaderDocument,
    "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n": types.AnalyticsOverviewDocument,
    "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n": types.CallsListDocument,
    "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n": types.CallsRowFragmentDoc,
    "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n": types.CallsRowByIdDocument,
    "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n": types.CallsAgentsDocument,
    "\n  subscription CallsSessionUpdated($agentId: ID!) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": types.CallTranscriptDocument,
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
export function graphql(source: "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n"): (typeof documents)["\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n"): (typeof documents)["\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n"): (typeof documents)["\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n"): (typeof documents)["\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallsSessionUpdated($agentId: ID!) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n"): (typeof documents)["\n  subscription CallsSessionUpdated($agentId: ID!) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n"): (typeof documents)["\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;