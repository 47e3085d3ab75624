// What can be tried on an action of each kind: simulations and dry runs
// (viewers: nothing is sent, no call is touched) and executions on a call
// (editors). Each operation names the inputs its form asks for; the answer
// is shown field by field.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { Role } from '../../auth/roles';
import type { KindId } from './kinds';

export type OperationInput = 'variables' | 'to' | 'transcript' | 'session' | 'start' | 'attendee';

export type Operation = {
  /** simulate, dryRun, execute, initialize, rerun: the button's name comes from it. */
  verb: string;
  role: Role;
  inputs: OperationInput[];
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any */
  doc: TypedDocumentNode<any, any>;
  /** Builds the mutation's variables from the typed inputs. */
  variables: (id: string, v: OperationValues) => Record<string, unknown>;
};

export type OperationValues = {
  variables?: Record<string, unknown>;
  to?: string;
  transcript?: { role: string; text: string }[];
  sessionId?: string;
  start?: string;
  attendee?: { name: string; email: string; phoneNumber?: string; timeZone?: string };
};

const opt = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : undefined);

const SimulateCallTransfer = graphql(`
  mutation ActionsSimulateCallTransfer($id: ID!, $input: CallTransferSimulateInput) {
    simulateCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }
  }
`);
const ExecuteCallTransfer = graphql(`
  mutation ActionsExecuteCallTransfer($id: ID!, $input: ActionSessionInput!) {
    executeCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }
  }
`);
const ExecuteIvr = graphql(`
  mutation ActionsExecuteIvr($id: ID!, $input: ActionSessionInput!) {
    executeIvr(id: $id, input: $input) { provider executed }
  }
`);
const SimulateExtractor = graphql(`
  mutation ActionsSimulateInformationExtractor($id: ID!, $input: TranscriptInput!) {
    simulateInformationExtractor(id: $id, input: $input) { extractedData }
  }
`);
const RerunExtractor = graphql(`
  mutation ActionsRerunInformationExtractor($id: ID!, $input: ActionSessionInput!) {
    rerunInformationExtractor(id: $id, input: $input) { sessionId extractedData }
  }
`);
const SimulateEvaluation = graphql(`
  mutation ActionsSimulateCustomEvaluation($id: ID!, $input: TranscriptInput!) {
    simulateCustomEvaluation(id: $id, input: $input) { results { criterion type passed score reason } }
  }
`);
const DryRunPostCallSms = graphql(`
  mutation ActionsDryRunPostCallSms($id: ID!, $input: ActionSessionInput!) {
    dryRunPostCallSms(id: $id, input: $input) { to from body wouldSend reason }
  }
`);
const ExecutePostCallSms = graphql(`
  mutation ActionsExecutePostCallSms($id: ID!, $input: ActionSessionInput!) {
    executePostCallSms(id: $id, input: $input) { status messageId }
  }
`);
const SimulateDuringCallSms = graphql(`
  mutation ActionsSimulateDuringCallSms($id: ID!, $input: DuringCallSmsSimulateInput) {
    simulateDuringCallSms(id: $id, input: $input) { to body sent }
  }
`);
const ExecuteDuringCallSms = graphql(`
  mutation ActionsExecuteDuringCallSms($id: ID!, $input: DuringCallSmsExecuteInput!) {
    executeDuringCallSms(id: $id, input: $input) { status messageId }
  }
`);
const SimulateCustomAction = graphql(`
  mutation ActionsSimulateCustomAction($id: ID!, $input: CustomActionVariablesInput) {
    simulateCustomAction(id: $id, input: $input) { request { method url headers body } }
  }
`);
const ExecuteCustomAction = graphql(`
  mutation ActionsExecuteCustomAction($id: ID!, $input: CustomActionVariablesInput) {
    executeCustomAction(id: $id, input: $input) { success statusCode durationMs variables error }
  }
`);
const InitializeCustomAction = graphql(`
  mutation ActionsInitializeCustomAction($id: ID!, $input: CustomActionVariablesInput) {
    initializeCustomAction(id: $id, input: $input) { valid sampleResponse variables error }
  }
`);
const ExecuteBookingAction = graphql(`
  mutation ActionsExecuteBookingAction($id: ID!, $input: BookingExecuteInput!) {
    executeBookingAction(id: $id, input: $input) { id sessionId startsAt endsAt title customerName customerPhone created details { provider providerBookingUid eventTypeId } }
  }
`);

const session = (id: string, v: OperationValues) => ({ id, input: { sessionId: opt(v.sessionId) } });
const variables = (id: string, v: OperationValues) => ({ id, input: { variables: v.variables } });
const transcript = (id: string, v: OperationValues) => ({ id, input: { transcript: v.transcript } });

export const operations: Record<KindId, Operation[]> = {
  callTransfer: [
    { verb: 'simulate', role: 'viewer', inputs: ['variables'], doc: SimulateCallTransfer, variables },
    { verb: 'execute', role: 'editor', inputs: ['session'], doc: ExecuteCallTransfer, variables: session },
  ],
  ivr: [{ verb: 'execute', role: 'editor', inputs: ['session'], doc: ExecuteIvr, variables: session }],
  informationExtractor: [
    { verb: 'simulate', role: 'viewer', inputs: ['transcript'], doc: SimulateExtractor, variables: transcript },
    { verb: 'rerun', role: 'editor', inputs: ['session'], doc: RerunExtractor, variables: session },
  ],
  customEvaluation: [{ verb: 'simulate', role: 'viewer', inputs: ['transcript'], doc: SimulateEvaluation, variables: transcript }],
  postCallSms: [
    { verb: 'dryRun', role: 'viewer', inputs: ['session'], doc: DryRunPostCallSms, variables: session },
    { verb: 'execute', role: 'editor', inputs: ['session'], doc: ExecutePostCallSms, variables: session },
  ],
  duringCallSms: [
    { verb: 'simulate', role: 'viewer', inputs: ['variables', 'to'], doc: SimulateDuringCallSms, variables: (id, v) => ({ id, input: { variables: v.variables, to: opt(v.to) } }) },
    {
      verb: 'execute',
      role: 'editor',
      inputs: ['session', 'variables', 'to'],
      doc: ExecuteDuringCallSms,
      variables: (id, v) => ({ id, input: { sessionId: opt(v.sessionId), variables: v.variables, to: opt(v.to) } }),
    },
  ],
  customAction: [
    { verb: 'simulate', role: 'viewer', inputs: ['variables'], doc: SimulateCustomAction, variables },
    { verb: 'initialize', role: 'editor', inputs: ['variables'], doc: InitializeCustomAction, variables },
    { verb: 'execute', role: 'editor', inputs: ['variables'], doc: ExecuteCustomAction, variables },
  ],
  bookingAction: [
    {
      verb: 'execute',
      role: 'editor',
      inputs: ['session', 'start', 'attendee'],
      doc: ExecuteBookingAction,
      variables: (id, v) => ({
        id,
        input: {
          sessionId: opt(v.sessionId),
          start: opt(v.start),
          attendee: v.attendee && {
            name: opt(v.attendee.name),
            email: opt(v.attendee.email),
            phoneNumber: opt(v.attendee.phoneNumber),
            timeZone: opt(v.attendee.timeZone),
          },
        },
      }),
    },
  ],
  phoneBook: [],
};
