// The Calls section's GraphQL operations.
import { graphql } from '../../gql';

export const CallsListDocument = graphql(`
  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {
    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {
      items { ...CallsRow }
      total
      nextCursor
    }
  }
`);

export const CallsRowFragment = graphql(`
  fragment CallsRow on CallSession {
    id
    agentId
    agent { id name }
    status
    channel
    direction
    createdAt
    startedAt
    endedAt
    durationMs
    outcome
    turnCount
  }
`);

export const CallsRowByIdDocument = graphql(`
  query CallsRowById($id: ID!) {
    callSession(id: $id) { ...CallsRow }
  }
`);

export const CallsAgentsDocument = graphql(`
  query CallsAgents {
    agents(limit: 200) { items { id name } }
  }
`);

export const CallsSessionUpdatedDocument = graphql(`
  subscription CallsSessionUpdated($agentId: ID) {
    callSessionUpdated(agentId: $agentId) {
      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at
    }
  }
`);

export const CallDetailDocument = graphql(`
  query CallDetail($id: ID!) {
    callSession(id: $id) {
      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason
      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt
      transcript { role text offsetMs }
      actions { id actionId type name executedAt input result success error }
      postCall {
        status failureReason summary outcome extractedData processedAt
        evaluations { name result score passed }
        sentiment { label score }
      }
    }
  }
`);

export const CallTranscriptDocument = graphql(`
  subscription CallTranscript($sessionId: ID!) {
    callTranscript(sessionId: $sessionId) {
      callSessionId position type status at
      turn { role text offsetMs }
      action { id actionId type name executedAt input result success error }
    }
  }
`);
