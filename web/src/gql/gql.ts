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
    "\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": typeof types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": typeof types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": typeof types.CallTranscriptDocument,
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
    "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n": types.AnalyticsOverviewDocument,
    "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n": types.CallsListDocument,
    "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n": types.CallsRowFragmentDoc,
    "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n": types.CallsRowByIdDocument,
    "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n": types.CallsAgentsDocument,
    "\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": types.CallTranscriptDocument,
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
export function graphql(source: "\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n"): (typeof documents)["\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n"): (typeof documents)["\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n"];
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