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
    "\n  query SettingsApiKeys($limit: Int, $offset: Int) {\n    apiKeys(limit: $limit, offset: $offset) {\n      items { id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt }\n      total limit offset\n    }\n  }\n": typeof types.SettingsApiKeysDocument,
    "\n  mutation SettingsCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { fullKey key { id name } }\n  }\n": typeof types.SettingsCreateApiKeyDocument,
    "\n  mutation SettingsRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id name revokedAt }\n  }\n": typeof types.SettingsRevokeApiKeyDocument,
    "\n  query SettingsAuditLog(\n    $limit: Int\n    $offset: Int\n    $action: String\n    $targetType: String\n    $targetId: String\n    $actorUserId: ID\n    $createdAfter: Time\n    $createdBefore: Time\n  ) {\n    auditLog(\n      limit: $limit\n      offset: $offset\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n      actorUserId: $actorUserId\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        id action targetType targetId before after requestId createdAt\n        actor { kind userId email name keyId }\n      }\n      total limit offset\n    }\n  }\n": typeof types.SettingsAuditLogDocument,
    "\n  query SettingsAuditActors {\n    members(limit: 200) { items { userId name email subject } }\n  }\n": typeof types.SettingsAuditActorsDocument,
    "\n  mutation SettingsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id url secret active }\n  }\n": typeof types.SettingsCreateWebhookEndpointDocument,
    "\n  mutation SettingsUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description active disabledReason }\n  }\n": typeof types.SettingsUpdateWebhookEndpointDocument,
    "\n  query SettingsMembers($limit: Int, $offset: Int) {\n    members(limit: $limit, offset: $offset) {\n      items { userId subject email name role status createdAt }\n      total limit offset\n    }\n  }\n": typeof types.SettingsMembersDocument,
    "\n  mutation SettingsAddMember($input: AddMemberInput!) {\n    addMember(input: $input) { userId subject email name role status }\n  }\n": typeof types.SettingsAddMemberDocument,
    "\n  mutation SettingsUpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) { userId name role }\n  }\n": typeof types.SettingsUpdateMemberRoleDocument,
    "\n  mutation SettingsRemoveMember($userId: ID!) {\n    removeMember(userId: $userId) { userId name }\n  }\n": typeof types.SettingsRemoveMemberDocument,
    "\n  query SettingsWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      id url events description active disabledReason createdAt\n      deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n    }\n  }\n": typeof types.SettingsWebhookEndpointDocument,
    "\n  query SettingsWebhookDeliveries($endpointId: ID!, $status: String, $limit: Int, $offset: Int) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id event status attemptCount nextAttemptAt lastStatusCode lastError redeliveryOf createdAt finishedAt\n        attempts { attempt startedAt durationMs success statusCode error responseBody }\n      }\n      limit offset\n    }\n  }\n": typeof types.SettingsWebhookDeliveriesDocument,
    "\n  subscription SettingsWebhookDeliveryUpdated($endpointId: ID!) {\n    webhookDeliveryUpdated(endpointId: $endpointId) { endpointId deliveryId action status at }\n  }\n": typeof types.SettingsWebhookDeliveryUpdatedDocument,
    "\n  mutation SettingsTestWebhookEndpoint($id: ID!) {\n    testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error }\n  }\n": typeof types.SettingsTestWebhookEndpointDocument,
    "\n  mutation SettingsRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) { id event status }\n  }\n": typeof types.SettingsRedeliverWebhookDeliveryDocument,
    "\n  query SettingsWebhookEndpoints($limit: Int, $offset: Int) {\n    webhookEndpoints(limit: $limit, offset: $offset) {\n      items {\n        id url events description active disabledReason\n        deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n      }\n      total limit offset\n    }\n  }\n": typeof types.SettingsWebhookEndpointsDocument,
    "\n  mutation SettingsDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.SettingsDeleteWebhookEndpointDocument,
    "\n  query TestsAgents {\n    agents(limit: 200) { items { id name editingMode version } }\n  }\n": typeof types.TestsAgentsDocument,
    "\n  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {\n    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {\n      items { id agentId name description caseCount updatedAt }\n      total limit offset\n    }\n  }\n": typeof types.TestSuitesDocument,
    "\n  query TestSuite($id: ID!) {\n    testSuite(id: $id) {\n      id agentId name description caseCount createdAt updatedAt\n      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }\n    }\n  }\n": typeof types.TestSuiteDocument,
    "\n  query TestsScenarioPresets {\n    scenarioPresets(limit: 100) { items { id name description } }\n  }\n": typeof types.TestsScenarioPresetsDocument,
    "\n  mutation CreateTestSuite($input: CreateTestSuiteInput!) {\n    createTestSuite(input: $input) { id }\n  }\n": typeof types.CreateTestSuiteDocument,
    "\n  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {\n    updateTestSuite(id: $id, input: $input) { id name description }\n  }\n": typeof types.UpdateTestSuiteDocument,
    "\n  mutation DeleteTestSuite($id: ID!) {\n    deleteTestSuite(id: $id)\n  }\n": typeof types.DeleteTestSuiteDocument,
    "\n  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {\n    createTestCase(suiteId: $suiteId, input: $input) { id }\n  }\n": typeof types.CreateTestCaseDocument,
    "\n  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {\n    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }\n  }\n": typeof types.UpdateTestCaseDocument,
    "\n  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {\n    deleteTestCase(suiteId: $suiteId, id: $id)\n  }\n": typeof types.DeleteTestCaseDocument,
    "\n  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {\n    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }\n  }\n": typeof types.GenerateTestCasesDocument,
    "\n  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {\n    executeTestSuite(id: $id, input: $input) { id status }\n  }\n": typeof types.ExecuteTestSuiteDocument,
    "\n  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {\n    testRuns(filter: $filter, limit: $limit, offset: $offset) {\n      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }\n      total limit offset\n    }\n  }\n": typeof types.TestRunsDocument,
    "\n  query TestRun($id: ID!) {\n    testRun(id: $id) {\n      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs\n      totals { total passed failed error pending }\n      results {\n        caseId name status endStatus endNodeId path variables assertions error durationMs\n        turns { role text }\n        actions { actionId nodeId simulated }\n      }\n    }\n  }\n": typeof types.TestRunDocument,
    "\n  subscription TestRunProgress($runId: ID!) {\n    testRunProgress(runId: $runId) {\n      runId position type caseId status at\n      totals { total passed failed error pending }\n    }\n  }\n": typeof types.TestRunProgressDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      user { id subject email name }\n      memberships { role organization { id name slug suspendedAt } }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SwitchOrganization($organizationId: ID!) {\n    switchOrganization(organizationId: $organizationId) { role organization { id name } }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query AgentHeader($id: ID!) {\n    agent(id: $id) { id name status agentType editingMode version hasUnpublishedChanges }\n  }\n": types.AgentHeaderDocument,
    "\n  query SettingsApiKeys($limit: Int, $offset: Int) {\n    apiKeys(limit: $limit, offset: $offset) {\n      items { id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt }\n      total limit offset\n    }\n  }\n": types.SettingsApiKeysDocument,
    "\n  mutation SettingsCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { fullKey key { id name } }\n  }\n": types.SettingsCreateApiKeyDocument,
    "\n  mutation SettingsRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id name revokedAt }\n  }\n": types.SettingsRevokeApiKeyDocument,
    "\n  query SettingsAuditLog(\n    $limit: Int\n    $offset: Int\n    $action: String\n    $targetType: String\n    $targetId: String\n    $actorUserId: ID\n    $createdAfter: Time\n    $createdBefore: Time\n  ) {\n    auditLog(\n      limit: $limit\n      offset: $offset\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n      actorUserId: $actorUserId\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        id action targetType targetId before after requestId createdAt\n        actor { kind userId email name keyId }\n      }\n      total limit offset\n    }\n  }\n": types.SettingsAuditLogDocument,
    "\n  query SettingsAuditActors {\n    members(limit: 200) { items { userId name email subject } }\n  }\n": types.SettingsAuditActorsDocument,
    "\n  mutation SettingsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id url secret active }\n  }\n": types.SettingsCreateWebhookEndpointDocument,
    "\n  mutation SettingsUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description active disabledReason }\n  }\n": types.SettingsUpdateWebhookEndpointDocument,
    "\n  query SettingsMembers($limit: Int, $offset: Int) {\n    members(limit: $limit, offset: $offset) {\n      items { userId subject email name role status createdAt }\n      total limit offset\n    }\n  }\n": types.SettingsMembersDocument,
    "\n  mutation SettingsAddMember($input: AddMemberInput!) {\n    addMember(input: $input) { userId subject email name role status }\n  }\n": types.SettingsAddMemberDocument,
    "\n  mutation SettingsUpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) { userId name role }\n  }\n": types.SettingsUpdateMemberRoleDocument,
    "\n  mutation SettingsRemoveMember($userId: ID!) {\n    removeMember(userId: $userId) { userId name }\n  }\n": types.SettingsRemoveMemberDocument,
    "\n  query SettingsWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      id url events description active disabledReason createdAt\n      deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n    }\n  }\n": types.SettingsWebhookEndpointDocument,
    "\n  query SettingsWebhookDeliveries($endpointId: ID!, $status: String, $limit: Int, $offset: Int) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id event status attemptCount nextAttemptAt lastStatusCode lastError redeliveryOf createdAt finishedAt\n        attempts { attempt startedAt durationMs success statusCode error responseBody }\n      }\n      limit offset\n    }\n  }\n": types.SettingsWebhookDeliveriesDocument,
    "\n  subscription SettingsWebhookDeliveryUpdated($endpointId: ID!) {\n    webhookDeliveryUpdated(endpointId: $endpointId) { endpointId deliveryId action status at }\n  }\n": types.SettingsWebhookDeliveryUpdatedDocument,
    "\n  mutation SettingsTestWebhookEndpoint($id: ID!) {\n    testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error }\n  }\n": types.SettingsTestWebhookEndpointDocument,
    "\n  mutation SettingsRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) { id event status }\n  }\n": types.SettingsRedeliverWebhookDeliveryDocument,
    "\n  query SettingsWebhookEndpoints($limit: Int, $offset: Int) {\n    webhookEndpoints(limit: $limit, offset: $offset) {\n      items {\n        id url events description active disabledReason\n        deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n      }\n      total limit offset\n    }\n  }\n": types.SettingsWebhookEndpointsDocument,
    "\n  mutation SettingsDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.SettingsDeleteWebhookEndpointDocument,
    "\n  query TestsAgents {\n    agents(limit: 200) { items { id name editingMode version } }\n  }\n": types.TestsAgentsDocument,
    "\n  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {\n    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {\n      items { id agentId name description caseCount updatedAt }\n      total limit offset\n    }\n  }\n": types.TestSuitesDocument,
    "\n  query TestSuite($id: ID!) {\n    testSuite(id: $id) {\n      id agentId name description caseCount createdAt updatedAt\n      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }\n    }\n  }\n": types.TestSuiteDocument,
    "\n  query TestsScenarioPresets {\n    scenarioPresets(limit: 100) { items { id name description } }\n  }\n": types.TestsScenarioPresetsDocument,
    "\n  mutation CreateTestSuite($input: CreateTestSuiteInput!) {\n    createTestSuite(input: $input) { id }\n  }\n": types.CreateTestSuiteDocument,
    "\n  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {\n    updateTestSuite(id: $id, input: $input) { id name description }\n  }\n": types.UpdateTestSuiteDocument,
    "\n  mutation DeleteTestSuite($id: ID!) {\n    deleteTestSuite(id: $id)\n  }\n": types.DeleteTestSuiteDocument,
    "\n  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {\n    createTestCase(suiteId: $suiteId, input: $input) { id }\n  }\n": types.CreateTestCaseDocument,
    "\n  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {\n    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }\n  }\n": types.UpdateTestCaseDocument,
    "\n  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {\n    deleteTestCase(suiteId: $suiteId, id: $id)\n  }\n": types.DeleteTestCaseDocument,
    "\n  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {\n    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }\n  }\n": types.GenerateTestCasesDocument,
    "\n  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {\n    executeTestSuite(id: $id, input: $input) { id status }\n  }\n": types.ExecuteTestSuiteDocument,
    "\n  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {\n    testRuns(filter: $filter, limit: $limit, offset: $offset) {\n      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }\n      total limit offset\n    }\n  }\n": types.TestRunsDocument,
    "\n  query TestRun($id: ID!) {\n    testRun(id: $id) {\n      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs\n      totals { total passed failed error pending }\n      results {\n        caseId name status endStatus endNodeId path variables assertions error durationMs\n        turns { role text }\n        actions { actionId nodeId simulated }\n      }\n    }\n  }\n": types.TestRunDocument,
    "\n  subscription TestRunProgress($runId: ID!) {\n    testRunProgress(runId: $runId) {\n      runId position type caseId status at\n      totals { total passed failed error pending }\n    }\n  }\n": types.TestRunProgressDocument,
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
export function graphql(source: "\n  query SettingsApiKeys($limit: Int, $offset: Int) {\n    apiKeys(limit: $limit, offset: $offset) {\n      items { id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query SettingsApiKeys($limit: Int, $offset: Int) {\n    apiKeys(limit: $limit, offset: $offset) {\n      items { id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { fullKey key { id name } }\n  }\n"): (typeof documents)["\n  mutation SettingsCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { fullKey key { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id name revokedAt }\n  }\n"): (typeof documents)["\n  mutation SettingsRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id name revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAuditLog(\n    $limit: Int\n    $offset: Int\n    $action: String\n    $targetType: String\n    $targetId: String\n    $actorUserId: ID\n    $createdAfter: Time\n    $createdBefore: Time\n  ) {\n    auditLog(\n      limit: $limit\n      offset: $offset\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n      actorUserId: $actorUserId\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        id action targetType targetId before after requestId createdAt\n        actor { kind userId email name keyId }\n      }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query SettingsAuditLog(\n    $limit: Int\n    $offset: Int\n    $action: String\n    $targetType: String\n    $targetId: String\n    $actorUserId: ID\n    $createdAfter: Time\n    $createdBefore: Time\n  ) {\n    auditLog(\n      limit: $limit\n      offset: $offset\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n      actorUserId: $actorUserId\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        id action targetType targetId before after requestId createdAt\n        actor { kind userId email name keyId }\n      }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAuditActors {\n    members(limit: 200) { items { userId name email subject } }\n  }\n"): (typeof documents)["\n  query SettingsAuditActors {\n    members(limit: 200) { items { userId name email subject } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id url secret active }\n  }\n"): (typeof documents)["\n  mutation SettingsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id url secret active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description active disabledReason }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description active disabledReason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsMembers($limit: Int, $offset: Int) {\n    members(limit: $limit, offset: $offset) {\n      items { userId subject email name role status createdAt }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query SettingsMembers($limit: Int, $offset: Int) {\n    members(limit: $limit, offset: $offset) {\n      items { userId subject email name role status createdAt }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsAddMember($input: AddMemberInput!) {\n    addMember(input: $input) { userId subject email name role status }\n  }\n"): (typeof documents)["\n  mutation SettingsAddMember($input: AddMemberInput!) {\n    addMember(input: $input) { userId subject email name role status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) { userId name role }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) { userId name role }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsRemoveMember($userId: ID!) {\n    removeMember(userId: $userId) { userId name }\n  }\n"): (typeof documents)["\n  mutation SettingsRemoveMember($userId: ID!) {\n    removeMember(userId: $userId) { userId name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      id url events description active disabledReason createdAt\n      deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n    }\n  }\n"): (typeof documents)["\n  query SettingsWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      id url events description active disabledReason createdAt\n      deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsWebhookDeliveries($endpointId: ID!, $status: String, $limit: Int, $offset: Int) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id event status attemptCount nextAttemptAt lastStatusCode lastError redeliveryOf createdAt finishedAt\n        attempts { attempt startedAt durationMs success statusCode error responseBody }\n      }\n      limit offset\n    }\n  }\n"): (typeof documents)["\n  query SettingsWebhookDeliveries($endpointId: ID!, $status: String, $limit: Int, $offset: Int) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id event status attemptCount nextAttemptAt lastStatusCode lastError redeliveryOf createdAt finishedAt\n        attempts { attempt startedAt durationMs success statusCode error responseBody }\n      }\n      limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SettingsWebhookDeliveryUpdated($endpointId: ID!) {\n    webhookDeliveryUpdated(endpointId: $endpointId) { endpointId deliveryId action status at }\n  }\n"): (typeof documents)["\n  subscription SettingsWebhookDeliveryUpdated($endpointId: ID!) {\n    webhookDeliveryUpdated(endpointId: $endpointId) { endpointId deliveryId action status at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestWebhookEndpoint($id: ID!) {\n    testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error }\n  }\n"): (typeof documents)["\n  mutation SettingsTestWebhookEndpoint($id: ID!) {\n    testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) { id event status }\n  }\n"): (typeof documents)["\n  mutation SettingsRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) { id event status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsWebhookEndpoints($limit: Int, $offset: Int) {\n    webhookEndpoints(limit: $limit, offset: $offset) {\n      items {\n        id url events description active disabledReason\n        deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n      }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query SettingsWebhookEndpoints($limit: Int, $offset: Int) {\n    webhookEndpoints(limit: $limit, offset: $offset) {\n      items {\n        id url events description active disabledReason\n        deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }\n      }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation SettingsDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestsAgents {\n    agents(limit: 200) { items { id name editingMode version } }\n  }\n"): (typeof documents)["\n  query TestsAgents {\n    agents(limit: 200) { items { id name editingMode version } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {\n    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {\n      items { id agentId name description caseCount updatedAt }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {\n    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {\n      items { id agentId name description caseCount updatedAt }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSuite($id: ID!) {\n    testSuite(id: $id) {\n      id agentId name description caseCount createdAt updatedAt\n      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }\n    }\n  }\n"): (typeof documents)["\n  query TestSuite($id: ID!) {\n    testSuite(id: $id) {\n      id agentId name description caseCount createdAt updatedAt\n      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestsScenarioPresets {\n    scenarioPresets(limit: 100) { items { id name description } }\n  }\n"): (typeof documents)["\n  query TestsScenarioPresets {\n    scenarioPresets(limit: 100) { items { id name description } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestSuite($input: CreateTestSuiteInput!) {\n    createTestSuite(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateTestSuite($input: CreateTestSuiteInput!) {\n    createTestSuite(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {\n    updateTestSuite(id: $id, input: $input) { id name description }\n  }\n"): (typeof documents)["\n  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {\n    updateTestSuite(id: $id, input: $input) { id name description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestSuite($id: ID!) {\n    deleteTestSuite(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTestSuite($id: ID!) {\n    deleteTestSuite(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {\n    createTestCase(suiteId: $suiteId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {\n    createTestCase(suiteId: $suiteId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {\n    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }\n  }\n"): (typeof documents)["\n  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {\n    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {\n    deleteTestCase(suiteId: $suiteId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {\n    deleteTestCase(suiteId: $suiteId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {\n    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }\n  }\n"): (typeof documents)["\n  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {\n    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {\n    executeTestSuite(id: $id, input: $input) { id status }\n  }\n"): (typeof documents)["\n  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {\n    executeTestSuite(id: $id, input: $input) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {\n    testRuns(filter: $filter, limit: $limit, offset: $offset) {\n      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }\n      total limit offset\n    }\n  }\n"): (typeof documents)["\n  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {\n    testRuns(filter: $filter, limit: $limit, offset: $offset) {\n      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }\n      total limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRun($id: ID!) {\n    testRun(id: $id) {\n      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs\n      totals { total passed failed error pending }\n      results {\n        caseId name status endStatus endNodeId path variables assertions error durationMs\n        turns { role text }\n        actions { actionId nodeId simulated }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRun($id: ID!) {\n    testRun(id: $id) {\n      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs\n      totals { total passed failed error pending }\n      results {\n        caseId name status endStatus endNodeId path variables assertions error durationMs\n        turns { role text }\n        actions { actionId nodeId simulated }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestRunProgress($runId: ID!) {\n    testRunProgress(runId: $runId) {\n      runId position type caseId status at\n      totals { total passed failed error pending }\n    }\n  }\n"): (typeof documents)["\n  subscription TestRunProgress($runId: ID!) {\n    testRunProgress(runId: $runId) {\n      runId position type caseId status at\n      totals { total passed failed error pending }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;