// The Tests section's GraphQL operations.
import { graphql } from '../../gql';

export const TestsAgentsDocument = graphql(`
  query TestsAgents {
    agents(limit: 200) { items { id name editingMode version } }
  }
`);

export const TestSuitesDocument = graphql(`
  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {
    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {
      items { id agentId name description caseCount updatedAt }
      total limit offset
    }
  }
`);

export const TestSuiteDocument = graphql(`
  query TestSuite($id: ID!) {
    testSuite(id: $id) {
      id agentId name description caseCount createdAt updatedAt
      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }
    }
  }
`);

export const ScenarioPresetsDocument = graphql(`
  query TestsScenarioPresets {
    scenarioPresets(limit: 100) { items { id name description } }
  }
`);

export const CreateTestSuiteDocument = graphql(`
  mutation CreateTestSuite($input: CreateTestSuiteInput!) {
    createTestSuite(input: $input) { id }
  }
`);

export const UpdateTestSuiteDocument = graphql(`
  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {
    updateTestSuite(id: $id, input: $input) { id name description }
  }
`);

export const DeleteTestSuiteDocument = graphql(`
  mutation DeleteTestSuite($id: ID!) {
    deleteTestSuite(id: $id)
  }
`);

export const CreateTestCaseDocument = graphql(`
  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {
    createTestCase(suiteId: $suiteId, input: $input) { id }
  }
`);

export const UpdateTestCaseDocument = graphql(`
  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {
    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }
  }
`);

export const DeleteTestCaseDocument = graphql(`
  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {
    deleteTestCase(suiteId: $suiteId, id: $id)
  }
`);

export const GenerateTestCasesDocument = graphql(`
  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {
    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }
  }
`);

export const ExecuteTestSuiteDocument = graphql(`
  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {
    executeTestSuite(id: $id, input: $input) { id status }
  }
`);

export const TestRunsDocument = graphql(`
  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {
    testRuns(filter: $filter, limit: $limit, offset: $offset) {
      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }
      total limit offset
    }
  }
`);

export const TestRunDocument = graphql(`
  query TestRun($id: ID!) {
    testRun(id: $id) {
      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs
      totals { total passed failed error pending }
      results {
        caseId name status endStatus endNodeId path variables assertions error durationMs
        turns { role text }
        actions { actionId nodeId simulated }
      }
    }
  }
`);

export const TestRunProgressDocument = graphql(`
  subscription TestRunProgress($runId: ID!) {
    testRunProgress(runId: $runId) {
      runId position type caseId status at
      totals { total passed failed error pending }
    }
  }
`);
