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
    "\n  mutation AgentPublish($id: ID!) {\n    publishAgentVersion(id: $id) { id status version hasUnpublishedChanges }\n  }\n": typeof types.AgentPublishDocument,
    "\n  mutation AgentDiscard($id: ID!) {\n    discardAgentDraft(id: $id) { id version hasUnpublishedChanges prompt settings }\n  }\n": typeof types.AgentDiscardDocument,
    "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      id name description status agentType editingMode version hasUnpublishedChanges\n      prompt settings publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n": typeof types.AgentSettingsDocument,
    "\n  query AgentsList($agentType: String, $status: String, $search: String, $hasUnpublishedChanges: Boolean, $limit: Int, $offset: Int) {\n    agents(agentType: $agentType, status: $status, search: $search, hasUnpublishedChanges: $hasUnpublishedChanges, limit: $limit, offset: $offset) {\n      items { id name agentType editingMode status version hasUnpublishedChanges updatedAt }\n      total\n      limit\n      offset\n    }\n  }\n": typeof types.AgentsListDocument,
    "\n  query AgentsExport($id: ID!) {\n    exportAgent(id: $id)\n  }\n": typeof types.AgentsExportDocument,
    "\n  mutation AgentsImport($document: JSON!) {\n    importAgent(document: $document) { id name }\n  }\n": typeof types.AgentsImportDocument,
    "\n  mutation AgentsDuplicate($id: ID!) {\n    duplicateAgent(id: $id) { id name }\n  }\n": typeof types.AgentsDuplicateDocument,
    "\n  mutation AgentsArchive($id: ID!) {\n    archiveAgent(id: $id) { id status }\n  }\n": typeof types.AgentsArchiveDocument,
    "\n  mutation AgentsUnarchive($id: ID!) {\n    unarchiveAgent(id: $id) { id status }\n  }\n": typeof types.AgentsUnarchiveDocument,
    "\n  query AgentsKnowledge($agentId: ID!, $limit: Int, $offset: Int) {\n    agentKnowledgeBases(agentId: $agentId) { id name }\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items { id name description documentCount chunkCount }\n      total\n    }\n  }\n": typeof types.AgentsKnowledgeDocument,
    "\n  mutation AgentsSetKnowledge($agentId: ID!, $ids: [ID!]!) {\n    setAgentKnowledgeBases(agentId: $agentId, knowledgeBaseIds: $ids) { id name }\n  }\n": typeof types.AgentsSetKnowledgeDocument,
    "\n  query AgentsKnowledgeRetrieve($agentId: ID!, $query: String!, $limit: Int) {\n    agentKnowledgeRetrieve(agentId: $agentId, query: $query, limit: $limit) {\n      chunkId score content documentName heading page sourceUrl\n    }\n  }\n": typeof types.AgentsKnowledgeRetrieveDocument,
    "\n  query AgentsTemplates {\n    agentTemplates { items { id name description agentType language } }\n  }\n": typeof types.AgentsTemplatesDocument,
    "\n  mutation AgentsCreate($input: CreateAgentInput!) {\n    createAgent(input: $input) { id }\n  }\n": typeof types.AgentsCreateDocument,
    "\n  mutation AgentsCreateFromTemplate($input: CreateAgentFromTemplateInput!) {\n    createAgentFromTemplate(input: $input) { id }\n  }\n": typeof types.AgentsCreateFromTemplateDocument,
    "\n  mutation AgentUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) {\n      id name description prompt settings version hasUnpublishedChanges publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n": typeof types.AgentUpdateDocument,
    "\n  mutation AgentsChatTest($id: ID!, $input: ChatTestInput!) {\n    chatTestAgent(id: $id, input: $input) {\n      reply sessionId path variables finished\n      turns { role text }\n    }\n  }\n": typeof types.AgentsChatTestDocument,
    "\n  query AgentVersions($id: ID!, $limit: Int, $offset: Int) {\n    agentVersions(id: $id, limit: $limit, offset: $offset) {\n      items { version live publishedAt publishedBy { kind id } }\n      total\n    }\n  }\n": typeof types.AgentVersionsDocument,
    "\n  mutation AgentRestore($id: ID!, $version: Int!) {\n    restoreAgentVersion(id: $id, version: $version) { id version hasUnpublishedChanges prompt settings }\n  }\n": typeof types.AgentRestoreDocument,
    "\n  mutation AgentWidgetUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) { id publicChannelEnabled allowedOrigins hasUnpublishedChanges updatedAt }\n  }\n": typeof types.AgentWidgetUpdateDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n": types.AgentHeaderDocument,
    "\n  mutation AgentPublish($id: ID!) {\n    publishAgentVersion(id: $id) { id status version hasUnpublishedChanges }\n  }\n": types.AgentPublishDocument,
    "\n  mutation AgentDiscard($id: ID!) {\n    discardAgentDraft(id: $id) { id version hasUnpublishedChanges prompt settings }\n  }\n": types.AgentDiscardDocument,
    "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      id name description status agentType editingMode version hasUnpublishedChanges\n      prompt settings publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n": types.AgentSettingsDocument,
    "\n  query AgentsList($agentType: String, $status: String, $search: String, $hasUnpublishedChanges: Boolean, $limit: Int, $offset: Int) {\n    agents(agentType: $agentType, status: $status, search: $search, hasUnpublishedChanges: $hasUnpublishedChanges, limit: $limit, offset: $offset) {\n      items { id name agentType editingMode status version hasUnpublishedChanges updatedAt }\n      total\n      limit\n      offset\n    }\n  }\n": types.AgentsListDocument,
    "\n  query AgentsExport($id: ID!) {\n    exportAgent(id: $id)\n  }\n": types.AgentsExportDocument,
    "\n  mutation AgentsImport($document: JSON!) {\n    importAgent(document: $document) { id name }\n  }\n": types.AgentsImportDocument,
    "\n  mutation AgentsDuplicate($id: ID!) {\n    duplicateAgent(id: $id) { id name }\n  }\n": types.AgentsDuplicateDocument,
    "\n  mutation AgentsArchive($id: ID!) {\n    archiveAgent(id: $id) { id status }\n  }\n": types.AgentsArchiveDocument,
    "\n  mutation AgentsUnarchive($id: ID!) {\n    unarchiveAgent(id: $id) { id status }\n  }\n": types.AgentsUnarchiveDocument,
    "\n  query AgentsKnowledge($agentId: ID!, $limit: Int, $offset: Int) {\n    agentKnowledgeBases(agentId: $agentId) { id name }\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items { id name description documentCount chunkCount }\n      total\n    }\n  }\n": types.AgentsKnowledgeDocument,
    "\n  mutation AgentsSetKnowledge($agentId: ID!, $ids: [ID!]!) {\n    setAgentKnowledgeBases(agentId: $agentId, knowledgeBaseIds: $ids) { id name }\n  }\n": types.AgentsSetKnowledgeDocument,
    "\n  query AgentsKnowledgeRetrieve($agentId: ID!, $query: String!, $limit: Int) {\n    agentKnowledgeRetrieve(agentId: $agentId, query: $query, limit: $limit) {\n      chunkId score content documentName heading page sourceUrl\n    }\n  }\n": types.AgentsKnowledgeRetrieveDocument,
    "\n  query AgentsTemplates {\n    agentTemplates { items { id name description agentType language } }\n  }\n": types.AgentsTemplatesDocument,
    "\n  mutation AgentsCreate($input: CreateAgentInput!) {\n    createAgent(input: $input) { id }\n  }\n": types.AgentsCreateDocument,
    "\n  mutation AgentsCreateFromTemplate($input: CreateAgentFromTemplateInput!) {\n    createAgentFromTemplate(input: $input) { id }\n  }\n": types.AgentsCreateFromTemplateDocument,
    "\n  mutation AgentUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) {\n      id name description prompt settings version hasUnpublishedChanges publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n": types.AgentUpdateDocument,
    "\n  mutation AgentsChatTest($id: ID!, $input: ChatTestInput!) {\n    chatTestAgent(id: $id, input: $input) {\n      reply sessionId path variables finished\n      turns { role text }\n    }\n  }\n": types.AgentsChatTestDocument,
    "\n  query AgentVersions($id: ID!, $limit: Int, $offset: Int) {\n    agentVersions(id: $id, limit: $limit, offset: $offset) {\n      items { version live publishedAt publishedBy { kind id } }\n      total\n    }\n  }\n": types.AgentVersionsDocument,
    "\n  mutation AgentRestore($id: ID!, $version: Int!) {\n    restoreAgentVersion(id: $id, version: $version) { id version hasUnpublishedChanges prompt settings }\n  }\n": types.AgentRestoreDocument,
    "\n  mutation AgentWidgetUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) { id publicChannelEnabled allowedOrigins hasUnpublishedChanges updatedAt }\n  }\n": types.AgentWidgetUpdateDocument,
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
export function graphql(source: "\n  mutation AgentPublish($id: ID!) {\n    publishAgentVersion(id: $id) { id status version hasUnpublishedChanges }\n  }\n"): (typeof documents)["\n  mutation AgentPublish($id: ID!) {\n    publishAgentVersion(id: $id) { id status version hasUnpublishedChanges }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentDiscard($id: ID!) {\n    discardAgentDraft(id: $id) { id version hasUnpublishedChanges prompt settings }\n  }\n"): (typeof documents)["\n  mutation AgentDiscard($id: ID!) {\n    discardAgentDraft(id: $id) { id version hasUnpublishedChanges prompt settings }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      id name description status agentType editingMode version hasUnpublishedChanges\n      prompt settings publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      id name description status agentType editingMode version hasUnpublishedChanges\n      prompt settings publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsList($agentType: String, $status: String, $search: String, $hasUnpublishedChanges: Boolean, $limit: Int, $offset: Int) {\n    agents(agentType: $agentType, status: $status, search: $search, hasUnpublishedChanges: $hasUnpublishedChanges, limit: $limit, offset: $offset) {\n      items { id name agentType editingMode status version hasUnpublishedChanges updatedAt }\n      total\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query AgentsList($agentType: String, $status: String, $search: String, $hasUnpublishedChanges: Boolean, $limit: Int, $offset: Int) {\n    agents(agentType: $agentType, status: $status, search: $search, hasUnpublishedChanges: $hasUnpublishedChanges, limit: $limit, offset: $offset) {\n      items { id name agentType editingMode status version hasUnpublishedChanges updatedAt }\n      total\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsExport($id: ID!) {\n    exportAgent(id: $id)\n  }\n"): (typeof documents)["\n  query AgentsExport($id: ID!) {\n    exportAgent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsImport($document: JSON!) {\n    importAgent(document: $document) { id name }\n  }\n"): (typeof documents)["\n  mutation AgentsImport($document: JSON!) {\n    importAgent(document: $document) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsDuplicate($id: ID!) {\n    duplicateAgent(id: $id) { id name }\n  }\n"): (typeof documents)["\n  mutation AgentsDuplicate($id: ID!) {\n    duplicateAgent(id: $id) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsArchive($id: ID!) {\n    archiveAgent(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation AgentsArchive($id: ID!) {\n    archiveAgent(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsUnarchive($id: ID!) {\n    unarchiveAgent(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation AgentsUnarchive($id: ID!) {\n    unarchiveAgent(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsKnowledge($agentId: ID!, $limit: Int, $offset: Int) {\n    agentKnowledgeBases(agentId: $agentId) { id name }\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items { id name description documentCount chunkCount }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AgentsKnowledge($agentId: ID!, $limit: Int, $offset: Int) {\n    agentKnowledgeBases(agentId: $agentId) { id name }\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items { id name description documentCount chunkCount }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsSetKnowledge($agentId: ID!, $ids: [ID!]!) {\n    setAgentKnowledgeBases(agentId: $agentId, knowledgeBaseIds: $ids) { id name }\n  }\n"): (typeof documents)["\n  mutation AgentsSetKnowledge($agentId: ID!, $ids: [ID!]!) {\n    setAgentKnowledgeBases(agentId: $agentId, knowledgeBaseIds: $ids) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsKnowledgeRetrieve($agentId: ID!, $query: String!, $limit: Int) {\n    agentKnowledgeRetrieve(agentId: $agentId, query: $query, limit: $limit) {\n      chunkId score content documentName heading page sourceUrl\n    }\n  }\n"): (typeof documents)["\n  query AgentsKnowledgeRetrieve($agentId: ID!, $query: String!, $limit: Int) {\n    agentKnowledgeRetrieve(agentId: $agentId, query: $query, limit: $limit) {\n      chunkId score content documentName heading page sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTemplates {\n    agentTemplates { items { id name description agentType language } }\n  }\n"): (typeof documents)["\n  query AgentsTemplates {\n    agentTemplates { items { id name description agentType language } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsCreate($input: CreateAgentInput!) {\n    createAgent(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AgentsCreate($input: CreateAgentInput!) {\n    createAgent(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsCreateFromTemplate($input: CreateAgentFromTemplateInput!) {\n    createAgentFromTemplate(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AgentsCreateFromTemplate($input: CreateAgentFromTemplateInput!) {\n    createAgentFromTemplate(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) {\n      id name description prompt settings version hasUnpublishedChanges publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AgentUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) {\n      id name description prompt settings version hasUnpublishedChanges publicChannelEnabled allowedOrigins updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsChatTest($id: ID!, $input: ChatTestInput!) {\n    chatTestAgent(id: $id, input: $input) {\n      reply sessionId path variables finished\n      turns { role text }\n    }\n  }\n"): (typeof documents)["\n  mutation AgentsChatTest($id: ID!, $input: ChatTestInput!) {\n    chatTestAgent(id: $id, input: $input) {\n      reply sessionId path variables finished\n      turns { role text }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentVersions($id: ID!, $limit: Int, $offset: Int) {\n    agentVersions(id: $id, limit: $limit, offset: $offset) {\n      items { version live publishedAt publishedBy { kind id } }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AgentVersions($id: ID!, $limit: Int, $offset: Int) {\n    agentVersions(id: $id, limit: $limit, offset: $offset) {\n      items { version live publishedAt publishedBy { kind id } }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentRestore($id: ID!, $version: Int!) {\n    restoreAgentVersion(id: $id, version: $version) { id version hasUnpublishedChanges prompt settings }\n  }\n"): (typeof documents)["\n  mutation AgentRestore($id: ID!, $version: Int!) {\n    restoreAgentVersion(id: $id, version: $version) { id version hasUnpublishedChanges prompt settings }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentWidgetUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) { id publicChannelEnabled allowedOrigins hasUnpublishedChanges updatedAt }\n  }\n"): (typeof documents)["\n  mutation AgentWidgetUpdate($id: ID!, $input: UpdateAgentInput!) {\n    updateAgent(id: $id, input: $input) { id publicChannelEnabled allowedOrigins hasUnpublishedChanges updatedAt }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;