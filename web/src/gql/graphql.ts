/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * The agent configuration a run tests: "draft" (the draft prompt and flows) or a
   * published version number (an integer from 1), on both doors alike.
   */
  AgentVersion: { input: unknown; output: unknown; }
  /** Any JSON value, written as stored (audit log before/after states). */
  JSON: { input: unknown; output: unknown; }
  /** Any JSON object (an agent's settings, a template's settings). */
  Map: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** A JSON object of string values (headers, response mapping, secrets). */
  StringMap: { input: Record<string, string>; output: Record<string, string>; }
  Time: { input: string; output: string; }
  /** A JSON object of template variables: {{name}} takes the value of name. */
  Variables: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type ActionCapabilities = {
  __typename?: 'ActionCapabilities';
  calendar: CalendarStatus;
  sms: ActionProviderStatus;
  telephony: ActionProviderStatus;
};

/** A provider actions send through; live is false for log, which sends nothing. */
export type ActionProviderStatus = {
  __typename?: 'ActionProviderStatus';
  live: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
};

/** The call session an operation acts on (required; a missing one is BAD_USER_INPUT naming session_id). */
export type ActionSessionInput = {
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Add a member by subject or by email (exactly one). */
export type AddMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  role: Role;
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** An agent's operational record, as lists show it. */
export type Agent = {
  __typename?: 'Agent';
  /** inbound, outbound, voice_widget or chat. */
  agentType: Scalars['String']['output'];
  /** Web origins whose pages may open public widget sessions. */
  allowedOrigins: Array<Scalars['String']['output']>;
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  /** prompt or flow. */
  editingMode: Scalars['String']['output'];
  /** The draft differs from the live version (always true before the first publication). */
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The bases the agent answers from, in assignment order (needs knowledge read access). */
  knowledgeBases: Array<KnowledgeBase>;
  name: Scalars['String']['output'];
  /** The active number most recently assigned to the agent. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  publicChannelEnabled: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** draft, active, inactive or archived. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
  /** The live version; 0 until the first publication. */
  version: Scalars['Int']['output'];
};

/** An agent with its draft configuration, as the editor shows it. */
export type AgentDetail = {
  __typename?: 'AgentDetail';
  agentType: Scalars['String']['output'];
  /** Web origins whose pages may open public widget sessions. */
  allowedOrigins: Array<Scalars['String']['output']>;
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  editingMode: Scalars['String']['output'];
  /** The draft's flow document (flow mode), or null. */
  flow?: Maybe<Scalars['JSON']['output']>;
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The draft's instructions (prompt mode). */
  prompt: Scalars['String']['output'];
  publicChannelEnabled: Scalars['Boolean']['output'];
  /** The draft's settings: language, voice, greeting, model options... */
  settings: Scalars['Map']['output'];
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  templateId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['Time']['output'];
  version: Scalars['Int']['output'];
};

/** An agent was published, archived, unarchived, or its draft changed. */
export type AgentEvent = {
  __typename?: 'AgentEvent';
  /** published, updated, draft_discarded, version_restored, archived or unarchived */
  action: Scalars['String']['output'];
  agentId: Scalars['ID']['output'];
  at: Scalars['Time']['output'];
};

export type AgentList = {
  __typename?: 'AgentList';
  items: Array<Agent>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** One publication of an agent (agentVersions lists them). */
export type AgentPublishedVersion = {
  __typename?: 'AgentPublishedVersion';
  /** This is the live version. */
  live: Scalars['Boolean']['output'];
  publishedAt: Scalars['Time']['output'];
  publishedBy: AgentPublisher;
  version: Scalars['Int']['output'];
};

export type AgentPublisher = {
  __typename?: 'AgentPublisher';
  /** The user's or API key's id; null for the system. */
  id?: Maybe<Scalars['String']['output']>;
  /** user, api_key or system. */
  kind: Scalars['String']['output'];
};

export type AgentTemplate = {
  __typename?: 'AgentTemplate';
  agentType: Scalars['String']['output'];
  description: Scalars['String']['output'];
  flow?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prompt: Scalars['String']['output'];
  settings: Scalars['Map']['output'];
};

export type AgentTemplateList = {
  __typename?: 'AgentTemplateList';
  items: Array<AgentTemplate>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type AgentVersionList = {
  __typename?: 'AgentVersionList';
  items: Array<AgentPublishedVersion>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  /** The prefix and the last four characters, e.g. svc_...Ab3x. */
  keyPreview: Scalars['String']['output'];
  lastUsedAt?: Maybe<Scalars['Time']['output']>;
  name: Scalars['String']['output'];
  /** Null: the platform default. */
  rateLimitPerMinute?: Maybe<Scalars['Int']['output']>;
  /** Set once the key was revoked; it stops working on the very next request. */
  revokedAt?: Maybe<Scalars['Time']['output']>;
  /** Empty: every scope. */
  scopes: Array<Scalars['String']['output']>;
};

export type ApiKeyList = {
  __typename?: 'ApiKeyList';
  items: Array<ApiKey>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type AuditActor = {
  __typename?: 'AuditActor';
  email?: Maybe<Scalars['String']['output']>;
  keyId?: Maybe<Scalars['ID']['output']>;
  /** user, api_key or system */
  kind: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** What happened, e.g. member.added, member.role_changed. */
  action: Scalars['String']['output'];
  actor: AuditActor;
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  requestId: Scalars['String']['output'];
  targetId: Scalars['String']['output'];
  targetType: Scalars['String']['output'];
};

export type AuditEventList = {
  __typename?: 'AuditEventList';
  items: Array<AuditEvent>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A booking made during a call. */
export type Booking = {
  __typename?: 'Booking';
  /** false when this action, session and start had booked it before. */
  created: Scalars['Boolean']['output'];
  createdAt: Scalars['Time']['output'];
  customerName: Scalars['String']['output'];
  customerPhone: Scalars['String']['output'];
  details: BookingDetails;
  endsAt?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  sessionId: Scalars['ID']['output'];
  startsAt?: Maybe<Scalars['Time']['output']>;
  title: Scalars['String']['output'];
};

export type BookingAction = {
  __typename?: 'BookingAction';
  createdAt: Scalars['Time']['output'];
  /** 5-480, default 30. */
  durationMinutes: Scalars['Int']['output'];
  /** The calendar's event type. */
  eventTypeId: Scalars['Int']['output'];
  fields: Array<BookingField>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type BookingActionInput = {
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  eventTypeId?: InputMaybe<Scalars['Int']['input']>;
  fields?: InputMaybe<Array<BookingFieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type BookingActionList = {
  __typename?: 'BookingActionList';
  items: Array<BookingAction>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type BookingAttendeeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** E.164, optional. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone; default: the calendar account's. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type BookingDetails = {
  __typename?: 'BookingDetails';
  bookingActionId: Scalars['ID']['output'];
  eventTypeId: Scalars['Int']['output'];
  /** calcom. */
  provider: Scalars['String']['output'];
  providerBookingUid: Scalars['String']['output'];
};

export type BookingExecuteInput = {
  attendee?: InputMaybe<BookingAttendeeInput>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  /** RFC 3339. */
  start?: InputMaybe<Scalars['String']['input']>;
};

export type BookingField = {
  __typename?: 'BookingField';
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** text, email, phone, number or date. */
  type: Scalars['String']['output'];
};

export type BookingFieldInput = {
  name: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
};

/** The Cal.com account a calendar key belongs to. */
export type CalendarAccount = {
  __typename?: 'CalendarAccount';
  email: Scalars['String']['output'];
  /** IANA time zone, e.g. Europe/Lisbon. */
  timeZone: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** One bookable kind of meeting of the connected calendar (its id is a booking action's eventTypeId). */
export type CalendarEventType = {
  __typename?: 'CalendarEventType';
  id: Scalars['Int']['output'];
  lengthMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CalendarStatus = {
  __typename?: 'CalendarStatus';
  connected: Scalars['Boolean']['output'];
  /** calcom. */
  provider: Scalars['String']['output'];
};

export type CallAction = {
  __typename?: 'CallAction';
  actionId: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  executedAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  input?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  result?: Maybe<Scalars['JSON']['output']>;
  success: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type CallEvaluation = {
  __typename?: 'CallEvaluation';
  name: Scalars['String']['output'];
  passed?: Maybe<Scalars['Boolean']['output']>;
  result: Scalars['String']['output'];
  score?: Maybe<Scalars['Float']['output']>;
};

export type CallPostCall = {
  __typename?: 'CallPostCall';
  evaluations: Array<CallEvaluation>;
  extractedData?: Maybe<Scalars['Map']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  outcome: Scalars['String']['output'];
  /** When processing completed; null while pending or after a failure. */
  processedAt?: Maybe<Scalars['Time']['output']>;
  sentiment?: Maybe<CallSentiment>;
  /** pending (processing queued), completed, or failed with failureReason. */
  status: Scalars['String']['output'];
  summary: Scalars['String']['output'];
};

export type CallSentiment = {
  __typename?: 'CallSentiment';
  label: Scalars['String']['output'];
  score: Scalars['Float']['output'];
};

export type CallSession = {
  __typename?: 'CallSession';
  actionCount: Scalars['Int']['output'];
  /** Read by callSession, and by callSessions with include actions. */
  actions?: Maybe<Array<CallAction>>;
  /** The agent, loaded for all the calls of a request in one batched query; null if it no longer exists. */
  agent?: Maybe<Agent>;
  agentId: Scalars['ID']['output'];
  agentVersion: Scalars['Int']['output'];
  /** phone, web, chat or sms. */
  channel: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  /** inbound or outbound. */
  direction: Scalars['String']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  endReason?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['Time']['output']>;
  fromNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  outcome?: Maybe<Scalars['String']['output']>;
  postCall?: Maybe<CallPostCall>;
  startedAt?: Maybe<Scalars['Time']['output']>;
  status: Scalars['String']['output'];
  toNumber?: Maybe<Scalars['String']['output']>;
  /** Read by callSession, and by callSessions with include transcript. */
  transcript?: Maybe<Array<CallTurn>>;
  turnCount: Scalars['Int']['output'];
  updatedAt: Scalars['Time']['output'];
};

/** A call of the agent was created, started or ended, or its outcome recorded. */
export type CallSessionEvent = {
  __typename?: 'CallSessionEvent';
  /** created, started, ended or outcome */
  action: Scalars['String']['output'];
  /** actions recorded so far */
  actionCount: Scalars['Int']['output'];
  agentId: Scalars['ID']['output'];
  at: Scalars['Time']['output'];
  callSessionId: Scalars['ID']['output'];
  /** the call's duration in milliseconds (once ended) */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** why the call ended (once ended) */
  endReason?: Maybe<Scalars['String']['output']>;
  /** the post-call outcome label (action outcome) */
  outcome?: Maybe<Scalars['String']['output']>;
  /** the call's status after the change */
  status?: Maybe<Scalars['String']['output']>;
  /** turns in the call's transcript so far */
  turnCount: Scalars['Int']['output'];
};

export type CallSessionFilter = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  channel?: InputMaybe<Scalars['String']['input']>;
  /** Inclusive lower bound of the creation time. */
  createdAfter?: InputMaybe<Scalars['Time']['input']>;
  /** Exclusive upper bound of the creation time. */
  createdBefore?: InputMaybe<Scalars['Time']['input']>;
  /** inbound or outbound. */
  direction?: InputMaybe<Scalars['String']['input']>;
  /** transcript, actions: the heavy parts each item carries. */
  include?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Full text over the transcript and the numbers (offset mode only). */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Offset mode carries total and offset; cursor mode (cursor: "start" or a nextCursor) carries nextCursor. */
export type CallSessionList = {
  __typename?: 'CallSessionList';
  items: Array<CallSession>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type CallTransfer = {
  __typename?: 'CallTransfer';
  createdAt: Scalars['Time']['output'];
  /** An E.164 number, the id of a phone book entry or a SIP URI. */
  destination: Scalars['String']['output'];
  /** number, phone_book_entry or sip. */
  destinationType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** warm (the agent introduces the call with whisperText) or cold. */
  mode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
  whisperText: Scalars['String']['output'];
};

export type CallTransferInput = {
  /** Reads a national destination number (BR, US...). */
  defaultRegion?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  destinationType?: InputMaybe<Scalars['String']['input']>;
  /** Default cold. */
  mode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  whisperText?: InputMaybe<Scalars['String']['input']>;
};

export type CallTransferList = {
  __typename?: 'CallTransferList';
  items: Array<CallTransfer>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** Where a call transfer sends the call. */
export type CallTransferResult = {
  __typename?: 'CallTransferResult';
  /** false for a simulation. */
  executed: Scalars['Boolean']['output'];
  /** warm or cold. */
  mode: Scalars['String']['output'];
  /** The telephony provider's name. */
  provider: Scalars['String']['output'];
  /** The number (E.164) or SIP URI dialled; a phone book entry's current number. */
  to: Scalars['String']['output'];
  /** The whisper with its placeholders filled in (empty on execute: no variables). */
  whisperText: Scalars['String']['output'];
};

/** The variables a call transfer's whisper text reads: {{name}} takes variables.name. */
export type CallTransferSimulateInput = {
  variables?: InputMaybe<Scalars['Variables']['input']>;
};

export type CallTurn = {
  __typename?: 'CallTurn';
  /** Time from the start of the call. */
  offsetMs: Scalars['Int']['output'];
  /** user or agent. */
  role: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ChatTestInput = {
  message: Scalars['String']['input'];
  /** Continue this conversation; absent to start one. */
  sessionId?: InputMaybe<Scalars['String']['input']>;
};

/** A chat test exchange: the agent's reply to the message and the turns of this exchange (on a new session, the agent's opening turns first). */
export type ChatTestReply = {
  __typename?: 'ChatTestReply';
  /** The conversation has ended; send the next message without a session id to start another. */
  finished: Scalars['Boolean']['output'];
  /** Node ids the conversation has entered so far, oldest first, subflow nodes included (empty in prompt mode). */
  path: Array<Scalars['String']['output']>;
  reply: Scalars['String']['output'];
  sessionId: Scalars['String']['output'];
  turns: Array<ConversationTurn>;
  /** What the conversation has collected so far. */
  variables: Scalars['Map']['output'];
};

/** An event of the widget's conversation. */
export type ConversationEvent = {
  __typename?: 'ConversationEvent';
  at: Scalars['Time']['output'];
  /** delta: the text to append to the agent turn of index deltaIndex. */
  delta?: Maybe<Scalars['String']['output']>;
  deltaIndex?: Maybe<Scalars['Int']['output']>;
  sessionId: Scalars['ID']['output'];
  /** active or ended */
  state: Scalars['String']['output'];
  /** The call's final status once ended. */
  status?: Maybe<Scalars['String']['output']>;
  /** turn: the turn. */
  turn?: Maybe<WidgetTurn>;
  /** snapshot: every turn so far. */
  turns?: Maybe<Array<WidgetTurn>>;
  /** snapshot (first event: state and the turns so far), turn (a whole turn, the visitor's or the agent's), delta (a piece of the agent's reply as it is produced) or state (the conversation ended) */
  type: Scalars['String']['output'];
};

export type ConversationTurn = {
  __typename?: 'ConversationTurn';
  /** agent or caller. */
  role: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type CrawlUrlInput = {
  /** Links followed from the start page: 0-3, default 1. */
  maxDepth?: InputMaybe<Scalars['Int']['input']>;
  /** Pages in all, start included: 1-200, default 20. */
  maxPages?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The start page: public http(s); the crawl stays on its host. */
  url: Scalars['String']['input'];
};

/** Empty fields take the template's values (its name, its type) and prompt mode. */
export type CreateAgentFromTemplateInput = {
  agentType?: InputMaybe<Scalars['String']['input']>;
  editingMode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  templateId: Scalars['String']['input'];
};

export type CreateAgentInput = {
  agentType: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  editingMode: Scalars['String']['input'];
  name: Scalars['String']['input'];
  templateId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateApiKeyInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** A future instant; absent: the key does not expire. */
  expiresAt?: InputMaybe<Scalars['Time']['input']>;
  name: Scalars['String']['input'];
  /** 1-1000000; absent: the platform default. */
  rateLimitPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** Scope names such as agents:read; empty or absent: every scope. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CreateKnowledgeBaseInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  instruction?: InputMaybe<Scalars['String']['input']>;
  /** auto (default), portuguese, english or simple. */
  language?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type CreateManualDocumentInput = {
  /** Blank lines separate paragraphs; lines starting with # are headings. */
  content: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateSubflowInput = {
  /** A flow document; a start and an end when absent. */
  draft?: InputMaybe<Scalars['JSON']['input']>;
  name: Scalars['String']['input'];
};

/**
 * A case needs script (1-50 lines of at most 4,000 characters), or persona and
 * goal, or presetId (an unknown one is UNPROCESSABLE). maxTurns is 1-50
 * (default 10), status active (default) or draft. assertions is a JSON array of
 * at most 50 objects, each with only its type's fields:
 * path_includes {nodes, in_order?}, path_excludes {nodes},
 * variable_equals {variable, value} (value: any JSON but null),
 * variable_matches {variable, pattern} (RE2), action_called {action_id,
 * variables?}, action_not_called {action_id}, reply_contains {text},
 * reply_not_contains {text}, ended_with {status?, node_id?} (at least one;
 * status completed, transferred, max_turns, script_ended or error),
 * judge {criteria}.
 */
export type CreateTestCaseInput = {
  assertions?: InputMaybe<Scalars['JSON']['input']>;
  goal?: InputMaybe<Scalars['String']['input']>;
  maxTurns?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  persona?: InputMaybe<Scalars['String']['input']>;
  presetId?: InputMaybe<Scalars['String']['input']>;
  script?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTestSuiteInput = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The full key, shown only in this answer; it is stored as a hash. */
  fullKey: Scalars['String']['output'];
  key: ApiKey;
};

/**
 * A verdict on one criterion: passed for a pass_fail criterion, score (0-10) for
 * a score one; the other is null (both are when the model gave no usable verdict).
 */
export type CriterionResult = {
  __typename?: 'CriterionResult';
  criterion: Scalars['String']['output'];
  passed?: Maybe<Scalars['Boolean']['output']>;
  reason: Scalars['String']['output'];
  score?: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
};

export type CustomAction = {
  __typename?: 'CustomAction';
  body: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  headers: Scalars['StringMap']['output'];
  id: Scalars['ID']['output'];
  /** GET, POST, PUT, PATCH or DELETE. */
  method: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** variable -> dotted path into the JSON answer. */
  responseMapping: Scalars['StringMap']['output'];
  /** The names of its secrets; their values are never shown. */
  secretNames: Array<Scalars['String']['output']>;
  /** 100-30000, default 10000. */
  timeoutMs: Scalars['Int']['output'];
  updatedAt: Scalars['Time']['output'];
  /** Placeholders only in the path and the query. */
  url: Scalars['String']['output'];
};

export type CustomActionInitialization = {
  __typename?: 'CustomActionInitialization';
  /** Why the target failed; null when valid. */
  error?: Maybe<Scalars['String']['output']>;
  /** The answer's JSON (its text when it is not JSON); null without an answer. */
  sampleResponse?: Maybe<Scalars['JSON']['output']>;
  valid: Scalars['Boolean']['output'];
  variables: Scalars['Variables']['output'];
};

/** secrets given replace the action's secrets whole (write-only). */
export type CustomActionInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  headers?: InputMaybe<Scalars['StringMap']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  responseMapping?: InputMaybe<Scalars['StringMap']['input']>;
  secrets?: InputMaybe<Scalars['StringMap']['input']>;
  timeoutMs?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CustomActionList = {
  __typename?: 'CustomActionList';
  items: Array<CustomAction>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A custom action's request with its placeholders filled in, every secret value as ****. */
export type CustomActionRequest = {
  __typename?: 'CustomActionRequest';
  body: Scalars['String']['output'];
  headers: Scalars['StringMap']['output'];
  method: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CustomActionResult = {
  __typename?: 'CustomActionResult';
  durationMs: Scalars['Int']['output'];
  /** Why the target failed, secrets masked; null on success. */
  error?: Maybe<Scalars['String']['output']>;
  /** 0 when no answer came. */
  statusCode: Scalars['Int']['output'];
  /** true for a 2xx answer whose mapping could be read. */
  success: Scalars['Boolean']['output'];
  /** variable -> value read from the JSON answer by response_mapping. */
  variables: Scalars['Variables']['output'];
};

export type CustomActionSimulation = {
  __typename?: 'CustomActionSimulation';
  request: CustomActionRequest;
};

/** The variables a custom action's templates read: {{name}} takes variables.name. */
export type CustomActionVariablesInput = {
  variables?: InputMaybe<Scalars['Variables']['input']>;
};

export type CustomEvaluation = {
  __typename?: 'CustomEvaluation';
  agentIds: Array<Scalars['ID']['output']>;
  createdAt: Scalars['Time']['output'];
  criteria: Array<EvaluationCriterion>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type CustomEvaluationInput = {
  agentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  criteria?: InputMaybe<Array<EvaluationCriterionInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CustomEvaluationList = {
  __typename?: 'CustomEvaluationList';
  items: Array<CustomEvaluation>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type DuringCallSms = {
  __typename?: 'DuringCallSms';
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  template: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type DuringCallSmsExecuteInput = {
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  /** A number to send to instead of the caller. */
  to?: InputMaybe<Scalars['String']['input']>;
  variables?: InputMaybe<Scalars['Variables']['input']>;
};

export type DuringCallSmsInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  template?: InputMaybe<Scalars['String']['input']>;
};

export type DuringCallSmsList = {
  __typename?: 'DuringCallSmsList';
  items: Array<DuringCallSms>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type DuringCallSmsSimulateInput = {
  /** A number to send to (any format NormalizePhone reads, E.164 preferred). */
  to?: InputMaybe<Scalars['String']['input']>;
  variables?: InputMaybe<Scalars['Variables']['input']>;
};

/** A during-call SMS rendered; never sent. */
export type DuringCallSmsSimulation = {
  __typename?: 'DuringCallSmsSimulation';
  body: Scalars['String']['output'];
  sent: Scalars['Boolean']['output'];
  /** The number given, in E.164; null when none was. */
  to?: Maybe<Scalars['String']['output']>;
};

export type EvaluationCriterion = {
  __typename?: 'EvaluationCriterion';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** pass_fail or score (0-10). */
  type: Scalars['String']['output'];
};

export type EvaluationCriterionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type EvaluationSimulation = {
  __typename?: 'EvaluationSimulation';
  /** One per criterion, in order. */
  results: Array<CriterionResult>;
};

/** What executeTestSuite runs: caseIds (at most 500, each once, in that order; drafts allowed; default the suite's active cases in creation order) on agentVersion (default draft). */
export type ExecuteTestSuiteInput = {
  agentVersion?: InputMaybe<Scalars['AgentVersion']['input']>;
  caseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ExtractionResult = {
  __typename?: 'ExtractionResult';
  /** Every field of the extractor by name: its value, or null when the conversation does not say. */
  extractedData: Scalars['Map']['output'];
};

export type ExtractorField = {
  __typename?: 'ExtractorField';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** string, number, boolean or date. */
  type: Scalars['String']['output'];
};

export type ExtractorFieldInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type ExtractorRerun = {
  __typename?: 'ExtractorRerun';
  /** The extractor's fields, now merged into the call's postCall.extractedData. */
  extractedData: Scalars['Map']['output'];
  sessionId: Scalars['ID']['output'];
};

/** A flow of an agent: its main flow or a subflow. */
export type Flow = {
  __typename?: 'Flow';
  agentId: Scalars['ID']['output'];
  createdAt: Scalars['Time']['output'];
  /** The document the editor saves: {nodes, edges}. */
  draft: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  isMain: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The last published document, or null. */
  published?: Maybe<Scalars['JSON']['output']>;
  /** How many times the flow was published; 0 = never. */
  revision: Scalars['Int']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type FlowActionRun = {
  __typename?: 'FlowActionRun';
  actionId: Scalars['String']['output'];
  nodeId: Scalars['String']['output'];
  simulated: Scalars['Boolean']['output'];
  variables: Scalars['Map']['output'];
};

/** A field of a node type's configuration. */
export type FlowConfigField = {
  __typename?: 'FlowConfigField';
  /** The field's key in the node's config. */
  name: Scalars['String']['output'];
  /** The values it may take, when it is one of a few. */
  options?: Maybe<Array<Scalars['String']['output']>>;
  /** Whether a document always carries it. */
  required: Scalars['Boolean']['output'];
  /** string, text (several lines), number, boolean or strings (a list of strings). */
  type: Scalars['String']['output'];
};

/** The edge a problem concerns: its index in the document's edges. */
export type FlowEdgeRef = {
  __typename?: 'FlowEdgeRef';
  from: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  to: Scalars['String']['output'];
};

/** Exactly one of text, dtmf (keys 0-9, * and #) or event (sms.received). */
export type FlowInput = {
  dtmf?: InputMaybe<Scalars['String']['input']>;
  event?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type FlowList = {
  __typename?: 'FlowList';
  items: Array<Flow>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A node type of the registry. */
export type FlowNodeType = {
  __typename?: 'FlowNodeType';
  fields: Array<FlowConfigField>;
  name: Scalars['String']['output'];
  /** It ends a conversation (no edge may leave it). */
  terminal: Scalars['Boolean']['output'];
};

export type FlowProblem = {
  __typename?: 'FlowProblem';
  code: Scalars['String']['output'];
  edge?: Maybe<FlowEdgeRef>;
  /** The flow, in reports covering several flows. */
  flowId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  nodeId?: Maybe<Scalars['String']['output']>;
};

export type FlowReport = {
  __typename?: 'FlowReport';
  errors: Array<FlowProblem>;
  valid: Scalars['Boolean']['output'];
  warnings: Array<FlowProblem>;
};

/** Where a test conversation stands: the new turns and what it waits for. */
export type FlowRuntimeView = {
  __typename?: 'FlowRuntimeView';
  /** The answer type it expects (text, number, yes_no, ..., reply); null once finished. */
  expecting?: Maybe<Scalars['String']['output']>;
  finished: Scalars['Boolean']['output'];
  /** The node it waits on; null once finished. */
  nodeId?: Maybe<Scalars['String']['output']>;
  sessionId: Scalars['String']['output'];
  turns: Array<ConversationTurn>;
  variables: Scalars['Map']['output'];
};

export type FlowSimulation = {
  __typename?: 'FlowSimulation';
  /** The actions that would run (recorded, never executed). */
  actions: Array<FlowActionRun>;
  finished: Scalars['Boolean']['output'];
  /** Node ids in the order visited, subflow nodes included. */
  path: Array<Scalars['String']['output']>;
  turns: Array<ConversationTurn>;
  variables: Scalars['Map']['output'];
};

export type Health = {
  __typename?: 'Health';
  checkedAt: Scalars['Time']['output'];
  postgres: Scalars['Boolean']['output'];
  redis: Scalars['Boolean']['output'];
  /** ok when every dependency answers, degraded otherwise. */
  status: Scalars['String']['output'];
};

export type ImportUrlDocumentInput = {
  /** Defaults to the URL. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A public http(s) web page. */
  url: Scalars['String']['input'];
};

export type InformationExtractor = {
  __typename?: 'InformationExtractor';
  /** The agents whose calls it reads; empty: every agent. */
  agentIds: Array<Scalars['ID']['output']>;
  createdAt: Scalars['Time']['output'];
  fields: Array<ExtractorField>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type InformationExtractorInput = {
  agentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  fields?: InputMaybe<Array<ExtractorFieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type InformationExtractorList = {
  __typename?: 'InformationExtractorList';
  items: Array<InformationExtractor>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type Integration = {
  __typename?: 'Integration';
  /** null while disconnected. */
  account?: Maybe<CalendarAccount>;
  /** null while disconnected. */
  connectedAt?: Maybe<Scalars['Time']['output']>;
  /** calcom. */
  provider: Scalars['String']['output'];
  /** connected or disconnected. */
  status: Scalars['String']['output'];
  /** calendar. */
  type: Scalars['String']['output'];
};

export type Ivr = {
  __typename?: 'Ivr';
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  steps: Array<IvrStep>;
  updatedAt: Scalars['Time']['output'];
};

export type IvrInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  steps?: InputMaybe<Array<IvrStepInput>>;
};

export type IvrList = {
  __typename?: 'IvrList';
  items: Array<Ivr>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type IvrResult = {
  __typename?: 'IvrResult';
  executed: Scalars['Boolean']['output'];
  /** The telephony provider's name. */
  provider: Scalars['String']['output'];
};

export type IvrStep = {
  __typename?: 'IvrStep';
  /** 1 to 32 of 0-9, * and #. */
  digits: Scalars['String']['output'];
  /** The pause after the digits, 0-60000. */
  waitMs: Scalars['Int']['output'];
};

export type IvrStepInput = {
  digits: Scalars['String']['input'];
  waitMs: Scalars['Int']['input'];
};

export type KnowledgeBase = {
  __typename?: 'KnowledgeBase';
  characterCount: Scalars['Int']['output'];
  chunkCount: Scalars['Int']['output'];
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  documentCount: Scalars['Int']['output'];
  documentsByStatus: KnowledgeStatusCounts;
  id: Scalars['ID']['output'];
  instruction: Scalars['String']['output'];
  /** auto, portuguese, english or simple: the text-search configuration of its chunks. */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type KnowledgeBaseList = {
  __typename?: 'KnowledgeBaseList';
  items: Array<KnowledgeBase>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type KnowledgeDocument = {
  __typename?: 'KnowledgeDocument';
  characterCount: Scalars['Int']['output'];
  chunkCount: Scalars['Int']['output'];
  createdAt: Scalars['Time']['output'];
  /** Why indexing failed. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  indexedAt?: Maybe<Scalars['Time']['output']>;
  knowledgeBaseId: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  lastSyncedAt?: Maybe<Scalars['Time']['output']>;
  name: Scalars['String']['output'];
  pageCount: Scalars['Int']['output'];
  sizeBytes: Scalars['Int']['output'];
  /** manual, url, crawl or pdf. */
  source: Scalars['String']['output'];
  sourceUrl?: Maybe<Scalars['String']['output']>;
  /** pending, processing, ready or failed. */
  status: Scalars['String']['output'];
  /** A web document refreshed on the sync schedule. */
  syncEnabled: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

/** A document of the knowledge base changed indexing status. */
export type KnowledgeDocumentEvent = {
  __typename?: 'KnowledgeDocumentEvent';
  action: Scalars['String']['output'];
  at: Scalars['Time']['output'];
  documentId: Scalars['ID']['output'];
  knowledgeBaseId: Scalars['ID']['output'];
  /** the document's indexing status after the change */
  status?: Maybe<Scalars['String']['output']>;
};

export type KnowledgeDocumentList = {
  __typename?: 'KnowledgeDocumentList';
  items: Array<KnowledgeDocument>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** One retrieved passage with its citation. */
export type KnowledgeHit = {
  __typename?: 'KnowledgeHit';
  chunkId: Scalars['ID']['output'];
  content: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  documentName: Scalars['String']['output'];
  heading: Scalars['String']['output'];
  knowledgeBaseId: Scalars['ID']['output'];
  page?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  score: Scalars['Float']['output'];
  sourceUrl?: Maybe<Scalars['String']['output']>;
};

/** What an agent would see of its knowledge. */
export type KnowledgeRuntime = {
  __typename?: 'KnowledgeRuntime';
  agentId: Scalars['ID']['output'];
  chunkCount: Scalars['Int']['output'];
  documentsByStatus: KnowledgeStatusCounts;
  knowledgeBases: Array<KnowledgeBase>;
  /** What would hurt the agent's answers, in words. */
  problems: Array<Scalars['String']['output']>;
  /** Some indexed text can be retrieved. */
  ready: Scalars['Boolean']['output'];
};

/** Documents of a base by indexing status. */
export type KnowledgeStatusCounts = {
  __typename?: 'KnowledgeStatusCounts';
  failed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  processing: Scalars['Int']['output'];
  ready: Scalars['Int']['output'];
};

/** A web document refreshed on the sync schedule. */
export type KnowledgeSyncSource = {
  __typename?: 'KnowledgeSyncSource';
  documentId: Scalars['ID']['output'];
  lastSyncedAt?: Maybe<Scalars['Time']['output']>;
  name: Scalars['String']['output'];
  nextSyncAt: Scalars['Time']['output'];
  source: Scalars['String']['output'];
  status: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Me = {
  __typename?: 'Me';
  memberships: Array<Membership>;
  /** The organization this request acts on (X-Organization-Id, or the only one); null when none. */
  organization?: Maybe<Membership>;
  user: User;
};

export type Member = {
  __typename?: 'Member';
  createdAt: Scalars['Time']['output'];
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  role: Role;
  /** active, or pending for a user added by email who has not signed in yet. */
  status: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['Time']['output'];
  userId: Scalars['ID']['output'];
};

export type MemberList = {
  __typename?: 'MemberList';
  items: Array<Member>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** One organization of the signed-in user, with their role in it. */
export type Membership = {
  __typename?: 'Membership';
  joinedAt: Scalars['Time']['output'];
  organization: Organization;
  role: Role;
};

export type MembershipList = {
  __typename?: 'MembershipList';
  items: Array<Membership>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addMember: Member;
  /** Adds a number at the end of the book (at most 500). */
  addPhoneBookEntry: PhoneBookEntry;
  advanceFlowRuntime: FlowRuntimeView;
  archiveAgent: Agent;
  /** Talks to the agent's draft (prompt or flow mode). */
  chatTestAgent: ChatTestReply;
  /**
   * Admins and above. Checks the key with the provider and stores it,
   * replacing any earlier one. A key the provider refuses is BAD_USER_INPUT
   * naming api_key (nothing stored); a provider unreachable or failing is
   * BAD_GATEWAY.
   */
  connectCalendar: Integration;
  /** Imports the start page, then the pages it links to on the same host. */
  crawlUrl: KnowledgeDocument;
  createAgent: Agent;
  createAgentFromTemplate: Agent;
  createApiKey: CreatedApiKey;
  createBookingAction: BookingAction;
  createCallTransfer: CallTransfer;
  createCustomAction: CustomAction;
  createCustomEvaluation: CustomEvaluation;
  createDuringCallSms: DuringCallSms;
  createInformationExtractor: InformationExtractor;
  createIvr: Ivr;
  createKnowledgeBase: KnowledgeBase;
  createManualDocument: KnowledgeDocument;
  createPhoneBook: PhoneBook;
  createPostCallSms: PostCallSms;
  createSubflow: Flow;
  createTestCase: TestCase;
  createTestSuite: TestSuite;
  createWebhookEndpoint: WebhookEndpoint;
  /** Admins only. Returns the id. */
  deleteBookingAction: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deleteCallTransfer: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deleteCustomAction: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deleteCustomEvaluation: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deleteDuringCallSms: Scalars['ID']['output'];
  /** Deletes a subflow; CONFLICT for the main flow or a flow another flow calls. */
  deleteFlow: Scalars['Boolean']['output'];
  /** Admins only. Returns the id. */
  deleteInformationExtractor: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deleteIvr: Scalars['ID']['output'];
  /** Deletes the base with its documents, files and agent assignments (admins). Returns the id. */
  deleteKnowledgeBase: Scalars['ID']['output'];
  /** Deletes a document with its chunks and file. Returns the id. */
  deleteKnowledgeDocument: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deletePhoneBook: Scalars['ID']['output'];
  /** Refused (CONFLICT) while a call transfer dials it. Returns the id. */
  deletePhoneBookEntry: Scalars['ID']['output'];
  /** Admins only. Returns the id. */
  deletePostCallSms: Scalars['ID']['output'];
  /** Returns the id. */
  deleteTestCase: Scalars['ID']['output'];
  /** Deletes the suite and its cases and cancels its queued and running runs (admins). Returns the id. */
  deleteTestSuite: Scalars['ID']['output'];
  /** Returns the id of the endpoint removed. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /** Returns the draft to the live version's configuration. */
  discardAgentDraft: AgentDetail;
  /** Admins and above. Deletes the key; true. */
  disconnectCalendar: Scalars['Boolean']['output'];
  /** Viewers and above. Nothing is sent. */
  dryRunPostCallSms: PostCallSmsDryRun;
  duplicateAgent: AgentDetail;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateBookingAction: BookingAction;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateCallTransfer: CallTransfer;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateCustomAction: CustomAction;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateCustomEvaluation: CustomEvaluation;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateDuringCallSms: DuringCallSms;
  duplicateFlow: Flow;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateInformationExtractor: InformationExtractor;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicateIvr: Ivr;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicatePhoneBook: PhoneBook;
  /** Named "<name> (copy)", then "(copy 2)"... */
  duplicatePostCallSms: PostCallSms;
  /** Editors and above. */
  executeBookingAction: Booking;
  /** Editors and above. Transfers the active call input.sessionId names. */
  executeCallTransfer: CallTransferResult;
  /** Editors and above. Sends the request once. */
  executeCustomAction: CustomActionResult;
  /** Editors and above. Queues the message on an active call, to the caller unless to is given. */
  executeDuringCallSms: SmsSendResult;
  /** Editors and above. Sends the IVR's digits on the active call input.sessionId names. */
  executeIvr: IvrResult;
  /** Editors and above. Queues the rule's message for an ended call once; again: already_sent. */
  executePostCallSms: SmsSendResult;
  /** Starts a run of the suite's cases and returns it queued, before any case runs (viewer and up). */
  executeTestSuite: TestRun;
  /**
   * Proposes count cases (1-20, default 5) for the suite's agent from its
   * draft and saves them with status draft and source generated. With a model
   * provider it follows focus; offline a flow-mode agent gets one case per
   * path to each end or transfer node (a prompt-mode agent cannot).
   */
  generateTestCases: TestCaseList;
  /** Creates a draft agent from an export document; every problem is listed (UNPROCESSABLE with fields). */
  importAgent: AgentDetail;
  /** Imports a public web page; it is refreshed on the sync schedule. */
  importUrlDocument: KnowledgeDocument;
  /** Editors and above. Sends the request once and shows the answer. */
  initializeCustomAction: CustomActionInitialization;
  /** Publishes the draft as the next live version (the same operation as POST /v1/agents/{id}/publish). */
  publishAgentVersion: Agent;
  /** Publishes every flow of the agent, all or nothing. */
  publishAllFlows: FlowList;
  /** Validates the draft and publishes it (revision + 1). */
  publishFlow: Flow;
  /** Sends a finished delivery's event again, as a new delivery. */
  redeliverWebhookDelivery: WebhookDelivery;
  /** Queues the document for indexing again (a web page is fetched again). */
  reindexKnowledgeDocument: KnowledgeDocument;
  /** Ends the membership and returns the member as it was. */
  removeMember: Member;
  /** Replaces every entry in one transaction: a bad entry replaces nothing. */
  replacePhoneBookEntries: PhoneBook;
  /**
   * Reads the extractor's fields from a call again and merges them into its
   * postCall.extractedData. Editors. CONFLICT until the call's post-call processing completed.
   */
  rerunInformationExtractor: ExtractorRerun;
  /** Copies a past version's configuration into the draft; publishing stays a separate step. */
  restoreAgentVersion: AgentDetail;
  /** Revokes the key; revoking a revoked key returns it unchanged. */
  revokeApiKey: ApiKey;
  /** Public widget sessions only: say text (1-4000 characters) to the agent; answers with the agent's reply. */
  sendMessage: WidgetMessageResult;
  /** Replaces the bases assigned to the agent (at most 100). */
  setAgentKnowledgeBases: Array<KnowledgeBase>;
  /** Viewers and above. No call is touched. */
  simulateCallTransfer: CallTransferResult;
  /** Viewers and above. Nothing is sent. */
  simulateCustomAction: CustomActionSimulation;
  /** Judges a given transcript by the evaluation's criteria; nothing is stored. Viewers. */
  simulateCustomEvaluation: EvaluationSimulation;
  /** Viewers and above. Nothing is sent. */
  simulateDuringCallSms: DuringCallSmsSimulation;
  /** Runs a whole test conversation with the given caller turns (at most 200). */
  simulateFlowRuntime: FlowSimulation;
  /** Reads the extractor's fields from a given transcript; nothing is stored. Viewers. */
  simulateInformationExtractor: ExtractionResult;
  /** Starts a test conversation on the flow's draft. */
  startFlowRuntime: FlowRuntimeView;
  /**
   * Checks that the signed-in user may act on the organization and returns it
   * with their role; send its id as X-Organization-Id from then on.
   */
  switchOrganization: Membership;
  /** Sends a signed ping now and says what happened. */
  testWebhookEndpoint: WebhookTestResult;
  unarchiveAgent: Agent;
  updateAgent: AgentDetail;
  /** Changes the fields given. */
  updateBookingAction: BookingAction;
  /** Changes the fields given. */
  updateCallTransfer: CallTransfer;
  /** Changes the fields given. */
  updateCustomAction: CustomAction;
  /** Changes the fields given. */
  updateCustomEvaluation: CustomEvaluation;
  /** Changes the fields given. */
  updateDuringCallSms: DuringCallSms;
  updateFlow: Flow;
  /** Changes the fields given. */
  updateInformationExtractor: InformationExtractor;
  /** Changes the fields given. */
  updateIvr: Ivr;
  updateKnowledgeBase: KnowledgeBase;
  /** Edits a manual document (CONFLICT for other sources). */
  updateManualDocument: KnowledgeDocument;
  updateMemberRole: Member;
  /** Changes the fields given. */
  updatePhoneBook: PhoneBook;
  updatePhoneBookEntry: PhoneBookEntry;
  /** Changes the fields given. */
  updatePostCallSms: PostCallSms;
  updateTestCase: TestCase;
  updateTestSuite: TestSuite;
  updateWebhookEndpoint: WebhookEndpoint;
};


export type MutationAddMemberArgs = {
  input: AddMemberInput;
};


export type MutationAddPhoneBookEntryArgs = {
  input: PhoneBookEntryInput;
  phoneBookId: Scalars['ID']['input'];
};


export type MutationAdvanceFlowRuntimeArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: FlowInput;
  sessionId: Scalars['String']['input'];
};


export type MutationArchiveAgentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChatTestAgentArgs = {
  id: Scalars['ID']['input'];
  input: ChatTestInput;
};


export type MutationConnectCalendarArgs = {
  apiKey: Scalars['String']['input'];
};


export type MutationCrawlUrlArgs = {
  input: CrawlUrlInput;
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationCreateAgentArgs = {
  input: CreateAgentInput;
};


export type MutationCreateAgentFromTemplateArgs = {
  input: CreateAgentFromTemplateInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateBookingActionArgs = {
  input: BookingActionInput;
};


export type MutationCreateCallTransferArgs = {
  input: CallTransferInput;
};


export type MutationCreateCustomActionArgs = {
  input: CustomActionInput;
};


export type MutationCreateCustomEvaluationArgs = {
  input: CustomEvaluationInput;
};


export type MutationCreateDuringCallSmsArgs = {
  input: DuringCallSmsInput;
};


export type MutationCreateInformationExtractorArgs = {
  input: InformationExtractorInput;
};


export type MutationCreateIvrArgs = {
  input: IvrInput;
};


export type MutationCreateKnowledgeBaseArgs = {
  input: CreateKnowledgeBaseInput;
};


export type MutationCreateManualDocumentArgs = {
  input: CreateManualDocumentInput;
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationCreatePhoneBookArgs = {
  input: PhoneBookInput;
};


export type MutationCreatePostCallSmsArgs = {
  input: PostCallSmsInput;
};


export type MutationCreateSubflowArgs = {
  agentId: Scalars['ID']['input'];
  input: CreateSubflowInput;
};


export type MutationCreateTestCaseArgs = {
  input: CreateTestCaseInput;
  suiteId: Scalars['ID']['input'];
};


export type MutationCreateTestSuiteArgs = {
  input: CreateTestSuiteInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteBookingActionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCallTransferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomActionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomEvaluationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteInformationExtractorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIvrArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteKnowledgeBaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteKnowledgeDocumentArgs = {
  documentId: Scalars['ID']['input'];
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationDeletePhoneBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePhoneBookEntryArgs = {
  entryId: Scalars['ID']['input'];
  phoneBookId: Scalars['ID']['input'];
};


export type MutationDeletePostCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTestCaseArgs = {
  id: Scalars['ID']['input'];
  suiteId: Scalars['ID']['input'];
};


export type MutationDeleteTestSuiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardAgentDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDryRunPostCallSmsArgs = {
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
};


export type MutationDuplicateAgentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateBookingActionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateCallTransferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateCustomActionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateCustomEvaluationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDuplicateInformationExtractorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateIvrArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicatePhoneBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicatePostCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExecuteBookingActionArgs = {
  id: Scalars['ID']['input'];
  input: BookingExecuteInput;
};


export type MutationExecuteCallTransferArgs = {
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
};


export type MutationExecuteCustomActionArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
};


export type MutationExecuteDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
  input: DuringCallSmsExecuteInput;
};


export type MutationExecuteIvrArgs = {
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
};


export type MutationExecutePostCallSmsArgs = {
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
};


export type MutationExecuteTestSuiteArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<ExecuteTestSuiteInput>;
};


export type MutationGenerateTestCasesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  focus?: InputMaybe<Scalars['String']['input']>;
  suiteId: Scalars['ID']['input'];
};


export type MutationImportAgentArgs = {
  document: Scalars['JSON']['input'];
};


export type MutationImportUrlDocumentArgs = {
  input: ImportUrlDocumentInput;
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationInitializeCustomActionArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
};


export type MutationPublishAgentVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishAllFlowsArgs = {
  agentId: Scalars['ID']['input'];
};


export type MutationPublishFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRedeliverWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReindexKnowledgeDocumentArgs = {
  documentId: Scalars['ID']['input'];
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReplacePhoneBookEntriesArgs = {
  entries: Array<PhoneBookEntryInput>;
  phoneBookId: Scalars['ID']['input'];
};


export type MutationRerunInformationExtractorArgs = {
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
};


export type MutationRestoreAgentVersionArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  text: Scalars['String']['input'];
};


export type MutationSetAgentKnowledgeBasesArgs = {
  agentId: Scalars['ID']['input'];
  knowledgeBaseIds: Array<Scalars['ID']['input']>;
};


export type MutationSimulateCallTransferArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CallTransferSimulateInput>;
};


export type MutationSimulateCustomActionArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
};


export type MutationSimulateCustomEvaluationArgs = {
  id: Scalars['ID']['input'];
  input: TranscriptInput;
};


export type MutationSimulateDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DuringCallSmsSimulateInput>;
};


export type MutationSimulateFlowRuntimeArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  inputs: Array<Scalars['String']['input']>;
};


export type MutationSimulateInformationExtractorArgs = {
  id: Scalars['ID']['input'];
  input: TranscriptInput;
};


export type MutationStartFlowRuntimeArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSwitchOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
};


export type MutationTestWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnarchiveAgentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAgentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAgentInput;
};


export type MutationUpdateBookingActionArgs = {
  id: Scalars['ID']['input'];
  input: BookingActionInput;
};


export type MutationUpdateCallTransferArgs = {
  id: Scalars['ID']['input'];
  input: CallTransferInput;
};


export type MutationUpdateCustomActionArgs = {
  id: Scalars['ID']['input'];
  input: CustomActionInput;
};


export type MutationUpdateCustomEvaluationArgs = {
  id: Scalars['ID']['input'];
  input: CustomEvaluationInput;
};


export type MutationUpdateDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
  input: DuringCallSmsInput;
};


export type MutationUpdateFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateFlowInput;
};


export type MutationUpdateInformationExtractorArgs = {
  id: Scalars['ID']['input'];
  input: InformationExtractorInput;
};


export type MutationUpdateIvrArgs = {
  id: Scalars['ID']['input'];
  input: IvrInput;
};


export type MutationUpdateKnowledgeBaseArgs = {
  id: Scalars['ID']['input'];
  input: UpdateKnowledgeBaseInput;
};


export type MutationUpdateManualDocumentArgs = {
  documentId: Scalars['ID']['input'];
  input: UpdateManualDocumentInput;
  knowledgeBaseId: Scalars['ID']['input'];
};


export type MutationUpdateMemberRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationUpdatePhoneBookArgs = {
  id: Scalars['ID']['input'];
  input: PhoneBookInput;
};


export type MutationUpdatePhoneBookEntryArgs = {
  entryId: Scalars['ID']['input'];
  input: PhoneBookEntryInput;
  phoneBookId: Scalars['ID']['input'];
};


export type MutationUpdatePostCallSmsArgs = {
  id: Scalars['ID']['input'];
  input: PostCallSmsInput;
};


export type MutationUpdateTestCaseArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTestCaseInput;
  suiteId: Scalars['ID']['input'];
};


export type MutationUpdateTestSuiteArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTestSuiteInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};

/** An organization (tenant) of the platform. */
export type Organization = {
  __typename?: 'Organization';
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Set while the organization is suspended: none of its members may act on it. */
  suspendedAt?: Maybe<Scalars['Time']['output']>;
};

export type PhoneBook = {
  __typename?: 'PhoneBook';
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  /** In the order given. */
  entries: Array<PhoneBookEntry>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type PhoneBookEntry = {
  __typename?: 'PhoneBookEntry';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** E.164. */
  number: Scalars['String']['output'];
};

/**
 * A number to add, change or keep. number is read as E.164, or as a national
 * number of defaultRegion (BR, US...). In replacePhoneBookEntries, an entry given
 * with the id of one of the book's entries keeps it.
 */
export type PhoneBookEntryInput = {
  defaultRegion?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out keep their value on update. entries given replace the book's entries. */
export type PhoneBookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  entries?: InputMaybe<Array<PhoneBookEntryInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type PhoneBookList = {
  __typename?: 'PhoneBookList';
  items: Array<PhoneBook>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type PhoneNumber = {
  __typename?: 'PhoneNumber';
  agentId?: Maybe<Scalars['ID']['output']>;
  capabilities: PhoneNumberCapabilities;
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** E.164, e.g. +5511999990000. */
  number: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** active, inactive or released. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type PhoneNumberCapabilities = {
  __typename?: 'PhoneNumberCapabilities';
  sms: Scalars['Boolean']['output'];
  voice: Scalars['Boolean']['output'];
};

export type PhoneNumberList = {
  __typename?: 'PhoneNumberList';
  items: Array<PhoneNumber>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A number as the phone library reads it; unparsable or invalid: valid false, the rest null. */
export type PhoneValidation = {
  __typename?: 'PhoneValidation';
  /** E.164. */
  e164?: Maybe<Scalars['String']['output']>;
  /** ISO 3166 region, e.g. BR. */
  region?: Maybe<Scalars['String']['output']>;
  /** Lower case: mobile, fixed_line, fixed_line_or_mobile, toll_free, voip... */
  type?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

export type PostCallSms = {
  __typename?: 'PostCallSms';
  agentIds: Array<Scalars['ID']['output']>;
  /** In the flows' expression language (status == "failed"); empty: always. */
  condition: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  template: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

/** What a post-call SMS rule would send for a call; nothing is sent. */
export type PostCallSmsDryRun = {
  __typename?: 'PostCallSmsDryRun';
  body: Scalars['String']['output'];
  /** The number it would go out from; null when the organization has no active SMS-capable number. */
  from?: Maybe<Scalars['String']['output']>;
  /** Why it would not send; null when it would. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The caller's number (E.164); null when the call has none. */
  to?: Maybe<Scalars['String']['output']>;
  wouldSend: Scalars['Boolean']['output'];
};

export type PostCallSmsInput = {
  agentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  condition?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  template?: InputMaybe<Scalars['String']['input']>;
};

export type PostCallSmsList = {
  __typename?: 'PostCallSmsList';
  items: Array<PostCallSms>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Which providers SMS, telephony and the calendar run on. */
  actionCapabilities: ActionCapabilities;
  agent: AgentDetail;
  /** The bases assigned to an agent, in assignment order. */
  agentKnowledgeBases: Array<KnowledgeBase>;
  /** Runs a question against the agent's bases exactly as a conversation does (limit 1-50, default 5). */
  agentKnowledgeRetrieve: Array<KnowledgeHit>;
  /** The agent's bases, documents by status, chunks and the problems that would hurt its answers. */
  agentKnowledgeRuntime: KnowledgeRuntime;
  agentTemplate: AgentTemplate;
  agentTemplates: AgentTemplateList;
  /** The agent's publications, newest first. */
  agentVersions: AgentVersionList;
  /** The organization's agents, newest first (limit 1-200, default 50). */
  agents: AgentList;
  /**
   * period: daily (default), weekly or monthly; agentId: an agent of the organization; agentType: all (default), inbound or outbound.
   * from, to: a chosen range of UTC days (YYYY-MM-DD, both included, at most 366 days; to defaults to today) instead of the
   * period's default window (30 days, 12 weeks, 12 months); its buckets are days, 7-day spans from from, or calendar months.
   */
  analyticsOverview: Scalars['JSON']['output'];
  /** The organization's API keys, newest first (limit 1-200, default 50). */
  apiKeys: ApiKeyList;
  /**
   * Entries newest first, optionally of one action, target or acting user, and
   * within a time range (createdAfter inclusive, createdBefore exclusive)
   * (limit 1-200, default 50).
   */
  auditLog: AuditEventList;
  bookingAction: BookingAction;
  /** The organization's booking actions, newest first (limit 1-200, default 50). */
  bookingActions: BookingActionList;
  /** Viewers and above. From the provider; CONFLICT while disconnected, BAD_GATEWAY when the provider fails. */
  calendarEventTypes: Array<CalendarEventType>;
  /** Viewers and above. */
  calendarIntegration: Integration;
  /** One call with its transcript, actions and post-call outcome. */
  callSession: CallSession;
  /** The organization's calls, newest first (limit 1-200, default 50); offset or cursor mode, as GET /v1/calls. */
  callSessions: CallSessionList;
  callTransfer: CallTransfer;
  /** The organization's call transfers, newest first (limit 1-200, default 50). */
  callTransfers: CallTransferList;
  /** The executable form of the draft with the flows it calls: {main, flows}; UNPROCESSABLE listing the problems. */
  compiledFlow: Scalars['JSON']['output'];
  customAction: CustomAction;
  /** The organization's custom actions, newest first (limit 1-200, default 50). */
  customActions: CustomActionList;
  customEvaluation: CustomEvaluation;
  /** The organization's custom evaluations, newest first (limit 1-200, default 50). */
  customEvaluations: CustomEvaluationList;
  duringCallSms: DuringCallSms;
  /** The organization's during-call SMSs, newest first (limit 1-200, default 50). */
  duringCallSmsList: DuringCallSmsList;
  /** A self-contained export document (format_version, agent, prompt, settings, flow, knowledge_bases). */
  exportAgent: Scalars['JSON']['output'];
  flow: Flow;
  /** Every node type of the registry, by name, with its configuration's fields (any member). */
  flowNodeTypes: Array<FlowNodeType>;
  /** The agent's flows, the main flow first (limit 1-200, default 50). */
  flows: FlowList;
  /** Health of the platform and its dependencies. */
  health: Health;
  informationExtractor: InformationExtractor;
  /** The organization's information extractors, newest first (limit 1-200, default 50). */
  informationExtractors: InformationExtractorList;
  /** Viewers and above. Every integration, connected or not. */
  integrations: Array<Integration>;
  ivr: Ivr;
  /** The organization's IVRs, newest first (limit 1-200, default 50). */
  ivrs: IvrList;
  knowledgeBase: KnowledgeBase;
  /** Runs a question against one base, ranked as a conversation ranks it (limit 1-50, default 5). */
  knowledgeBaseRetrieve: Array<KnowledgeHit>;
  /** The organization's knowledge bases, oldest first (limit 1-200, default 50). */
  knowledgeBases: KnowledgeBaseList;
  /** A base's documents, oldest first; status (pending, processing, ready or failed) keeps only those. */
  knowledgeDocuments: KnowledgeDocumentList;
  /** A base's web documents refreshed on the sync schedule. */
  knowledgeSyncSources: Array<KnowledgeSyncSource>;
  /** The signed-in user and every organization they belong to. */
  me: Me;
  member: Member;
  /** The organization's members, oldest first (limit 1-200, default 50). */
  members: MemberList;
  /** The signed-in user's organizations, by name (limit 1-200, default 50). */
  organizations: MembershipList;
  phoneBook: PhoneBook;
  /** The organization's phone books, newest first (limit 1-200, default 50). */
  phoneBooks: PhoneBookList;
  /** The organization's numbers, newest first; status is active, inactive or released (limit 1-200, default 50). */
  phoneNumbers: PhoneNumberList;
  postCallSms: PostCallSms;
  /** The organization's post-call SMS rules, newest first (limit 1-200, default 50). */
  postCallSmsList: PostCallSmsList;
  /** The built-in scenarios. */
  scenarioPresets: ScenarioPresetList;
  /** direction: inbound or outbound; sessionId: a call's id; limit 1-200 (default 50); offset 0-10000. */
  smsMessages: SmsMessageList;
  /** A run with its results in caseIds order (viewer and up). */
  testRun: TestRun;
  /** Runs, newest first, without results (viewer and up). */
  testRuns: TestRunList;
  /** A suite with its cases. */
  testSuite: TestSuite;
  /** The organization's suites, of one agent when agentId is given, newest first. */
  testSuites: TestSuiteList;
  /** Every problem of the flow's draft, checked with the agent's other flows. */
  validateFlow: FlowReport;
  /** number is required; defaultRegion (BR, US...) reads a national number. */
  validatePhoneNumber: PhoneValidation;
  /** Whether uri is a sip: or sips: URI (RFC 3261). */
  validateSipUri: SipValidation;
  /**
   * The endpoint's newest deliveries with their attempts (limit 1-200, default 50; limit + offset at most 500),
   * of one status when status is given (pending, sending, retrying, succeeded, failed or skipped).
   */
  webhookDeliveries: WebhookDeliveryList;
  webhookEndpoint: WebhookEndpoint;
  /** The organization's endpoints, oldest first (limit 1-200, default 50). */
  webhookEndpoints: WebhookEndpointList;
};


export type QueryAgentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAgentKnowledgeBasesArgs = {
  agentId: Scalars['ID']['input'];
};


export type QueryAgentKnowledgeRetrieveArgs = {
  agentId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryAgentKnowledgeRuntimeArgs = {
  agentId: Scalars['ID']['input'];
};


export type QueryAgentTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAgentVersionsArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAgentsArgs = {
  agentType?: InputMaybe<Scalars['String']['input']>;
  hasUnpublishedChanges?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAnalyticsOverviewArgs = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  agentType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  period?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryApiKeysArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorUserId?: InputMaybe<Scalars['ID']['input']>;
  createdAfter?: InputMaybe<Scalars['Time']['input']>;
  createdBefore?: InputMaybe<Scalars['Time']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  targetId?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBookingActionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingActionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCallSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCallSessionsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CallSessionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCallTransferArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCallTransfersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompiledFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryCustomActionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomActionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomEvaluationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomEvaluationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDuringCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDuringCallSmsListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExportAgentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryFlowsArgs = {
  agentId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInformationExtractorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInformationExtractorsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIvrArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIvrsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryKnowledgeBaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryKnowledgeBaseRetrieveArgs = {
  knowledgeBaseId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryKnowledgeBasesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryKnowledgeDocumentsArgs = {
  knowledgeBaseId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryKnowledgeSyncSourcesArgs = {
  knowledgeBaseId: Scalars['ID']['input'];
};


export type QueryMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrganizationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPhoneBookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPhoneBooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPhoneNumbersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPostCallSmsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostCallSmsListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryScenarioPresetsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySmsMessagesArgs = {
  direction?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTestRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTestRunsArgs = {
  filter?: InputMaybe<TestRunFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTestSuiteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTestSuitesArgs = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryValidateFlowArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryValidatePhoneNumberArgs = {
  defaultRegion?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidateSipUriArgs = {
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookEndpointsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A member's role in an organization, from most to least powerful. */
export type Role =
  | 'admin'
  | 'editor'
  | 'owner'
  | 'viewer';

/** A built-in scenario: a caller a case can play (presetId). */
export type ScenarioPreset = {
  __typename?: 'ScenarioPreset';
  description: Scalars['String']['output'];
  goal: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  persona: Scalars['String']['output'];
};

export type ScenarioPresetList = {
  __typename?: 'ScenarioPresetList';
  items: Array<ScenarioPreset>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type SipValidation = {
  __typename?: 'SipValidation';
  valid: Scalars['Boolean']['output'];
};

export type SmsMessage = {
  __typename?: 'SmsMessage';
  /** The action that sent it. */
  actionId?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  /** inbound or outbound. */
  direction: Scalars['String']['output'];
  /** Why the last attempt failed. */
  error?: Maybe<Scalars['String']['output']>;
  fromNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The provider that sent it (log: nothing left the platform). */
  provider: Scalars['String']['output'];
  providerMessageId?: Maybe<Scalars['String']['output']>;
  /** The call it belongs to. */
  sessionId?: Maybe<Scalars['ID']['output']>;
  /** queued, sent, failed or received. */
  status: Scalars['String']['output'];
  toNumber: Scalars['String']['output'];
};

export type SmsMessageList = {
  __typename?: 'SmsMessageList';
  items: Array<SmsMessage>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** An SMS queued (status queued) or found queued before by the same rule for the same call (already_sent). */
export type SmsSendResult = {
  __typename?: 'SmsSendResult';
  messageId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Changes to one agent (viewer and up). */
  agentUpdated: AgentEvent;
  /**
   * Calls of one agent, or without agentId every call of the organization
   * (viewer and up).
   */
  callSessionUpdated: CallSessionEvent;
  /**
   * A call's transcript (viewer and up): every turn and action already recorded,
   * then each one as it is appended, in order; then ended with the final status,
   * and the subscription completes.
   */
  callTranscript: TranscriptEvent;
  /** Public widget sessions only: the conversation's state and turns so far, then every turn, reply delta and state change. */
  conversation: ConversationEvent;
  /** Indexing of one knowledge base's documents (viewer and up). */
  knowledgeDocumentUpdated: KnowledgeDocumentEvent;
  /**
   * A run's progress (viewer and up): every stored event from position 0, then
   * each one as it happens, in order, without a gap or a repeat; the
   * subscription completes after run_finished.
   */
  testRunProgress: TestRunEvent;
  /** Deliveries to one webhook endpoint (admin and owner). */
  webhookDeliveryUpdated: WebhookDeliveryEvent;
};


export type SubscriptionAgentUpdatedArgs = {
  agentId: Scalars['ID']['input'];
};


export type SubscriptionCallSessionUpdatedArgs = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionCallTranscriptArgs = {
  sessionId: Scalars['ID']['input'];
};


export type SubscriptionKnowledgeDocumentUpdatedArgs = {
  knowledgeBaseId: Scalars['ID']['input'];
};


export type SubscriptionTestRunProgressArgs = {
  runId: Scalars['ID']['input'];
};


export type SubscriptionWebhookDeliveryUpdatedArgs = {
  endpointId: Scalars['ID']['input'];
};

/**
 * A conversation the runtime runs and what must hold of it. The caller says
 * script (one line per turn), or a simulated caller plays persona and goal
 * (presetId fills those not given, and is kept).
 */
export type TestCase = {
  __typename?: 'TestCase';
  /**
   * The assertions as their REST objects (snake_case, as stored):
   * [{"type": "path_includes", "nodes": ["ask_age"], "in_order": true}, ...].
   */
  assertions: Scalars['JSON']['output'];
  createdAt: Scalars['Time']['output'];
  goal?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The caller's turns at most, 1-50. */
  maxTurns: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  persona?: Maybe<Scalars['String']['output']>;
  presetId?: Maybe<Scalars['String']['output']>;
  script?: Maybe<Array<Scalars['String']['output']>>;
  /** manual or generated. */
  source: Scalars['String']['output'];
  /** active or draft (not run by default). */
  status: Scalars['String']['output'];
  suiteId: Scalars['ID']['output'];
  updatedAt: Scalars['Time']['output'];
};

/** A page of test cases (generated cases answer in it). */
export type TestCaseList = {
  __typename?: 'TestCaseList';
  items: Array<TestCase>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A finished case of a run. */
export type TestCaseResult = {
  __typename?: 'TestCaseResult';
  /** The actions the conversation ran: recorded, never executed (simulated: true). */
  actions: Array<FlowActionRun>;
  /** Each assertion (the REST object) with passed (true, false or null) and reason. */
  assertions: Scalars['JSON']['output'];
  caseId: Scalars['ID']['output'];
  durationMs: Scalars['Int']['output'];
  endNodeId?: Maybe<Scalars['String']['output']>;
  /** completed, transferred, max_turns, script_ended or error. */
  endStatus: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  finishedAt: Scalars['Time']['output'];
  name: Scalars['String']['output'];
  /** Node ids in the order visited, subflow nodes included. */
  path: Array<Scalars['String']['output']>;
  startedAt: Scalars['Time']['output'];
  /** passed, failed or error. */
  status: Scalars['String']['output'];
  turns: Array<ConversationTurn>;
  variables: Scalars['Map']['output'];
};

/**
 * An execution of a suite's cases. status: queued, running, then passed, failed
 * (a case failed), error (none failed, one errored) or cancelled (the suite was
 * deleted). results hold each finished case in caseIds order (null in lists).
 */
export type TestRun = {
  __typename?: 'TestRun';
  agentId: Scalars['ID']['output'];
  agentVersion: Scalars['AgentVersion']['output'];
  caseIds: Array<Scalars['ID']['output']>;
  createdAt: Scalars['Time']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  finishedAt?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  results?: Maybe<Array<TestCaseResult>>;
  startedAt?: Maybe<Scalars['Time']['output']>;
  status: Scalars['String']['output'];
  suiteId: Scalars['ID']['output'];
  totals: TestRunTotals;
};

/**
 * One step of a run's progress, numbered from 0: run_started (first),
 * case_started, case_finished (status: the case's) or run_finished (status: the
 * run's).
 */
export type TestRunEvent = {
  __typename?: 'TestRunEvent';
  at: Scalars['Time']['output'];
  caseId?: Maybe<Scalars['ID']['output']>;
  position: Scalars['Int']['output'];
  runId: Scalars['ID']['output'];
  status?: Maybe<Scalars['String']['output']>;
  totals: TestRunTotals;
  type: Scalars['String']['output'];
};

/** Runs of the organization; createdAfter is inclusive, createdBefore exclusive. */
export type TestRunFilter = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  createdAfter?: InputMaybe<Scalars['Time']['input']>;
  createdBefore?: InputMaybe<Scalars['Time']['input']>;
  /** queued, running, passed, failed, error or cancelled. */
  status?: InputMaybe<Scalars['String']['input']>;
  suiteId?: InputMaybe<Scalars['ID']['input']>;
};

export type TestRunList = {
  __typename?: 'TestRunList';
  items: Array<TestRun>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** A run's cases by outcome; pending have not finished. */
export type TestRunTotals = {
  __typename?: 'TestRunTotals';
  error: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  passed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A named set of cases for one agent. */
export type TestSuite = {
  __typename?: 'TestSuite';
  agentId: Scalars['ID']['output'];
  caseCount: Scalars['Int']['output'];
  /** The suite's cases in creation order: read by testSuite(id) only (null in lists and mutation answers). */
  cases?: Maybe<Array<TestCase>>;
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['Time']['output'];
};

export type TestSuiteList = {
  __typename?: 'TestSuiteList';
  items: Array<TestSuite>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/**
 * One item of a call's transcript, in append order, or the call's end. Turns and
 * actions share one position sequence: 0, 1, 2, ... without gap or repeat.
 */
export type TranscriptEvent = {
  __typename?: 'TranscriptEvent';
  /** Set when type is action. */
  action?: Maybe<CallAction>;
  /** A turn's start (the call's start plus its offset), an action's execution, the call's end. */
  at: Scalars['Time']['output'];
  callSessionId: Scalars['ID']['output'];
  /** The item's place among the call's turns and actions; on ended, how many there are. */
  position: Scalars['Int']['output'];
  /** The call's final status, on ended. */
  status?: Maybe<Scalars['String']['output']>;
  /** Set when type is turn. */
  turn?: Maybe<CallTurn>;
  /** turn, action or ended */
  type: Scalars['String']['output'];
};

/** A conversation of 1 to 500 turns, oldest first. */
export type TranscriptInput = {
  transcript?: InputMaybe<Array<TranscriptTurnInput>>;
};

/**
 * One turn of a conversation: role user (the caller) or agent (assistant is read
 * as agent), text of 1 to 4000 characters.
 */
export type TranscriptTurnInput = {
  role: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/** Only the fields given change; null clears description and prompt. settings is a merge patch: a key set to null is removed. */
export type UpdateAgentInput = {
  /** Web origins (http(s)://host[:port]) whose pages may open public widget sessions; voice_widget and chat agents only, at most 20. */
  allowedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  prompt?: InputMaybe<Scalars['String']['input']>;
  publicChannelEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  settings?: InputMaybe<Scalars['Map']['input']>;
};

/** Only the fields given change. */
export type UpdateFlowInput = {
  draft?: InputMaybe<Scalars['JSON']['input']>;
  /** The updatedAt of the flow this change is based on: CONFLICT when the flow was changed since. */
  expectedUpdatedAt?: InputMaybe<Scalars['Time']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change. */
export type UpdateKnowledgeBaseInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  instruction?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change; new content is indexed again. */
export type UpdateManualDocumentInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Fields left out keep their value; assertions given replace the list; an
 * empty presetId, persona or goal, or an empty script, removes it.
 * status active approves a generated draft.
 */
export type UpdateTestCaseInput = {
  assertions?: InputMaybe<Scalars['JSON']['input']>;
  goal?: InputMaybe<Scalars['String']['input']>;
  maxTurns?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  persona?: InputMaybe<Scalars['String']['input']>;
  presetId?: InputMaybe<Scalars['String']['input']>;
  script?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out keep their value. */
export type UpdateTestSuiteInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change; active true re-enables a disabled endpoint. */
export type UpdateWebhookEndpointInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A person of the backoffice. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['Time']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The identity service's subject (sub); null while a user added by email has not signed in. */
  subject?: Maybe<Scalars['String']['output']>;
};

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attempt: Scalars['Int']['output'];
  durationMs: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  responseBody: Scalars['String']['output'];
  startedAt: Scalars['Time']['output'];
  statusCode?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attemptCount: Scalars['Int']['output'];
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['Time']['output'];
  endpointId: Scalars['ID']['output'];
  event: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  finishedAt?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  nextAttemptAt?: Maybe<Scalars['Time']['output']>;
  redeliveryOf?: Maybe<Scalars['ID']['output']>;
  /** pending, sending, retrying, succeeded, failed or skipped. */
  status: Scalars['String']['output'];
};

/** A delivery to the webhook endpoint was attempted or settled. */
export type WebhookDeliveryEvent = {
  __typename?: 'WebhookDeliveryEvent';
  action: Scalars['String']['output'];
  at: Scalars['Time']['output'];
  deliveryId: Scalars['ID']['output'];
  endpointId: Scalars['ID']['output'];
  /** the delivery's status after the change */
  status?: Maybe<Scalars['String']['output']>;
};

export type WebhookDeliveryList = {
  __typename?: 'WebhookDeliveryList';
  items: Array<WebhookDelivery>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type WebhookDeliveryState = {
  __typename?: 'WebhookDeliveryState';
  consecutiveFailures: Scalars['Int']['output'];
  lastDeliveryAt?: Maybe<Scalars['Time']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  lastSuccessAt?: Maybe<Scalars['Time']['output']>;
};

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['Time']['output'];
  deliveryState: WebhookDeliveryState;
  description: Scalars['String']['output'];
  disabledReason?: Maybe<Scalars['String']['output']>;
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Only in the answer to createWebhookEndpoint. */
  secret?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['Time']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEndpointList = {
  __typename?: 'WebhookEndpointList';
  items: Array<WebhookEndpoint>;
  limit: Scalars['Int']['output'];
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type WebhookTestResult = {
  __typename?: 'WebhookTestResult';
  delivered: Scalars['Boolean']['output'];
  deliveryId: Scalars['ID']['output'];
  durationMs: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** What sendMessage did: the visitor's turn as recorded and the agent's answer. */
export type WidgetMessageResult = {
  __typename?: 'WidgetMessageResult';
  replies: Array<WidgetTurn>;
  sessionId: Scalars['ID']['output'];
  /** active, or ended when the agent closed the conversation */
  state: Scalars['String']['output'];
  /** The call's final status once ended (completed, abandoned, failed). */
  status?: Maybe<Scalars['String']['output']>;
  turn: WidgetTurn;
};

/** One turn of a widget conversation, as recorded in the call's transcript. */
export type WidgetTurn = {
  __typename?: 'WidgetTurn';
  /** Position in the transcript (0 is the first greeting turn). */
  index: Scalars['Int']['output'];
  /** agent or user */
  role: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Me', user: { __typename?: 'User', id: string, subject?: string | null, email?: string | null, name: string }, memberships: Array<{ __typename?: 'Membership', role: Role, organization: { __typename?: 'Organization', id: string, name: string, slug: string, suspendedAt?: string | null } }> } };

export type SwitchOrganizationMutationVariables = Exact<{
  organizationId: Scalars['ID']['input'];
}>;


export type SwitchOrganizationMutation = { __typename?: 'Mutation', switchOrganization: { __typename?: 'Membership', role: Role, organization: { __typename?: 'Organization', id: string, name: string } } };

export type ActionsHistoryQueryVariables = Exact<{
  targetId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsHistoryQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditEventList', total?: number | null, items: Array<{ __typename?: 'AuditEvent', id: string, action: string, createdAt: string, actor: { __typename?: 'AuditActor', kind: string, name?: string | null, email?: string | null } }> } };

export type ActionsCalendarQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsCalendarQuery = { __typename?: 'Query', calendarIntegration: { __typename?: 'Integration', type: string, provider: string, status: string, connectedAt?: string | null, account?: { __typename?: 'CalendarAccount', username: string, email: string, timeZone: string } | null } };

export type ActionsCalendarEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsCalendarEventTypesQuery = { __typename?: 'Query', calendarEventTypes: Array<{ __typename?: 'CalendarEventType', id: number, title: string, slug: string, lengthMinutes: number }> };

export type ActionsConnectCalendarMutationVariables = Exact<{
  apiKey: Scalars['String']['input'];
}>;


export type ActionsConnectCalendarMutation = { __typename?: 'Mutation', connectCalendar: { __typename?: 'Integration', type: string, provider: string, status: string, connectedAt?: string | null, account?: { __typename?: 'CalendarAccount', username: string, email: string, timeZone: string } | null } };

export type ActionsDisconnectCalendarMutationVariables = Exact<{ [key: string]: never; }>;


export type ActionsDisconnectCalendarMutation = { __typename?: 'Mutation', disconnectCalendar: boolean };

export type ActionsAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsAgentsQuery = { __typename?: 'Query', agents: { __typename?: 'AgentList', total?: number | null, items: Array<{ __typename?: 'Agent', id: string, name: string }> } };

export type ActionsCalendarStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsCalendarStatusQuery = { __typename?: 'Query', calendarIntegration: { __typename?: 'Integration', status: string } };

export type ActionsEventTypeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsEventTypeOptionsQuery = { __typename?: 'Query', calendarEventTypes: Array<{ __typename?: 'CalendarEventType', id: number, title: string, lengthMinutes: number }> };

export type ActionsPhoneBookEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsPhoneBookEntriesQuery = { __typename?: 'Query', phoneBooks: { __typename?: 'PhoneBookList', items: Array<{ __typename?: 'PhoneBook', id: string, name: string, entries: Array<{ __typename?: 'PhoneBookEntry', id: string, number: string, label: string }> }> } };

export type ActionsPhoneBooksQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsPhoneBooksQuery = { __typename?: 'Query', phoneBooks: { __typename?: 'PhoneBookList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'PhoneBook', id: string, name: string, description: string, createdAt: string, updatedAt: string, entries: Array<{ __typename?: 'PhoneBookEntry', id: string, number: string, label: string }> }> } };

export type ActionsPhoneBookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsPhoneBookQuery = { __typename?: 'Query', phoneBook: { __typename?: 'PhoneBook', id: string, name: string, description: string, createdAt: string, updatedAt: string, entries: Array<{ __typename?: 'PhoneBookEntry', id: string, number: string, label: string }> } };

export type ActionsCreatePhoneBookMutationVariables = Exact<{
  input: PhoneBookInput;
}>;


export type ActionsCreatePhoneBookMutation = { __typename?: 'Mutation', createPhoneBook: { __typename?: 'PhoneBook', id: string } };

export type ActionsUpdatePhoneBookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PhoneBookInput;
}>;


export type ActionsUpdatePhoneBookMutation = { __typename?: 'Mutation', updatePhoneBook: { __typename?: 'PhoneBook', id: string, name: string, description: string, createdAt: string, updatedAt: string, entries: Array<{ __typename?: 'PhoneBookEntry', id: string, number: string, label: string }> } };

export type ActionsDuplicatePhoneBookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicatePhoneBookMutation = { __typename?: 'Mutation', duplicatePhoneBook: { __typename?: 'PhoneBook', id: string, name: string } };

export type ActionsDeletePhoneBookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeletePhoneBookMutation = { __typename?: 'Mutation', deletePhoneBook: string };

export type ActionsCallTransfersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsCallTransfersQuery = { __typename?: 'Query', callTransfers: { __typename?: 'CallTransferList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'CallTransfer', id: string, name: string, destinationType: string, destination: string, mode: string, whisperText: string, createdAt: string, updatedAt: string }> } };

export type ActionsCallTransferQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsCallTransferQuery = { __typename?: 'Query', callTransfer: { __typename?: 'CallTransfer', id: string, name: string, destinationType: string, destination: string, mode: string, whisperText: string, createdAt: string, updatedAt: string } };

export type ActionsCreateCallTransferMutationVariables = Exact<{
  input: CallTransferInput;
}>;


export type ActionsCreateCallTransferMutation = { __typename?: 'Mutation', createCallTransfer: { __typename?: 'CallTransfer', id: string } };

export type ActionsUpdateCallTransferMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CallTransferInput;
}>;


export type ActionsUpdateCallTransferMutation = { __typename?: 'Mutation', updateCallTransfer: { __typename?: 'CallTransfer', id: string, name: string, destinationType: string, destination: string, mode: string, whisperText: string, createdAt: string, updatedAt: string } };

export type ActionsDuplicateCallTransferMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateCallTransferMutation = { __typename?: 'Mutation', duplicateCallTransfer: { __typename?: 'CallTransfer', id: string, name: string } };

export type ActionsDeleteCallTransferMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteCallTransferMutation = { __typename?: 'Mutation', deleteCallTransfer: string };

export type ActionsIvrsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsIvrsQuery = { __typename?: 'Query', ivrs: { __typename?: 'IvrList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'Ivr', id: string, name: string, createdAt: string, updatedAt: string, steps: Array<{ __typename?: 'IvrStep', digits: string, waitMs: number }> }> } };

export type ActionsIvrQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsIvrQuery = { __typename?: 'Query', ivr: { __typename?: 'Ivr', id: string, name: string, createdAt: string, updatedAt: string, steps: Array<{ __typename?: 'IvrStep', digits: string, waitMs: number }> } };

export type ActionsCreateIvrMutationVariables = Exact<{
  input: IvrInput;
}>;


export type ActionsCreateIvrMutation = { __typename?: 'Mutation', createIvr: { __typename?: 'Ivr', id: string } };

export type ActionsUpdateIvrMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IvrInput;
}>;


export type ActionsUpdateIvrMutation = { __typename?: 'Mutation', updateIvr: { __typename?: 'Ivr', id: string, name: string, createdAt: string, updatedAt: string, steps: Array<{ __typename?: 'IvrStep', digits: string, waitMs: number }> } };

export type ActionsDuplicateIvrMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateIvrMutation = { __typename?: 'Mutation', duplicateIvr: { __typename?: 'Ivr', id: string, name: string } };

export type ActionsDeleteIvrMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteIvrMutation = { __typename?: 'Mutation', deleteIvr: string };

export type ActionsInformationExtractorsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsInformationExtractorsQuery = { __typename?: 'Query', informationExtractors: { __typename?: 'InformationExtractorList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'InformationExtractor', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'ExtractorField', name: string, type: string, description: string }> }> } };

export type ActionsInformationExtractorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsInformationExtractorQuery = { __typename?: 'Query', informationExtractor: { __typename?: 'InformationExtractor', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'ExtractorField', name: string, type: string, description: string }> } };

export type ActionsCreateInformationExtractorMutationVariables = Exact<{
  input: InformationExtractorInput;
}>;


export type ActionsCreateInformationExtractorMutation = { __typename?: 'Mutation', createInformationExtractor: { __typename?: 'InformationExtractor', id: string } };

export type ActionsUpdateInformationExtractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: InformationExtractorInput;
}>;


export type ActionsUpdateInformationExtractorMutation = { __typename?: 'Mutation', updateInformationExtractor: { __typename?: 'InformationExtractor', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'ExtractorField', name: string, type: string, description: string }> } };

export type ActionsDuplicateInformationExtractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateInformationExtractorMutation = { __typename?: 'Mutation', duplicateInformationExtractor: { __typename?: 'InformationExtractor', id: string, name: string } };

export type ActionsDeleteInformationExtractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteInformationExtractorMutation = { __typename?: 'Mutation', deleteInformationExtractor: string };

export type ActionsCustomEvaluationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsCustomEvaluationsQuery = { __typename?: 'Query', customEvaluations: { __typename?: 'CustomEvaluationList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'CustomEvaluation', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, criteria: Array<{ __typename?: 'EvaluationCriterion', name: string, description: string, type: string }> }> } };

export type ActionsCustomEvaluationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsCustomEvaluationQuery = { __typename?: 'Query', customEvaluation: { __typename?: 'CustomEvaluation', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, criteria: Array<{ __typename?: 'EvaluationCriterion', name: string, description: string, type: string }> } };

export type ActionsCreateCustomEvaluationMutationVariables = Exact<{
  input: CustomEvaluationInput;
}>;


export type ActionsCreateCustomEvaluationMutation = { __typename?: 'Mutation', createCustomEvaluation: { __typename?: 'CustomEvaluation', id: string } };

export type ActionsUpdateCustomEvaluationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CustomEvaluationInput;
}>;


export type ActionsUpdateCustomEvaluationMutation = { __typename?: 'Mutation', updateCustomEvaluation: { __typename?: 'CustomEvaluation', id: string, name: string, agentIds: Array<string>, createdAt: string, updatedAt: string, criteria: Array<{ __typename?: 'EvaluationCriterion', name: string, description: string, type: string }> } };

export type ActionsDuplicateCustomEvaluationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateCustomEvaluationMutation = { __typename?: 'Mutation', duplicateCustomEvaluation: { __typename?: 'CustomEvaluation', id: string, name: string } };

export type ActionsDeleteCustomEvaluationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteCustomEvaluationMutation = { __typename?: 'Mutation', deleteCustomEvaluation: string };

export type ActionsPostCallSmsListQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsPostCallSmsListQuery = { __typename?: 'Query', postCallSmsList: { __typename?: 'PostCallSmsList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'PostCallSms', id: string, name: string, template: string, condition: string, agentIds: Array<string>, createdAt: string, updatedAt: string }> } };

export type ActionsPostCallSmsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsPostCallSmsQuery = { __typename?: 'Query', postCallSms: { __typename?: 'PostCallSms', id: string, name: string, template: string, condition: string, agentIds: Array<string>, createdAt: string, updatedAt: string } };

export type ActionsCreatePostCallSmsMutationVariables = Exact<{
  input: PostCallSmsInput;
}>;


export type ActionsCreatePostCallSmsMutation = { __typename?: 'Mutation', createPostCallSms: { __typename?: 'PostCallSms', id: string } };

export type ActionsUpdatePostCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PostCallSmsInput;
}>;


export type ActionsUpdatePostCallSmsMutation = { __typename?: 'Mutation', updatePostCallSms: { __typename?: 'PostCallSms', id: string, name: string, template: string, condition: string, agentIds: Array<string>, createdAt: string, updatedAt: string } };

export type ActionsDuplicatePostCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicatePostCallSmsMutation = { __typename?: 'Mutation', duplicatePostCallSms: { __typename?: 'PostCallSms', id: string, name: string } };

export type ActionsDeletePostCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeletePostCallSmsMutation = { __typename?: 'Mutation', deletePostCallSms: string };

export type ActionsDuringCallSmsListQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsDuringCallSmsListQuery = { __typename?: 'Query', duringCallSmsList: { __typename?: 'DuringCallSmsList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'DuringCallSms', id: string, name: string, template: string, createdAt: string, updatedAt: string }> } };

export type ActionsDuringCallSmsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuringCallSmsQuery = { __typename?: 'Query', duringCallSms: { __typename?: 'DuringCallSms', id: string, name: string, template: string, createdAt: string, updatedAt: string } };

export type ActionsCreateDuringCallSmsMutationVariables = Exact<{
  input: DuringCallSmsInput;
}>;


export type ActionsCreateDuringCallSmsMutation = { __typename?: 'Mutation', createDuringCallSms: { __typename?: 'DuringCallSms', id: string } };

export type ActionsUpdateDuringCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DuringCallSmsInput;
}>;


export type ActionsUpdateDuringCallSmsMutation = { __typename?: 'Mutation', updateDuringCallSms: { __typename?: 'DuringCallSms', id: string, name: string, template: string, createdAt: string, updatedAt: string } };

export type ActionsDuplicateDuringCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateDuringCallSmsMutation = { __typename?: 'Mutation', duplicateDuringCallSms: { __typename?: 'DuringCallSms', id: string, name: string } };

export type ActionsDeleteDuringCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteDuringCallSmsMutation = { __typename?: 'Mutation', deleteDuringCallSms: string };

export type ActionsCustomActionsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsCustomActionsQuery = { __typename?: 'Query', customActions: { __typename?: 'CustomActionList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'CustomAction', id: string, name: string, method: string, url: string, headers: Record<string, string>, body: string, secretNames: Array<string>, responseMapping: Record<string, string>, timeoutMs: number, createdAt: string, updatedAt: string }> } };

export type ActionsCustomActionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsCustomActionQuery = { __typename?: 'Query', customAction: { __typename?: 'CustomAction', id: string, name: string, method: string, url: string, headers: Record<string, string>, body: string, secretNames: Array<string>, responseMapping: Record<string, string>, timeoutMs: number, createdAt: string, updatedAt: string } };

export type ActionsCreateCustomActionMutationVariables = Exact<{
  input: CustomActionInput;
}>;


export type ActionsCreateCustomActionMutation = { __typename?: 'Mutation', createCustomAction: { __typename?: 'CustomAction', id: string } };

export type ActionsUpdateCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CustomActionInput;
}>;


export type ActionsUpdateCustomActionMutation = { __typename?: 'Mutation', updateCustomAction: { __typename?: 'CustomAction', id: string, name: string, method: string, url: string, headers: Record<string, string>, body: string, secretNames: Array<string>, responseMapping: Record<string, string>, timeoutMs: number, createdAt: string, updatedAt: string } };

export type ActionsDuplicateCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateCustomActionMutation = { __typename?: 'Mutation', duplicateCustomAction: { __typename?: 'CustomAction', id: string, name: string } };

export type ActionsDeleteCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteCustomActionMutation = { __typename?: 'Mutation', deleteCustomAction: string };

export type ActionsBookingActionsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActionsBookingActionsQuery = { __typename?: 'Query', bookingActions: { __typename?: 'BookingActionList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'BookingAction', id: string, name: string, eventTypeId: number, durationMinutes: number, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'BookingField', name: string, type: string, required: boolean }> }> } };

export type ActionsBookingActionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsBookingActionQuery = { __typename?: 'Query', bookingAction: { __typename?: 'BookingAction', id: string, name: string, eventTypeId: number, durationMinutes: number, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'BookingField', name: string, type: string, required: boolean }> } };

export type ActionsCreateBookingActionMutationVariables = Exact<{
  input: BookingActionInput;
}>;


export type ActionsCreateBookingActionMutation = { __typename?: 'Mutation', createBookingAction: { __typename?: 'BookingAction', id: string } };

export type ActionsUpdateBookingActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BookingActionInput;
}>;


export type ActionsUpdateBookingActionMutation = { __typename?: 'Mutation', updateBookingAction: { __typename?: 'BookingAction', id: string, name: string, eventTypeId: number, durationMinutes: number, createdAt: string, updatedAt: string, fields: Array<{ __typename?: 'BookingField', name: string, type: string, required: boolean }> } };

export type ActionsDuplicateBookingActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDuplicateBookingActionMutation = { __typename?: 'Mutation', duplicateBookingAction: { __typename?: 'BookingAction', id: string, name: string } };

export type ActionsDeleteBookingActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActionsDeleteBookingActionMutation = { __typename?: 'Mutation', deleteBookingAction: string };

export type ActionsSimulateCallTransferMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<CallTransferSimulateInput>;
}>;


export type ActionsSimulateCallTransferMutation = { __typename?: 'Mutation', simulateCallTransfer: { __typename?: 'CallTransferResult', to: string, mode: string, whisperText: string, provider: string, executed: boolean } };

export type ActionsExecuteCallTransferMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
}>;


export type ActionsExecuteCallTransferMutation = { __typename?: 'Mutation', executeCallTransfer: { __typename?: 'CallTransferResult', to: string, mode: string, whisperText: string, provider: string, executed: boolean } };

export type ActionsExecuteIvrMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
}>;


export type ActionsExecuteIvrMutation = { __typename?: 'Mutation', executeIvr: { __typename?: 'IvrResult', provider: string, executed: boolean } };

export type ActionsSimulateInformationExtractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TranscriptInput;
}>;


export type ActionsSimulateInformationExtractorMutation = { __typename?: 'Mutation', simulateInformationExtractor: { __typename?: 'ExtractionResult', extractedData: Record<string, unknown> } };

export type ActionsRerunInformationExtractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
}>;


export type ActionsRerunInformationExtractorMutation = { __typename?: 'Mutation', rerunInformationExtractor: { __typename?: 'ExtractorRerun', sessionId: string, extractedData: Record<string, unknown> } };

export type ActionsSimulateCustomEvaluationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TranscriptInput;
}>;


export type ActionsSimulateCustomEvaluationMutation = { __typename?: 'Mutation', simulateCustomEvaluation: { __typename?: 'EvaluationSimulation', results: Array<{ __typename?: 'CriterionResult', criterion: string, type: string, passed?: boolean | null, score?: number | null, reason: string }> } };

export type ActionsDryRunPostCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
}>;


export type ActionsDryRunPostCallSmsMutation = { __typename?: 'Mutation', dryRunPostCallSms: { __typename?: 'PostCallSmsDryRun', to?: string | null, from?: string | null, body: string, wouldSend: boolean, reason?: string | null } };

export type ActionsExecutePostCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ActionSessionInput;
}>;


export type ActionsExecutePostCallSmsMutation = { __typename?: 'Mutation', executePostCallSms: { __typename?: 'SmsSendResult', status: string, messageId: string } };

export type ActionsSimulateDuringCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<DuringCallSmsSimulateInput>;
}>;


export type ActionsSimulateDuringCallSmsMutation = { __typename?: 'Mutation', simulateDuringCallSms: { __typename?: 'DuringCallSmsSimulation', to?: string | null, body: string, sent: boolean } };

export type ActionsExecuteDuringCallSmsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DuringCallSmsExecuteInput;
}>;


export type ActionsExecuteDuringCallSmsMutation = { __typename?: 'Mutation', executeDuringCallSms: { __typename?: 'SmsSendResult', status: string, messageId: string } };

export type ActionsSimulateCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
}>;


export type ActionsSimulateCustomActionMutation = { __typename?: 'Mutation', simulateCustomAction: { __typename?: 'CustomActionSimulation', request: { __typename?: 'CustomActionRequest', method: string, url: string, headers: Record<string, string>, body: string } } };

export type ActionsExecuteCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
}>;


export type ActionsExecuteCustomActionMutation = { __typename?: 'Mutation', executeCustomAction: { __typename?: 'CustomActionResult', success: boolean, statusCode: number, durationMs: number, variables: Record<string, unknown>, error?: string | null } };

export type ActionsInitializeCustomActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<CustomActionVariablesInput>;
}>;


export type ActionsInitializeCustomActionMutation = { __typename?: 'Mutation', initializeCustomAction: { __typename?: 'CustomActionInitialization', valid: boolean, sampleResponse?: unknown | null, variables: Record<string, unknown>, error?: string | null } };

export type ActionsExecuteBookingActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BookingExecuteInput;
}>;


export type ActionsExecuteBookingActionMutation = { __typename?: 'Mutation', executeBookingAction: { __typename?: 'Booking', id: string, sessionId: string, startsAt?: string | null, endsAt?: string | null, title: string, customerName: string, customerPhone: string, created: boolean, details: { __typename?: 'BookingDetails', provider: string, providerBookingUid: string, eventTypeId: number } } };

export type AgentHeaderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentHeaderQuery = { __typename?: 'Query', agent: { __typename?: 'AgentDetail', id: string, name: string, status: string, agentType: string, editingMode: string, version: number, hasUnpublishedChanges: boolean } };

export type AgentPublishMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentPublishMutation = { __typename?: 'Mutation', publishAgentVersion: { __typename?: 'Agent', id: string, status: string, version: number, hasUnpublishedChanges: boolean } };

export type AgentDiscardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentDiscardMutation = { __typename?: 'Mutation', discardAgentDraft: { __typename?: 'AgentDetail', id: string, version: number, hasUnpublishedChanges: boolean, prompt: string, settings: Record<string, unknown> } };

export type AgentSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentSettingsQuery = { __typename?: 'Query', agent: { __typename?: 'AgentDetail', id: string, name: string, description: string, status: string, agentType: string, editingMode: string, version: number, hasUnpublishedChanges: boolean, prompt: string, settings: Record<string, unknown>, publicChannelEnabled: boolean, allowedOrigins: Array<string>, updatedAt: string } };

export type AgentsListQueryVariables = Exact<{
  agentType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  hasUnpublishedChanges?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AgentsListQuery = { __typename?: 'Query', agents: { __typename?: 'AgentList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'Agent', id: string, name: string, agentType: string, editingMode: string, status: string, version: number, hasUnpublishedChanges: boolean, updatedAt: string }> } };

export type AgentsExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentsExportQuery = { __typename?: 'Query', exportAgent: unknown };

export type AgentsImportMutationVariables = Exact<{
  document: Scalars['JSON']['input'];
}>;


export type AgentsImportMutation = { __typename?: 'Mutation', importAgent: { __typename?: 'AgentDetail', id: string, name: string } };

export type AgentsDuplicateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentsDuplicateMutation = { __typename?: 'Mutation', duplicateAgent: { __typename?: 'AgentDetail', id: string, name: string } };

export type AgentsArchiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentsArchiveMutation = { __typename?: 'Mutation', archiveAgent: { __typename?: 'Agent', id: string, status: string } };

export type AgentsUnarchiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AgentsUnarchiveMutation = { __typename?: 'Mutation', unarchiveAgent: { __typename?: 'Agent', id: string, status: string } };

export type AgentsKnowledgeQueryVariables = Exact<{
  agentId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AgentsKnowledgeQuery = { __typename?: 'Query', agentKnowledgeBases: Array<{ __typename?: 'KnowledgeBase', id: string, name: string }>, knowledgeBases: { __typename?: 'KnowledgeBaseList', total?: number | null, items: Array<{ __typename?: 'KnowledgeBase', id: string, name: string, description: string, documentCount: number, chunkCount: number }> } };

export type AgentsSetKnowledgeMutationVariables = Exact<{
  agentId: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AgentsSetKnowledgeMutation = { __typename?: 'Mutation', setAgentKnowledgeBases: Array<{ __typename?: 'KnowledgeBase', id: string, name: string }> };

export type AgentsKnowledgeRetrieveQueryVariables = Exact<{
  agentId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AgentsKnowledgeRetrieveQuery = { __typename?: 'Query', agentKnowledgeRetrieve: Array<{ __typename?: 'KnowledgeHit', chunkId: string, score: number, content: string, documentName: string, heading: string, page?: number | null, sourceUrl?: string | null }> };

export type AgentsTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentsTemplatesQuery = { __typename?: 'Query', agentTemplates: { __typename?: 'AgentTemplateList', items: Array<{ __typename?: 'AgentTemplate', id: string, name: string, description: string, agentType: string, language: string }> } };

export type AgentsCreateMutationVariables = Exact<{
  input: CreateAgentInput;
}>;


export type AgentsCreateMutation = { __typename?: 'Mutation', createAgent: { __typename?: 'Agent', id: string } };

export type AgentsCreateFromTemplateMutationVariables = Exact<{
  input: CreateAgentFromTemplateInput;
}>;


export type AgentsCreateFromTemplateMutation = { __typename?: 'Mutation', createAgentFromTemplate: { __typename?: 'Agent', id: string } };

export type AgentUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateAgentInput;
}>;


export type AgentUpdateMutation = { __typename?: 'Mutation', updateAgent: { __typename?: 'AgentDetail', id: string, name: string, description: string, prompt: string, settings: Record<string, unknown>, version: number, hasUnpublishedChanges: boolean, publicChannelEnabled: boolean, allowedOrigins: Array<string>, updatedAt: string } };

export type AgentsChatTestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ChatTestInput;
}>;


export type AgentsChatTestMutation = { __typename?: 'Mutation', chatTestAgent: { __typename?: 'ChatTestReply', reply: string, sessionId: string, path: Array<string>, variables: Record<string, unknown>, finished: boolean, turns: Array<{ __typename?: 'ConversationTurn', role: string, text: string }> } };

export type AgentVersionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AgentVersionsQuery = { __typename?: 'Query', agentVersions: { __typename?: 'AgentVersionList', total?: number | null, items: Array<{ __typename?: 'AgentPublishedVersion', version: number, live: boolean, publishedAt: string, publishedBy: { __typename?: 'AgentPublisher', kind: string, id?: string | null } }> } };

export type AgentRestoreMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
}>;


export type AgentRestoreMutation = { __typename?: 'Mutation', restoreAgentVersion: { __typename?: 'AgentDetail', id: string, version: number, hasUnpublishedChanges: boolean, prompt: string, settings: Record<string, unknown> } };

export type AgentWidgetUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateAgentInput;
}>;


export type AgentWidgetUpdateMutation = { __typename?: 'Mutation', updateAgent: { __typename?: 'AgentDetail', id: string, publicChannelEnabled: boolean, allowedOrigins: Array<string>, hasUnpublishedChanges: boolean, updatedAt: string } };

export type AnalyticsOverviewQueryVariables = Exact<{
  period?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type AnalyticsOverviewQuery = { __typename?: 'Query', analyticsOverview: unknown };

export type CallsListQueryVariables = Exact<{
  filter?: InputMaybe<CallSessionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type CallsListQuery = { __typename?: 'Query', callSessions: { __typename?: 'CallSessionList', total?: number | null, nextCursor?: string | null, items: Array<{ __typename?: 'CallSession', id: string, agentId: string, status: string, channel: string, direction: string, createdAt: string, startedAt?: string | null, endedAt?: string | null, durationMs?: number | null, outcome?: string | null, turnCount: number, agent?: { __typename?: 'Agent', id: string, name: string } | null }> } };

export type CallsRowFragment = { __typename?: 'CallSession', id: string, agentId: string, status: string, channel: string, direction: string, createdAt: string, startedAt?: string | null, endedAt?: string | null, durationMs?: number | null, outcome?: string | null, turnCount: number, agent?: { __typename?: 'Agent', id: string, name: string } | null };

export type CallsRowByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CallsRowByIdQuery = { __typename?: 'Query', callSession: { __typename?: 'CallSession', id: string, agentId: string, status: string, channel: string, direction: string, createdAt: string, startedAt?: string | null, endedAt?: string | null, durationMs?: number | null, outcome?: string | null, turnCount: number, agent?: { __typename?: 'Agent', id: string, name: string } | null } };

export type CallsAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallsAgentsQuery = { __typename?: 'Query', agents: { __typename?: 'AgentList', items: Array<{ __typename?: 'Agent', id: string, name: string }> } };

export type CallsSessionUpdatedSubscriptionVariables = Exact<{
  agentId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CallsSessionUpdatedSubscription = { __typename?: 'Subscription', callSessionUpdated: { __typename?: 'CallSessionEvent', agentId: string, callSessionId: string, action: string, status?: string | null, turnCount: number, actionCount: number, endReason?: string | null, durationMs?: number | null, outcome?: string | null, at: string } };

export type CallDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CallDetailQuery = { __typename?: 'Query', callSession: { __typename?: 'CallSession', id: string, agentId: string, agentVersion: number, channel: string, direction: string, fromNumber?: string | null, toNumber?: string | null, status: string, endReason?: string | null, createdAt: string, startedAt?: string | null, endedAt?: string | null, durationMs?: number | null, turnCount: number, actionCount: number, outcome?: string | null, updatedAt: string, agent?: { __typename?: 'Agent', id: string, name: string } | null, transcript?: Array<{ __typename?: 'CallTurn', role: string, text: string, offsetMs: number }> | null, actions?: Array<{ __typename?: 'CallAction', id: string, actionId: string, type: string, name: string, executedAt: string, input?: unknown | null, result?: unknown | null, success: boolean, error?: string | null }> | null, postCall?: { __typename?: 'CallPostCall', status: string, failureReason?: string | null, summary: string, outcome: string, extractedData?: Record<string, unknown> | null, processedAt?: string | null, evaluations: Array<{ __typename?: 'CallEvaluation', name: string, result: string, score?: number | null, passed?: boolean | null }>, sentiment?: { __typename?: 'CallSentiment', label: string, score: number } | null } | null } };

export type CallTranscriptSubscriptionVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type CallTranscriptSubscription = { __typename?: 'Subscription', callTranscript: { __typename?: 'TranscriptEvent', callSessionId: string, position: number, type: string, status?: string | null, at: string, turn?: { __typename?: 'CallTurn', role: string, text: string, offsetMs: number } | null, action?: { __typename?: 'CallAction', id: string, actionId: string, type: string, name: string, executedAt: string, input?: unknown | null, result?: unknown | null, success: boolean, error?: string | null } | null } };

export type FlowsOfAgentQueryVariables = Exact<{
  agentId: Scalars['ID']['input'];
}>;


export type FlowsOfAgentQuery = { __typename?: 'Query', flows: { __typename?: 'FlowList', total?: number | null, items: Array<{ __typename?: 'Flow', id: string, name: string, isMain: boolean, revision: number }> } };

export type FlowsFlowQueryVariables = Exact<{
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type FlowsFlowQuery = { __typename?: 'Query', flow: { __typename?: 'Flow', id: string, name: string, isMain: boolean, draft: unknown, revision: number, updatedAt: string } };

export type FlowsNodeTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type FlowsNodeTypesQuery = { __typename?: 'Query', flowNodeTypes: Array<{ __typename?: 'FlowNodeType', name: string, terminal: boolean, fields: Array<{ __typename?: 'FlowConfigField', name: string, type: string, required: boolean, options?: Array<string> | null }> }> };

export type FlowsValidateQueryVariables = Exact<{
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type FlowsValidateQuery = { __typename?: 'Query', validateFlow: { __typename?: 'FlowReport', valid: boolean, errors: Array<{ __typename?: 'FlowProblem', code: string, message: string, nodeId?: string | null, flowId?: string | null, edge?: { __typename?: 'FlowEdgeRef', index: number, from: string, to: string } | null }>, warnings: Array<{ __typename?: 'FlowProblem', code: string, message: string, nodeId?: string | null, flowId?: string | null, edge?: { __typename?: 'FlowEdgeRef', index: number, from: string, to: string } | null }> } };

export type FlowsSaveMutationVariables = Exact<{
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  draft: Scalars['JSON']['input'];
  expectedUpdatedAt?: InputMaybe<Scalars['Time']['input']>;
}>;


export type FlowsSaveMutation = { __typename?: 'Mutation', updateFlow: { __typename?: 'Flow', id: string, revision: number, updatedAt: string } };

export type FlowsPublishMutationVariables = Exact<{
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type FlowsPublishMutation = { __typename?: 'Mutation', publishFlow: { __typename?: 'Flow', id: string, revision: number, updatedAt: string } };

export type FlowsPublishAllMutationVariables = Exact<{
  agentId: Scalars['ID']['input'];
}>;


export type FlowsPublishAllMutation = { __typename?: 'Mutation', publishAllFlows: { __typename?: 'FlowList', total?: number | null, items: Array<{ __typename?: 'Flow', id: string, revision: number, updatedAt: string }> } };

export type KnowledgeBasesQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type KnowledgeBasesQuery = { __typename?: 'Query', knowledgeBases: { __typename?: 'KnowledgeBaseList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'KnowledgeBase', id: string, name: string, description: string, instruction: string, language: string, documentCount: number, chunkCount: number, updatedAt: string, documentsByStatus: { __typename?: 'KnowledgeStatusCounts', pending: number, processing: number, ready: number, failed: number } }> } };

export type KnowledgeBaseQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type KnowledgeBaseQuery = { __typename?: 'Query', knowledgeBase: { __typename?: 'KnowledgeBase', id: string, name: string, description: string, instruction: string, language: string, documentCount: number, chunkCount: number, characterCount: number, updatedAt: string, documentsByStatus: { __typename?: 'KnowledgeStatusCounts', pending: number, processing: number, ready: number, failed: number } } };

export type KnowledgeCreateBaseMutationVariables = Exact<{
  input: CreateKnowledgeBaseInput;
}>;


export type KnowledgeCreateBaseMutation = { __typename?: 'Mutation', createKnowledgeBase: { __typename?: 'KnowledgeBase', id: string, name: string } };

export type KnowledgeUpdateBaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateKnowledgeBaseInput;
}>;


export type KnowledgeUpdateBaseMutation = { __typename?: 'Mutation', updateKnowledgeBase: { __typename?: 'KnowledgeBase', id: string, name: string, description: string, instruction: string, language: string, updatedAt: string } };

export type KnowledgeDeleteBaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type KnowledgeDeleteBaseMutation = { __typename?: 'Mutation', deleteKnowledgeBase: string };

export type KnowledgeDocumentsQueryVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type KnowledgeDocumentsQuery = { __typename?: 'Query', knowledgeDocuments: { __typename?: 'KnowledgeDocumentList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'KnowledgeDocument', id: string, name: string, source: string, sourceUrl?: string | null, status: string, error?: string | null, sizeBytes: number, pageCount: number, chunkCount: number, updatedAt: string }> } };

export type KnowledgeDocumentUpdatedSubscriptionVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
}>;


export type KnowledgeDocumentUpdatedSubscription = { __typename?: 'Subscription', knowledgeDocumentUpdated: { __typename?: 'KnowledgeDocumentEvent', knowledgeBaseId: string, documentId: string, action: string, status?: string | null, at: string } };

export type KnowledgeImportUrlMutationVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  input: ImportUrlDocumentInput;
}>;


export type KnowledgeImportUrlMutation = { __typename?: 'Mutation', importUrlDocument: { __typename?: 'KnowledgeDocument', id: string, name: string, status: string, updatedAt: string } };

export type KnowledgeCrawlMutationVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  input: CrawlUrlInput;
}>;


export type KnowledgeCrawlMutation = { __typename?: 'Mutation', crawlUrl: { __typename?: 'KnowledgeDocument', id: string, name: string, status: string, updatedAt: string } };

export type KnowledgeReindexMutationVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
}>;


export type KnowledgeReindexMutation = { __typename?: 'Mutation', reindexKnowledgeDocument: { __typename?: 'KnowledgeDocument', id: string, status: string, error?: string | null, updatedAt: string } };

export type KnowledgeDeleteDocumentMutationVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
}>;


export type KnowledgeDeleteDocumentMutation = { __typename?: 'Mutation', deleteKnowledgeDocument: string };

export type KnowledgeRetrieveQueryVariables = Exact<{
  knowledgeBaseId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type KnowledgeRetrieveQuery = { __typename?: 'Query', knowledgeBaseRetrieve: Array<{ __typename?: 'KnowledgeHit', chunkId: string, score: number, content: string, documentId: string, documentName: string, sourceUrl?: string | null, position: number, page?: number | null, heading: string }> };

export type SettingsApiKeysQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SettingsApiKeysQuery = { __typename?: 'Query', apiKeys: { __typename?: 'ApiKeyList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'ApiKey', id: string, name: string, description: string, keyPreview: string, scopes: Array<string>, rateLimitPerMinute?: number | null, expiresAt?: string | null, revokedAt?: string | null, createdAt: string, lastUsedAt?: string | null }> } };

export type SettingsCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type SettingsCreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', fullKey: string, key: { __typename?: 'ApiKey', id: string, name: string } } };

export type SettingsRevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SettingsRevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, name: string, revokedAt?: string | null } };

export type SettingsAuditLogQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  action?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
  targetId?: InputMaybe<Scalars['String']['input']>;
  actorUserId?: InputMaybe<Scalars['ID']['input']>;
  createdAfter?: InputMaybe<Scalars['Time']['input']>;
  createdBefore?: InputMaybe<Scalars['Time']['input']>;
}>;


export type SettingsAuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditEventList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'AuditEvent', id: string, action: string, targetType: string, targetId: string, before?: unknown | null, after?: unknown | null, requestId: string, createdAt: string, actor: { __typename?: 'AuditActor', kind: string, userId?: string | null, email?: string | null, name?: string | null, keyId?: string | null } }> } };

export type SettingsAuditActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsAuditActorsQuery = { __typename?: 'Query', members: { __typename?: 'MemberList', items: Array<{ __typename?: 'Member', userId: string, name: string, email?: string | null, subject?: string | null }> } };

export type SettingsCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type SettingsCreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, secret?: string | null, active: boolean } };

export type SettingsUpdateWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
}>;


export type SettingsUpdateWebhookEndpointMutation = { __typename?: 'Mutation', updateWebhookEndpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string, active: boolean, disabledReason?: string | null } };

export type SettingsMembersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SettingsMembersQuery = { __typename?: 'Query', members: { __typename?: 'MemberList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'Member', userId: string, subject?: string | null, email?: string | null, name: string, role: Role, status: string, createdAt: string }> } };

export type SettingsAddMemberMutationVariables = Exact<{
  input: AddMemberInput;
}>;


export type SettingsAddMemberMutation = { __typename?: 'Mutation', addMember: { __typename?: 'Member', userId: string, subject?: string | null, email?: string | null, name: string, role: Role, status: string } };

export type SettingsUpdateMemberRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Role;
}>;


export type SettingsUpdateMemberRoleMutation = { __typename?: 'Mutation', updateMemberRole: { __typename?: 'Member', userId: string, name: string, role: Role } };

export type SettingsRemoveMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SettingsRemoveMemberMutation = { __typename?: 'Mutation', removeMember: { __typename?: 'Member', userId: string, name: string } };

export type SettingsWebhookEndpointQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SettingsWebhookEndpointQuery = { __typename?: 'Query', webhookEndpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string, active: boolean, disabledReason?: string | null, createdAt: string, deliveryState: { __typename?: 'WebhookDeliveryState', consecutiveFailures: number, lastDeliveryAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastSuccessAt?: string | null } } };

export type SettingsWebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SettingsWebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryList', limit: number, offset?: number | null, items: Array<{ __typename?: 'WebhookDelivery', id: string, event: string, status: string, attemptCount: number, nextAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, redeliveryOf?: string | null, createdAt: string, finishedAt?: string | null, attempts: Array<{ __typename?: 'WebhookAttempt', attempt: number, startedAt: string, durationMs: number, success: boolean, statusCode?: number | null, error?: string | null, responseBody: string }> }> } };

export type SettingsWebhookDeliveryUpdatedSubscriptionVariables = Exact<{
  endpointId: Scalars['ID']['input'];
}>;


export type SettingsWebhookDeliveryUpdatedSubscription = { __typename?: 'Subscription', webhookDeliveryUpdated: { __typename?: 'WebhookDeliveryEvent', endpointId: string, deliveryId: string, action: string, status?: string | null, at: string } };

export type SettingsTestWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SettingsTestWebhookEndpointMutation = { __typename?: 'Mutation', testWebhookEndpoint: { __typename?: 'WebhookTestResult', deliveryId: string, delivered: boolean, statusCode?: number | null, durationMs: number, error?: string | null } };

export type SettingsRedeliverWebhookDeliveryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SettingsRedeliverWebhookDeliveryMutation = { __typename?: 'Mutation', redeliverWebhookDelivery: { __typename?: 'WebhookDelivery', id: string, event: string, status: string } };

export type SettingsWebhookEndpointsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SettingsWebhookEndpointsQuery = { __typename?: 'Query', webhookEndpoints: { __typename?: 'WebhookEndpointList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string, active: boolean, disabledReason?: string | null, deliveryState: { __typename?: 'WebhookDeliveryState', consecutiveFailures: number, lastDeliveryAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastSuccessAt?: string | null } }> } };

export type SettingsDeleteWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SettingsDeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteWebhookEndpoint: string };

export type TestsAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestsAgentsQuery = { __typename?: 'Query', agents: { __typename?: 'AgentList', items: Array<{ __typename?: 'Agent', id: string, name: string, editingMode: string, version: number }> } };

export type TestSuitesQueryVariables = Exact<{
  agentId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TestSuitesQuery = { __typename?: 'Query', testSuites: { __typename?: 'TestSuiteList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'TestSuite', id: string, agentId: string, name: string, description: string, caseCount: number, updatedAt: string }> } };

export type TestSuiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestSuiteQuery = { __typename?: 'Query', testSuite: { __typename?: 'TestSuite', id: string, agentId: string, name: string, description: string, caseCount: number, createdAt: string, updatedAt: string, cases?: Array<{ __typename?: 'TestCase', id: string, name: string, presetId?: string | null, persona?: string | null, goal?: string | null, script?: Array<string> | null, maxTurns: number, assertions: unknown, status: string, source: string, updatedAt: string }> | null } };

export type TestsScenarioPresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestsScenarioPresetsQuery = { __typename?: 'Query', scenarioPresets: { __typename?: 'ScenarioPresetList', items: Array<{ __typename?: 'ScenarioPreset', id: string, name: string, description: string }> } };

export type CreateTestSuiteMutationVariables = Exact<{
  input: CreateTestSuiteInput;
}>;


export type CreateTestSuiteMutation = { __typename?: 'Mutation', createTestSuite: { __typename?: 'TestSuite', id: string } };

export type UpdateTestSuiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateTestSuiteInput;
}>;


export type UpdateTestSuiteMutation = { __typename?: 'Mutation', updateTestSuite: { __typename?: 'TestSuite', id: string, name: string, description: string } };

export type DeleteTestSuiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTestSuiteMutation = { __typename?: 'Mutation', deleteTestSuite: string };

export type CreateTestCaseMutationVariables = Exact<{
  suiteId: Scalars['ID']['input'];
  input: CreateTestCaseInput;
}>;


export type CreateTestCaseMutation = { __typename?: 'Mutation', createTestCase: { __typename?: 'TestCase', id: string } };

export type UpdateTestCaseMutationVariables = Exact<{
  suiteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateTestCaseInput;
}>;


export type UpdateTestCaseMutation = { __typename?: 'Mutation', updateTestCase: { __typename?: 'TestCase', id: string, status: string } };

export type DeleteTestCaseMutationVariables = Exact<{
  suiteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteTestCaseMutation = { __typename?: 'Mutation', deleteTestCase: string };

export type GenerateTestCasesMutationVariables = Exact<{
  suiteId: Scalars['ID']['input'];
  count?: InputMaybe<Scalars['Int']['input']>;
  focus?: InputMaybe<Scalars['String']['input']>;
}>;


export type GenerateTestCasesMutation = { __typename?: 'Mutation', generateTestCases: { __typename?: 'TestCaseList', items: Array<{ __typename?: 'TestCase', id: string }> } };

export type ExecuteTestSuiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<ExecuteTestSuiteInput>;
}>;


export type ExecuteTestSuiteMutation = { __typename?: 'Mutation', executeTestSuite: { __typename?: 'TestRun', id: string, status: string } };

export type TestRunsQueryVariables = Exact<{
  filter?: InputMaybe<TestRunFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TestRunsQuery = { __typename?: 'Query', testRuns: { __typename?: 'TestRunList', total?: number | null, limit: number, offset?: number | null, items: Array<{ __typename?: 'TestRun', id: string, suiteId: string, agentId: string, agentVersion: unknown, status: string, createdAt: string, durationMs?: number | null, totals: { __typename?: 'TestRunTotals', total: number, passed: number, failed: number, error: number, pending: number } }> } };

export type TestRunQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestRunQuery = { __typename?: 'Query', testRun: { __typename?: 'TestRun', id: string, suiteId: string, agentId: string, agentVersion: unknown, status: string, caseIds: Array<string>, createdAt: string, startedAt?: string | null, finishedAt?: string | null, durationMs?: number | null, totals: { __typename?: 'TestRunTotals', total: number, passed: number, failed: number, error: number, pending: number }, results?: Array<{ __typename?: 'TestCaseResult', caseId: string, name: string, status: string, endStatus: string, endNodeId?: string | null, path: Array<string>, variables: Record<string, unknown>, assertions: unknown, error?: string | null, durationMs: number, turns: Array<{ __typename?: 'ConversationTurn', role: string, text: string }>, actions: Array<{ __typename?: 'FlowActionRun', actionId: string, nodeId: string, simulated: boolean }> }> | null } };

export type TestRunProgressSubscriptionVariables = Exact<{
  runId: Scalars['ID']['input'];
}>;


export type TestRunProgressSubscription = { __typename?: 'Subscription', testRunProgress: { __typename?: 'TestRunEvent', runId: string, position: number, type: string, caseId?: string | null, status?: string | null, at: string, totals: { __typename?: 'TestRunTotals', total: number, passed: number, failed: number, error: number, pending: number } } };

export const CallsRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"turnCount"}}]}}]} as unknown as DocumentNode<CallsRowFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SwitchOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchOrganizationMutation, SwitchOrganizationMutationVariables>;
export const ActionsHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ActionsHistoryQuery, ActionsHistoryQueryVariables>;
export const ActionsCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCalendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarIntegration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsCalendarQuery, ActionsCalendarQueryVariables>;
export const ActionsCalendarEventTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCalendarEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}}]}}]}}]} as unknown as DocumentNode<ActionsCalendarEventTypesQuery, ActionsCalendarEventTypesQueryVariables>;
export const ActionsConnectCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsConnectCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsConnectCalendarMutation, ActionsConnectCalendarMutationVariables>;
export const ActionsDisconnectCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDisconnectCalendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectCalendar"}}]}}]} as unknown as DocumentNode<ActionsDisconnectCalendarMutation, ActionsDisconnectCalendarMutationVariables>;
export const ActionsAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ActionsAgentsQuery, ActionsAgentsQueryVariables>;
export const ActionsCalendarStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCalendarStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarIntegration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ActionsCalendarStatusQuery, ActionsCalendarStatusQueryVariables>;
export const ActionsEventTypeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsEventTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}}]}}]}}]} as unknown as DocumentNode<ActionsEventTypeOptionsQuery, ActionsEventTypeOptionsQueryVariables>;
export const ActionsPhoneBookEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPhoneBookEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsPhoneBookEntriesQuery, ActionsPhoneBookEntriesQueryVariables>;
export const ActionsPhoneBooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPhoneBooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsPhoneBooksQuery, ActionsPhoneBooksQueryVariables>;
export const ActionsPhoneBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPhoneBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsPhoneBookQuery, ActionsPhoneBookQueryVariables>;
export const ActionsCreatePhoneBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreatePhoneBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPhoneBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreatePhoneBookMutation, ActionsCreatePhoneBookMutationVariables>;
export const ActionsUpdatePhoneBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdatePhoneBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePhoneBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdatePhoneBookMutation, ActionsUpdatePhoneBookMutationVariables>;
export const ActionsDuplicatePhoneBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicatePhoneBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePhoneBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicatePhoneBookMutation, ActionsDuplicatePhoneBookMutationVariables>;
export const ActionsDeletePhoneBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeletePhoneBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePhoneBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeletePhoneBookMutation, ActionsDeletePhoneBookMutationVariables>;
export const ActionsCallTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCallTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"destinationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"whisperText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsCallTransfersQuery, ActionsCallTransfersQueryVariables>;
export const ActionsCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"destinationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"whisperText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsCallTransferQuery, ActionsCallTransferQueryVariables>;
export const ActionsCreateCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateCallTransferMutation, ActionsCreateCallTransferMutationVariables>;
export const ActionsUpdateCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"destinationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"whisperText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateCallTransferMutation, ActionsUpdateCallTransferMutationVariables>;
export const ActionsDuplicateCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateCallTransferMutation, ActionsDuplicateCallTransferMutationVariables>;
export const ActionsDeleteCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteCallTransferMutation, ActionsDeleteCallTransferMutationVariables>;
export const ActionsIvrsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsIvrs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ivrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"waitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsIvrsQuery, ActionsIvrsQueryVariables>;
export const ActionsIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ivr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"waitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsIvrQuery, ActionsIvrQueryVariables>;
export const ActionsCreateIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IvrInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIvr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateIvrMutation, ActionsCreateIvrMutationVariables>;
export const ActionsUpdateIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IvrInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIvr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"waitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateIvrMutation, ActionsUpdateIvrMutationVariables>;
export const ActionsDuplicateIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateIvr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateIvrMutation, ActionsDuplicateIvrMutationVariables>;
export const ActionsDeleteIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIvr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteIvrMutation, ActionsDeleteIvrMutationVariables>;
export const ActionsInformationExtractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsInformationExtractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informationExtractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsInformationExtractorsQuery, ActionsInformationExtractorsQueryVariables>;
export const ActionsInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsInformationExtractorQuery, ActionsInformationExtractorQueryVariables>;
export const ActionsCreateInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformationExtractorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateInformationExtractorMutation, ActionsCreateInformationExtractorMutationVariables>;
export const ActionsUpdateInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformationExtractorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateInformationExtractorMutation, ActionsUpdateInformationExtractorMutationVariables>;
export const ActionsDuplicateInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateInformationExtractorMutation, ActionsDuplicateInformationExtractorMutationVariables>;
export const ActionsDeleteInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteInformationExtractorMutation, ActionsDeleteInformationExtractorMutationVariables>;
export const ActionsCustomEvaluationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCustomEvaluations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsCustomEvaluationsQuery, ActionsCustomEvaluationsQueryVariables>;
export const ActionsCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsCustomEvaluationQuery, ActionsCustomEvaluationQueryVariables>;
export const ActionsCreateCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEvaluationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateCustomEvaluationMutation, ActionsCreateCustomEvaluationMutationVariables>;
export const ActionsUpdateCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEvaluationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateCustomEvaluationMutation, ActionsUpdateCustomEvaluationMutationVariables>;
export const ActionsDuplicateCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateCustomEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateCustomEvaluationMutation, ActionsDuplicateCustomEvaluationMutationVariables>;
export const ActionsDeleteCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteCustomEvaluationMutation, ActionsDeleteCustomEvaluationMutationVariables>;
export const ActionsPostCallSmsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPostCallSmsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCallSmsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsPostCallSmsListQuery, ActionsPostCallSmsListQueryVariables>;
export const ActionsPostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsPostCallSmsQuery, ActionsPostCallSmsQueryVariables>;
export const ActionsCreatePostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreatePostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostCallSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreatePostCallSmsMutation, ActionsCreatePostCallSmsMutationVariables>;
export const ActionsUpdatePostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdatePostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostCallSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"agentIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdatePostCallSmsMutation, ActionsUpdatePostCallSmsMutationVariables>;
export const ActionsDuplicatePostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicatePostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicatePostCallSmsMutation, ActionsDuplicatePostCallSmsMutationVariables>;
export const ActionsDeletePostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeletePostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeletePostCallSmsMutation, ActionsDeletePostCallSmsMutationVariables>;
export const ActionsDuringCallSmsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsDuringCallSmsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duringCallSmsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsDuringCallSmsListQuery, ActionsDuringCallSmsListQueryVariables>;
export const ActionsDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsDuringCallSmsQuery, ActionsDuringCallSmsQueryVariables>;
export const ActionsCreateDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuringCallSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateDuringCallSmsMutation, ActionsCreateDuringCallSmsMutationVariables>;
export const ActionsUpdateDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuringCallSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateDuringCallSmsMutation, ActionsUpdateDuringCallSmsMutationVariables>;
export const ActionsDuplicateDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateDuringCallSmsMutation, ActionsDuplicateDuringCallSmsMutationVariables>;
export const ActionsDeleteDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteDuringCallSmsMutation, ActionsDeleteDuringCallSmsMutationVariables>;
export const ActionsCustomActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCustomActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"secretNames"}},{"kind":"Field","name":{"kind":"Name","value":"responseMapping"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsCustomActionsQuery, ActionsCustomActionsQueryVariables>;
export const ActionsCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"secretNames"}},{"kind":"Field","name":{"kind":"Name","value":"responseMapping"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsCustomActionQuery, ActionsCustomActionQueryVariables>;
export const ActionsCreateCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateCustomActionMutation, ActionsCreateCustomActionMutationVariables>;
export const ActionsUpdateCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"secretNames"}},{"kind":"Field","name":{"kind":"Name","value":"responseMapping"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateCustomActionMutation, ActionsUpdateCustomActionMutationVariables>;
export const ActionsDuplicateCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateCustomActionMutation, ActionsDuplicateCustomActionMutationVariables>;
export const ActionsDeleteCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteCustomActionMutation, ActionsDeleteCustomActionMutationVariables>;
export const ActionsBookingActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsBookingActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ActionsBookingActionsQuery, ActionsBookingActionsQueryVariables>;
export const ActionsBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsBookingActionQuery, ActionsBookingActionQueryVariables>;
export const ActionsCreateBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreateBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateBookingActionMutation, ActionsCreateBookingActionMutationVariables>;
export const ActionsUpdateBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdateBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdateBookingActionMutation, ActionsUpdateBookingActionMutationVariables>;
export const ActionsDuplicateBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDuplicateBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActionsDuplicateBookingActionMutation, ActionsDuplicateBookingActionMutationVariables>;
export const ActionsDeleteBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDeleteBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ActionsDeleteBookingActionMutation, ActionsDeleteBookingActionMutationVariables>;
export const ActionsSimulateCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsSimulateCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTransferSimulateInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"whisperText"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"executed"}}]}}]}}]} as unknown as DocumentNode<ActionsSimulateCallTransferMutation, ActionsSimulateCallTransferMutationVariables>;
export const ActionsExecuteCallTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecuteCallTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeCallTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"whisperText"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"executed"}}]}}]}}]} as unknown as DocumentNode<ActionsExecuteCallTransferMutation, ActionsExecuteCallTransferMutationVariables>;
export const ActionsExecuteIvrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecuteIvr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeIvr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"executed"}}]}}]}}]} as unknown as DocumentNode<ActionsExecuteIvrMutation, ActionsExecuteIvrMutationVariables>;
export const ActionsSimulateInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsSimulateInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TranscriptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extractedData"}}]}}]}}]} as unknown as DocumentNode<ActionsSimulateInformationExtractorMutation, ActionsSimulateInformationExtractorMutationVariables>;
export const ActionsRerunInformationExtractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsRerunInformationExtractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunInformationExtractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"}}]}}]}}]} as unknown as DocumentNode<ActionsRerunInformationExtractorMutation, ActionsRerunInformationExtractorMutationVariables>;
export const ActionsSimulateCustomEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsSimulateCustomEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TranscriptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateCustomEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsSimulateCustomEvaluationMutation, ActionsSimulateCustomEvaluationMutationVariables>;
export const ActionsDryRunPostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsDryRunPostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRunPostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"wouldSend"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ActionsDryRunPostCallSmsMutation, ActionsDryRunPostCallSmsMutationVariables>;
export const ActionsExecutePostCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecutePostCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executePostCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}}]}}]} as unknown as DocumentNode<ActionsExecutePostCallSmsMutation, ActionsExecutePostCallSmsMutationVariables>;
export const ActionsSimulateDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsSimulateDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DuringCallSmsSimulateInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<ActionsSimulateDuringCallSmsMutation, ActionsSimulateDuringCallSmsMutationVariables>;
export const ActionsExecuteDuringCallSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecuteDuringCallSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuringCallSmsExecuteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeDuringCallSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}}]}}]} as unknown as DocumentNode<ActionsExecuteDuringCallSmsMutation, ActionsExecuteDuringCallSmsMutationVariables>;
export const ActionsSimulateCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsSimulateCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomActionVariablesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsSimulateCustomActionMutation, ActionsSimulateCustomActionMutationVariables>;
export const ActionsExecuteCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecuteCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomActionVariablesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ActionsExecuteCustomActionMutation, ActionsExecuteCustomActionMutationVariables>;
export const ActionsInitializeCustomActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsInitializeCustomAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomActionVariablesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeCustomAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"sampleResponse"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ActionsInitializeCustomActionMutation, ActionsInitializeCustomActionMutationVariables>;
export const ActionsExecuteBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsExecuteBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingExecuteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerBookingUid"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypeId"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsExecuteBookingActionMutation, ActionsExecuteBookingActionMutationVariables>;
export const AgentHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"editingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<AgentHeaderQuery, AgentHeaderQueryVariables>;
export const AgentPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<AgentPublishMutation, AgentPublishMutationVariables>;
export const AgentDiscardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentDiscard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardAgentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]} as unknown as DocumentNode<AgentDiscardMutation, AgentDiscardMutationVariables>;
export const AgentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"editingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}},{"kind":"Field","name":{"kind":"Name","value":"publicChannelEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AgentSettingsQuery, AgentSettingsQueryVariables>;
export const AgentsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasUnpublishedChanges"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasUnpublishedChanges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasUnpublishedChanges"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"editingMode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<AgentsListQuery, AgentsListQueryVariables>;
export const AgentsExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AgentsExportQuery, AgentsExportQueryVariables>;
export const AgentsImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AgentsImportMutation, AgentsImportMutationVariables>;
export const AgentsDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AgentsDuplicateMutation, AgentsDuplicateMutationVariables>;
export const AgentsArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AgentsArchiveMutation, AgentsArchiveMutationVariables>;
export const AgentsUnarchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsUnarchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AgentsUnarchiveMutation, AgentsUnarchiveMutationVariables>;
export const AgentsKnowledgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsKnowledge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentKnowledgeBases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeBases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AgentsKnowledgeQuery, AgentsKnowledgeQueryVariables>;
export const AgentsSetKnowledgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsSetKnowledge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgentKnowledgeBases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AgentsSetKnowledgeMutation, AgentsSetKnowledgeMutationVariables>;
export const AgentsKnowledgeRetrieveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsKnowledgeRetrieve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentKnowledgeRetrieve"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chunkId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}}]}}]} as unknown as DocumentNode<AgentsKnowledgeRetrieveQuery, AgentsKnowledgeRetrieveQueryVariables>;
export const AgentsTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<AgentsTemplatesQuery, AgentsTemplatesQueryVariables>;
export const AgentsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AgentsCreateMutation, AgentsCreateMutationVariables>;
export const AgentsCreateFromTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsCreateFromTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAgentFromTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAgentFromTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AgentsCreateFromTemplateMutation, AgentsCreateFromTemplateMutationVariables>;
export const AgentUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publicChannelEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AgentUpdateMutation, AgentUpdateMutationVariables>;
export const AgentsChatTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentsChatTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatTestAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<AgentsChatTestMutation, AgentsChatTestMutationVariables>;
export const AgentVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AgentVersionsQuery, AgentVersionsQueryVariables>;
export const AgentRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreAgentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]}}]} as unknown as DocumentNode<AgentRestoreMutation, AgentRestoreMutationVariables>;
export const AgentWidgetUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentWidgetUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicChannelEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AgentWidgetUpdateMutation, AgentWidgetUpdateMutationVariables>;
export const AnalyticsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}]}}]} as unknown as DocumentNode<AnalyticsOverviewQuery, AnalyticsOverviewQueryVariables>;
export const CallsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSessionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallsRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"turnCount"}}]}}]} as unknown as DocumentNode<CallsListQuery, CallsListQueryVariables>;
export const CallsRowByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallsRowById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallsRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"turnCount"}}]}}]} as unknown as DocumentNode<CallsRowByIdQuery, CallsRowByIdQueryVariables>;
export const CallsAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallsAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CallsAgentsQuery, CallsAgentsQueryVariables>;
export const CallsSessionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CallsSessionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"callSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"turnCount"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<CallsSessionUpdatedSubscription, CallsSessionUpdatedSubscriptionVariables>;
export const CallDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fromNumber"}},{"kind":"Field","name":{"kind":"Name","value":"toNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"turnCount"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"offsetMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"executedAt"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postCall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CallDetailQuery, CallDetailQueryVariables>;
export const CallTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CallTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"turn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"offsetMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"executedAt"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<CallTranscriptSubscription, CallTranscriptSubscriptionVariables>;
export const FlowsOfAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowsOfAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<FlowsOfAgentQuery, FlowsOfAgentQueryVariables>;
export const FlowsFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowsFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<FlowsFlowQuery, FlowsFlowQueryVariables>;
export const FlowsNodeTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowsNodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowNodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<FlowsNodeTypesQuery, FlowsNodeTypesQueryVariables>;
export const FlowsValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowsValidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"edge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"edge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowId"}}]}}]}}]}}]} as unknown as DocumentNode<FlowsValidateQuery, FlowsValidateQueryVariables>;
export const FlowsSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlowsSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<FlowsSaveMutation, FlowsSaveMutationVariables>;
export const FlowsPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlowsPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<FlowsPublishMutation, FlowsPublishMutationVariables>;
export const FlowsPublishAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlowsPublishAll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAllFlows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<FlowsPublishAllMutation, FlowsPublishAllMutationVariables>;
export const KnowledgeBasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeBases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeBases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"instruction"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"documentsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<KnowledgeBasesQuery, KnowledgeBasesQueryVariables>;
export const KnowledgeBaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeBase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeBase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"instruction"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"documentsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<KnowledgeBaseQuery, KnowledgeBaseQueryVariables>;
export const KnowledgeCreateBaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeCreateBase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKnowledgeBaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnowledgeBase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<KnowledgeCreateBaseMutation, KnowledgeCreateBaseMutationVariables>;
export const KnowledgeUpdateBaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeUpdateBase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKnowledgeBaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnowledgeBase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"instruction"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<KnowledgeUpdateBaseMutation, KnowledgeUpdateBaseMutationVariables>;
export const KnowledgeDeleteBaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeDeleteBase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeBase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<KnowledgeDeleteBaseMutation, KnowledgeDeleteBaseMutationVariables>;
export const KnowledgeDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<KnowledgeDocumentsQuery, KnowledgeDocumentsQueryVariables>;
export const KnowledgeDocumentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KnowledgeDocumentUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeDocumentUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeBaseId"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<KnowledgeDocumentUpdatedSubscription, KnowledgeDocumentUpdatedSubscriptionVariables>;
export const KnowledgeImportUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeImportUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportUrlDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importUrlDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<KnowledgeImportUrlMutation, KnowledgeImportUrlMutationVariables>;
export const KnowledgeCrawlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeCrawl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrawlUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crawlUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<KnowledgeCrawlMutation, KnowledgeCrawlMutationVariables>;
export const KnowledgeReindexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeReindex"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reindexKnowledgeDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<KnowledgeReindexMutation, KnowledgeReindexMutationVariables>;
export const KnowledgeDeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KnowledgeDeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}]}]}}]} as unknown as DocumentNode<KnowledgeDeleteDocumentMutation, KnowledgeDeleteDocumentMutationVariables>;
export const KnowledgeRetrieveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeRetrieve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeBaseRetrieve"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"knowledgeBaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"knowledgeBaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chunkId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}}]}}]}}]} as unknown as DocumentNode<KnowledgeRetrieveQuery, KnowledgeRetrieveQueryVariables>;
export const SettingsApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"keyPreview"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SettingsApiKeysQuery, SettingsApiKeysQueryVariables>;
export const SettingsCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullKey"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsCreateApiKeyMutation, SettingsCreateApiKeyMutationVariables>;
export const SettingsRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<SettingsRevokeApiKeyMutation, SettingsRevokeApiKeyMutationVariables>;
export const SettingsAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorUserId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorUserId"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdBefore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SettingsAuditLogQuery, SettingsAuditLogQueryVariables>;
export const SettingsAuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAuditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsAuditActorsQuery, SettingsAuditActorsQueryVariables>;
export const SettingsCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SettingsCreateWebhookEndpointMutation, SettingsCreateWebhookEndpointMutationVariables>;
export const SettingsUpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]}}]} as unknown as DocumentNode<SettingsUpdateWebhookEndpointMutation, SettingsUpdateWebhookEndpointMutationVariables>;
export const SettingsMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SettingsMembersQuery, SettingsMembersQueryVariables>;
export const SettingsAddMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsAddMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SettingsAddMemberMutation, SettingsAddMemberMutationVariables>;
export const SettingsUpdateMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SettingsUpdateMemberRoleMutation, SettingsUpdateMemberRoleMutationVariables>;
export const SettingsRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsRemoveMemberMutation, SettingsRemoveMemberMutationVariables>;
export const SettingsWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"lastDeliveryAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsWebhookEndpointQuery, SettingsWebhookEndpointQueryVariables>;
export const SettingsWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"redeliveryOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SettingsWebhookDeliveriesQuery, SettingsWebhookDeliveriesQueryVariables>;
export const SettingsWebhookDeliveryUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SettingsWebhookDeliveryUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveryUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SettingsWebhookDeliveryUpdatedSubscription, SettingsWebhookDeliveryUpdatedSubscriptionVariables>;
export const SettingsTestWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsTestWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryId"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SettingsTestWebhookEndpointMutation, SettingsTestWebhookEndpointMutationVariables>;
export const SettingsRedeliverWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRedeliverWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SettingsRedeliverWebhookDeliveryMutation, SettingsRedeliverWebhookDeliveryMutationVariables>;
export const SettingsWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsWebhookEndpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"lastDeliveryAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SettingsWebhookEndpointsQuery, SettingsWebhookEndpointsQueryVariables>;
export const SettingsDeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsDeleteWebhookEndpointMutation, SettingsDeleteWebhookEndpointMutationVariables>;
export const TestsAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestsAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"editingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<TestsAgentsQuery, TestsAgentsQueryVariables>;
export const TestSuitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSuites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testSuites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<TestSuitesQuery, TestSuitesQueryVariables>;
export const TestSuiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSuite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testSuite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}},{"kind":"Field","name":{"kind":"Name","value":"persona"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"maxTurns"}},{"kind":"Field","name":{"kind":"Name","value":"assertions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestSuiteQuery, TestSuiteQueryVariables>;
export const TestsScenarioPresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestsScenarioPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarioPresets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<TestsScenarioPresetsQuery, TestsScenarioPresetsQueryVariables>;
export const CreateTestSuiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTestSuite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestSuiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTestSuite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTestSuiteMutation, CreateTestSuiteMutationVariables>;
export const UpdateTestSuiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTestSuite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTestSuiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTestSuite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<UpdateTestSuiteMutation, UpdateTestSuiteMutationVariables>;
export const DeleteTestSuiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestSuite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestSuite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTestSuiteMutation, DeleteTestSuiteMutationVariables>;
export const CreateTestCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTestCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTestCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"suiteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTestCaseMutation, CreateTestCaseMutationVariables>;
export const UpdateTestCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTestCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTestCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTestCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"suiteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateTestCaseMutation, UpdateTestCaseMutationVariables>;
export const DeleteTestCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"suiteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTestCaseMutation, DeleteTestCaseMutationVariables>;
export const GenerateTestCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateTestCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"focus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateTestCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"suiteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suiteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}},{"kind":"Argument","name":{"kind":"Name","value":"focus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"focus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateTestCasesMutation, GenerateTestCasesMutationVariables>;
export const ExecuteTestSuiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecuteTestSuite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecuteTestSuiteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeTestSuite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExecuteTestSuiteMutation, ExecuteTestSuiteMutationVariables>;
export const TestRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestRunFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suiteId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<TestRunsQuery, TestRunsQueryVariables>;
export const TestRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suiteId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"caseIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endStatus"}},{"kind":"Field","name":{"kind":"Name","value":"endNodeId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"assertions"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestRunQuery, TestRunQueryVariables>;
export const TestRunProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestRunProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRunProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<TestRunProgressSubscription, TestRunProgressSubscriptionVariables>;