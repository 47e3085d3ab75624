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
    "\n  query ActionsHistory($targetId: String, $limit: Int) {\n    auditLog(targetId: $targetId, limit: $limit) {\n      items { id action createdAt actor { kind name email } }\n      total\n    }\n  }\n": typeof types.ActionsHistoryDocument,
    "\n  query ActionsCalendar {\n    calendarIntegration { type provider status connectedAt account { username email timeZone } }\n  }\n": typeof types.ActionsCalendarDocument,
    "\n  query ActionsCalendarEventTypes {\n    calendarEventTypes { id title slug lengthMinutes }\n  }\n": typeof types.ActionsCalendarEventTypesDocument,
    "\n  mutation ActionsConnectCalendar($apiKey: String!) {\n    connectCalendar(apiKey: $apiKey) { type provider status connectedAt account { username email timeZone } }\n  }\n": typeof types.ActionsConnectCalendarDocument,
    "\n  mutation ActionsDisconnectCalendar {\n    disconnectCalendar\n  }\n": typeof types.ActionsDisconnectCalendarDocument,
    "\n  query ActionsAgents {\n    agents(limit: 200) { items { id name } total }\n  }\n": typeof types.ActionsAgentsDocument,
    "\n  query ActionsCalendarStatus {\n    calendarIntegration { status }\n  }\n": typeof types.ActionsCalendarStatusDocument,
    "\n  query ActionsEventTypeOptions {\n    calendarEventTypes { id title lengthMinutes }\n  }\n": typeof types.ActionsEventTypeOptionsDocument,
    "\n  query ActionsPhoneBookEntries {\n    phoneBooks(limit: 200) { items { id name entries { id number label } } }\n  }\n": typeof types.ActionsPhoneBookEntriesDocument,
    "\n    query ActionsPhoneBooks($limit: Int, $offset: Int) {\n      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsPhoneBooksDocument,
    "\n    query ActionsPhoneBook($id: ID!) {\n      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }\n    }\n  ": typeof types.ActionsPhoneBookDocument,
    "\n    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {\n      createPhoneBook(input: $input) { id }\n    }\n  ": typeof types.ActionsCreatePhoneBookDocument,
    "\n    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {\n      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdatePhoneBookDocument,
    "\n    mutation ActionsDuplicatePhoneBook($id: ID!) {\n      duplicatePhoneBook(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicatePhoneBookDocument,
    "\n    mutation ActionsDeletePhoneBook($id: ID!) {\n      deletePhoneBook(id: $id)\n    }\n  ": typeof types.ActionsDeletePhoneBookDocument,
    "\n    query ActionsCallTransfers($limit: Int, $offset: Int) {\n      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsCallTransfersDocument,
    "\n    query ActionsCallTransfer($id: ID!) {\n      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  ": typeof types.ActionsCallTransferDocument,
    "\n    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {\n      createCallTransfer(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateCallTransferDocument,
    "\n    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {\n      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateCallTransferDocument,
    "\n    mutation ActionsDuplicateCallTransfer($id: ID!) {\n      duplicateCallTransfer(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateCallTransferDocument,
    "\n    mutation ActionsDeleteCallTransfer($id: ID!) {\n      deleteCallTransfer(id: $id)\n    }\n  ": typeof types.ActionsDeleteCallTransferDocument,
    "\n    query ActionsIvrs($limit: Int, $offset: Int) {\n      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsIvrsDocument,
    "\n    query ActionsIvr($id: ID!) {\n      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  ": typeof types.ActionsIvrDocument,
    "\n    mutation ActionsCreateIvr($input: IvrInput!) {\n      createIvr(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateIvrDocument,
    "\n    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {\n      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateIvrDocument,
    "\n    mutation ActionsDuplicateIvr($id: ID!) {\n      duplicateIvr(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateIvrDocument,
    "\n    mutation ActionsDeleteIvr($id: ID!) {\n      deleteIvr(id: $id)\n    }\n  ": typeof types.ActionsDeleteIvrDocument,
    "\n    query ActionsInformationExtractors($limit: Int, $offset: Int) {\n      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsInformationExtractorsDocument,
    "\n    query ActionsInformationExtractor($id: ID!) {\n      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsInformationExtractorDocument,
    "\n    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {\n      createInformationExtractor(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateInformationExtractorDocument,
    "\n    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {\n      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateInformationExtractorDocument,
    "\n    mutation ActionsDuplicateInformationExtractor($id: ID!) {\n      duplicateInformationExtractor(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateInformationExtractorDocument,
    "\n    mutation ActionsDeleteInformationExtractor($id: ID!) {\n      deleteInformationExtractor(id: $id)\n    }\n  ": typeof types.ActionsDeleteInformationExtractorDocument,
    "\n    query ActionsCustomEvaluations($limit: Int, $offset: Int) {\n      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsCustomEvaluationsDocument,
    "\n    query ActionsCustomEvaluation($id: ID!) {\n      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsCustomEvaluationDocument,
    "\n    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {\n      createCustomEvaluation(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateCustomEvaluationDocument,
    "\n    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {\n      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateCustomEvaluationDocument,
    "\n    mutation ActionsDuplicateCustomEvaluation($id: ID!) {\n      duplicateCustomEvaluation(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateCustomEvaluationDocument,
    "\n    mutation ActionsDeleteCustomEvaluation($id: ID!) {\n      deleteCustomEvaluation(id: $id)\n    }\n  ": typeof types.ActionsDeleteCustomEvaluationDocument,
    "\n    query ActionsPostCallSmsList($limit: Int, $offset: Int) {\n      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsPostCallSmsListDocument,
    "\n    query ActionsPostCallSms($id: ID!) {\n      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsPostCallSmsDocument,
    "\n    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {\n      createPostCallSms(input: $input) { id }\n    }\n  ": typeof types.ActionsCreatePostCallSmsDocument,
    "\n    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {\n      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdatePostCallSmsDocument,
    "\n    mutation ActionsDuplicatePostCallSms($id: ID!) {\n      duplicatePostCallSms(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicatePostCallSmsDocument,
    "\n    mutation ActionsDeletePostCallSms($id: ID!) {\n      deletePostCallSms(id: $id)\n    }\n  ": typeof types.ActionsDeletePostCallSmsDocument,
    "\n    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {\n      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsDuringCallSmsListDocument,
    "\n    query ActionsDuringCallSms($id: ID!) {\n      duringCallSms(id: $id) { id name template createdAt updatedAt }\n    }\n  ": typeof types.ActionsDuringCallSmsDocument,
    "\n    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {\n      createDuringCallSms(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateDuringCallSmsDocument,
    "\n    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {\n      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateDuringCallSmsDocument,
    "\n    mutation ActionsDuplicateDuringCallSms($id: ID!) {\n      duplicateDuringCallSms(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateDuringCallSmsDocument,
    "\n    mutation ActionsDeleteDuringCallSms($id: ID!) {\n      deleteDuringCallSms(id: $id)\n    }\n  ": typeof types.ActionsDeleteDuringCallSmsDocument,
    "\n    query ActionsCustomActions($limit: Int, $offset: Int) {\n      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsCustomActionsDocument,
    "\n    query ActionsCustomAction($id: ID!) {\n      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  ": typeof types.ActionsCustomActionDocument,
    "\n    mutation ActionsCreateCustomAction($input: CustomActionInput!) {\n      createCustomAction(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateCustomActionDocument,
    "\n    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {\n      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateCustomActionDocument,
    "\n    mutation ActionsDuplicateCustomAction($id: ID!) {\n      duplicateCustomAction(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateCustomActionDocument,
    "\n    mutation ActionsDeleteCustomAction($id: ID!) {\n      deleteCustomAction(id: $id)\n    }\n  ": typeof types.ActionsDeleteCustomActionDocument,
    "\n    query ActionsBookingActions($limit: Int, $offset: Int) {\n      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }\n    }\n  ": typeof types.ActionsBookingActionsDocument,
    "\n    query ActionsBookingAction($id: ID!) {\n      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  ": typeof types.ActionsBookingActionDocument,
    "\n    mutation ActionsCreateBookingAction($input: BookingActionInput!) {\n      createBookingAction(input: $input) { id }\n    }\n  ": typeof types.ActionsCreateBookingActionDocument,
    "\n    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {\n      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  ": typeof types.ActionsUpdateBookingActionDocument,
    "\n    mutation ActionsDuplicateBookingAction($id: ID!) {\n      duplicateBookingAction(id: $id) { id name }\n    }\n  ": typeof types.ActionsDuplicateBookingActionDocument,
    "\n    mutation ActionsDeleteBookingAction($id: ID!) {\n      deleteBookingAction(id: $id)\n    }\n  ": typeof types.ActionsDeleteBookingActionDocument,
    "\n  mutation ActionsSimulateCallTransfer($id: ID!, $input: CallTransferSimulateInput) {\n    simulateCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n": typeof types.ActionsSimulateCallTransferDocument,
    "\n  mutation ActionsExecuteCallTransfer($id: ID!, $input: ActionSessionInput!) {\n    executeCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n": typeof types.ActionsExecuteCallTransferDocument,
    "\n  mutation ActionsExecuteIvr($id: ID!, $input: ActionSessionInput!) {\n    executeIvr(id: $id, input: $input) { provider executed }\n  }\n": typeof types.ActionsExecuteIvrDocument,
    "\n  mutation ActionsSimulateInformationExtractor($id: ID!, $input: TranscriptInput!) {\n    simulateInformationExtractor(id: $id, input: $input) { extractedData }\n  }\n": typeof types.ActionsSimulateInformationExtractorDocument,
    "\n  mutation ActionsRerunInformationExtractor($id: ID!, $input: ActionSessionInput!) {\n    rerunInformationExtractor(id: $id, input: $input) { sessionId extractedData }\n  }\n": typeof types.ActionsRerunInformationExtractorDocument,
    "\n  mutation ActionsSimulateCustomEvaluation($id: ID!, $input: TranscriptInput!) {\n    simulateCustomEvaluation(id: $id, input: $input) { results { criterion type passed score reason } }\n  }\n": typeof types.ActionsSimulateCustomEvaluationDocument,
    "\n  mutation ActionsDryRunPostCallSms($id: ID!, $input: ActionSessionInput!) {\n    dryRunPostCallSms(id: $id, input: $input) { to from body wouldSend reason }\n  }\n": typeof types.ActionsDryRunPostCallSmsDocument,
    "\n  mutation ActionsExecutePostCallSms($id: ID!, $input: ActionSessionInput!) {\n    executePostCallSms(id: $id, input: $input) { status messageId }\n  }\n": typeof types.ActionsExecutePostCallSmsDocument,
    "\n  mutation ActionsSimulateDuringCallSms($id: ID!, $input: DuringCallSmsSimulateInput) {\n    simulateDuringCallSms(id: $id, input: $input) { to body sent }\n  }\n": typeof types.ActionsSimulateDuringCallSmsDocument,
    "\n  mutation ActionsExecuteDuringCallSms($id: ID!, $input: DuringCallSmsExecuteInput!) {\n    executeDuringCallSms(id: $id, input: $input) { status messageId }\n  }\n": typeof types.ActionsExecuteDuringCallSmsDocument,
    "\n  mutation ActionsSimulateCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    simulateCustomAction(id: $id, input: $input) { request { method url headers body } }\n  }\n": typeof types.ActionsSimulateCustomActionDocument,
    "\n  mutation ActionsExecuteCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    executeCustomAction(id: $id, input: $input) { success statusCode durationMs variables error }\n  }\n": typeof types.ActionsExecuteCustomActionDocument,
    "\n  mutation ActionsInitializeCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    initializeCustomAction(id: $id, input: $input) { valid sampleResponse variables error }\n  }\n": typeof types.ActionsInitializeCustomActionDocument,
    "\n  mutation ActionsExecuteBookingAction($id: ID!, $input: BookingExecuteInput!) {\n    executeBookingAction(id: $id, input: $input) { id sessionId startsAt endsAt title customerName customerPhone created details { provider providerBookingUid eventTypeId } }\n  }\n": typeof types.ActionsExecuteBookingActionDocument,
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
    "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n": typeof types.AnalyticsOverviewDocument,
    "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n": typeof types.CallsListDocument,
    "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n": typeof types.CallsRowFragmentDoc,
    "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n": typeof types.CallsRowByIdDocument,
    "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n": typeof types.CallsAgentsDocument,
    "\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": typeof types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": typeof types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": typeof types.CallTranscriptDocument,
    "\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n": typeof types.FlowsOfAgentDocument,
    "\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n": typeof types.FlowsFlowDocument,
    "\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n": typeof types.FlowsNodeTypesDocument,
    "\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n": typeof types.FlowsValidateDocument,
    "\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n": typeof types.FlowsSaveDocument,
    "\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n": typeof types.FlowsPublishDocument,
    "\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n": typeof types.FlowsPublishAllDocument,
    "\n  query KnowledgeBases($limit: Int, $offset: Int) {\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        description\n        instruction\n        language\n        documentCount\n        documentsByStatus { pending processing ready failed }\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n": typeof types.KnowledgeBasesDocument,
    "\n  query KnowledgeBase($id: ID!) {\n    knowledgeBase(id: $id) {\n      id\n      name\n      description\n      instruction\n      language\n      documentCount\n      documentsByStatus { pending processing ready failed }\n      chunkCount\n      characterCount\n      updatedAt\n    }\n  }\n": typeof types.KnowledgeBaseDocument,
    "\n  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {\n    createKnowledgeBase(input: $input) { id name }\n  }\n": typeof types.KnowledgeCreateBaseDocument,
    "\n  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {\n    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }\n  }\n": typeof types.KnowledgeUpdateBaseDocument,
    "\n  mutation KnowledgeDeleteBase($id: ID!) {\n    deleteKnowledgeBase(id: $id)\n  }\n": typeof types.KnowledgeDeleteBaseDocument,
    "\n  query KnowledgeDocuments($knowledgeBaseId: ID!, $status: String, $limit: Int, $offset: Int) {\n    knowledgeDocuments(knowledgeBaseId: $knowledgeBaseId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        source\n        sourceUrl\n        status\n        error\n        sizeBytes\n        pageCount\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n": typeof types.KnowledgeDocumentsDocument,
    "\n  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {\n    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }\n  }\n": typeof types.KnowledgeDocumentUpdatedDocument,
    "\n  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {\n    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n": typeof types.KnowledgeImportUrlDocument,
    "\n  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {\n    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n": typeof types.KnowledgeCrawlDocument,
    "\n  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {\n    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }\n  }\n": typeof types.KnowledgeReindexDocument,
    "\n  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {\n    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)\n  }\n": typeof types.KnowledgeDeleteDocumentDocument,
    "\n  query KnowledgeRetrieve($knowledgeBaseId: ID!, $query: String!, $limit: Int) {\n    knowledgeBaseRetrieve(knowledgeBaseId: $knowledgeBaseId, query: $query, limit: $limit) {\n      chunkId\n      score\n      content\n      documentId\n      documentName\n      sourceUrl\n      position\n      page\n      heading\n    }\n  }\n": typeof types.KnowledgeRetrieveDocument,
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
    "\n  query ActionsHistory($targetId: String, $limit: Int) {\n    auditLog(targetId: $targetId, limit: $limit) {\n      items { id action createdAt actor { kind name email } }\n      total\n    }\n  }\n": types.ActionsHistoryDocument,
    "\n  query ActionsCalendar {\n    calendarIntegration { type provider status connectedAt account { username email timeZone } }\n  }\n": types.ActionsCalendarDocument,
    "\n  query ActionsCalendarEventTypes {\n    calendarEventTypes { id title slug lengthMinutes }\n  }\n": types.ActionsCalendarEventTypesDocument,
    "\n  mutation ActionsConnectCalendar($apiKey: String!) {\n    connectCalendar(apiKey: $apiKey) { type provider status connectedAt account { username email timeZone } }\n  }\n": types.ActionsConnectCalendarDocument,
    "\n  mutation ActionsDisconnectCalendar {\n    disconnectCalendar\n  }\n": types.ActionsDisconnectCalendarDocument,
    "\n  query ActionsAgents {\n    agents(limit: 200) { items { id name } total }\n  }\n": types.ActionsAgentsDocument,
    "\n  query ActionsCalendarStatus {\n    calendarIntegration { status }\n  }\n": types.ActionsCalendarStatusDocument,
    "\n  query ActionsEventTypeOptions {\n    calendarEventTypes { id title lengthMinutes }\n  }\n": types.ActionsEventTypeOptionsDocument,
    "\n  query ActionsPhoneBookEntries {\n    phoneBooks(limit: 200) { items { id name entries { id number label } } }\n  }\n": types.ActionsPhoneBookEntriesDocument,
    "\n    query ActionsPhoneBooks($limit: Int, $offset: Int) {\n      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsPhoneBooksDocument,
    "\n    query ActionsPhoneBook($id: ID!) {\n      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }\n    }\n  ": types.ActionsPhoneBookDocument,
    "\n    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {\n      createPhoneBook(input: $input) { id }\n    }\n  ": types.ActionsCreatePhoneBookDocument,
    "\n    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {\n      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }\n    }\n  ": types.ActionsUpdatePhoneBookDocument,
    "\n    mutation ActionsDuplicatePhoneBook($id: ID!) {\n      duplicatePhoneBook(id: $id) { id name }\n    }\n  ": types.ActionsDuplicatePhoneBookDocument,
    "\n    mutation ActionsDeletePhoneBook($id: ID!) {\n      deletePhoneBook(id: $id)\n    }\n  ": types.ActionsDeletePhoneBookDocument,
    "\n    query ActionsCallTransfers($limit: Int, $offset: Int) {\n      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsCallTransfersDocument,
    "\n    query ActionsCallTransfer($id: ID!) {\n      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  ": types.ActionsCallTransferDocument,
    "\n    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {\n      createCallTransfer(input: $input) { id }\n    }\n  ": types.ActionsCreateCallTransferDocument,
    "\n    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {\n      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  ": types.ActionsUpdateCallTransferDocument,
    "\n    mutation ActionsDuplicateCallTransfer($id: ID!) {\n      duplicateCallTransfer(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateCallTransferDocument,
    "\n    mutation ActionsDeleteCallTransfer($id: ID!) {\n      deleteCallTransfer(id: $id)\n    }\n  ": types.ActionsDeleteCallTransferDocument,
    "\n    query ActionsIvrs($limit: Int, $offset: Int) {\n      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsIvrsDocument,
    "\n    query ActionsIvr($id: ID!) {\n      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  ": types.ActionsIvrDocument,
    "\n    mutation ActionsCreateIvr($input: IvrInput!) {\n      createIvr(input: $input) { id }\n    }\n  ": types.ActionsCreateIvrDocument,
    "\n    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {\n      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  ": types.ActionsUpdateIvrDocument,
    "\n    mutation ActionsDuplicateIvr($id: ID!) {\n      duplicateIvr(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateIvrDocument,
    "\n    mutation ActionsDeleteIvr($id: ID!) {\n      deleteIvr(id: $id)\n    }\n  ": types.ActionsDeleteIvrDocument,
    "\n    query ActionsInformationExtractors($limit: Int, $offset: Int) {\n      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsInformationExtractorsDocument,
    "\n    query ActionsInformationExtractor($id: ID!) {\n      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  ": types.ActionsInformationExtractorDocument,
    "\n    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {\n      createInformationExtractor(input: $input) { id }\n    }\n  ": types.ActionsCreateInformationExtractorDocument,
    "\n    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {\n      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  ": types.ActionsUpdateInformationExtractorDocument,
    "\n    mutation ActionsDuplicateInformationExtractor($id: ID!) {\n      duplicateInformationExtractor(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateInformationExtractorDocument,
    "\n    mutation ActionsDeleteInformationExtractor($id: ID!) {\n      deleteInformationExtractor(id: $id)\n    }\n  ": types.ActionsDeleteInformationExtractorDocument,
    "\n    query ActionsCustomEvaluations($limit: Int, $offset: Int) {\n      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsCustomEvaluationsDocument,
    "\n    query ActionsCustomEvaluation($id: ID!) {\n      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  ": types.ActionsCustomEvaluationDocument,
    "\n    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {\n      createCustomEvaluation(input: $input) { id }\n    }\n  ": types.ActionsCreateCustomEvaluationDocument,
    "\n    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {\n      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  ": types.ActionsUpdateCustomEvaluationDocument,
    "\n    mutation ActionsDuplicateCustomEvaluation($id: ID!) {\n      duplicateCustomEvaluation(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateCustomEvaluationDocument,
    "\n    mutation ActionsDeleteCustomEvaluation($id: ID!) {\n      deleteCustomEvaluation(id: $id)\n    }\n  ": types.ActionsDeleteCustomEvaluationDocument,
    "\n    query ActionsPostCallSmsList($limit: Int, $offset: Int) {\n      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsPostCallSmsListDocument,
    "\n    query ActionsPostCallSms($id: ID!) {\n      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }\n    }\n  ": types.ActionsPostCallSmsDocument,
    "\n    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {\n      createPostCallSms(input: $input) { id }\n    }\n  ": types.ActionsCreatePostCallSmsDocument,
    "\n    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {\n      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }\n    }\n  ": types.ActionsUpdatePostCallSmsDocument,
    "\n    mutation ActionsDuplicatePostCallSms($id: ID!) {\n      duplicatePostCallSms(id: $id) { id name }\n    }\n  ": types.ActionsDuplicatePostCallSmsDocument,
    "\n    mutation ActionsDeletePostCallSms($id: ID!) {\n      deletePostCallSms(id: $id)\n    }\n  ": types.ActionsDeletePostCallSmsDocument,
    "\n    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {\n      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsDuringCallSmsListDocument,
    "\n    query ActionsDuringCallSms($id: ID!) {\n      duringCallSms(id: $id) { id name template createdAt updatedAt }\n    }\n  ": types.ActionsDuringCallSmsDocument,
    "\n    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {\n      createDuringCallSms(input: $input) { id }\n    }\n  ": types.ActionsCreateDuringCallSmsDocument,
    "\n    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {\n      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }\n    }\n  ": types.ActionsUpdateDuringCallSmsDocument,
    "\n    mutation ActionsDuplicateDuringCallSms($id: ID!) {\n      duplicateDuringCallSms(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateDuringCallSmsDocument,
    "\n    mutation ActionsDeleteDuringCallSms($id: ID!) {\n      deleteDuringCallSms(id: $id)\n    }\n  ": types.ActionsDeleteDuringCallSmsDocument,
    "\n    query ActionsCustomActions($limit: Int, $offset: Int) {\n      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsCustomActionsDocument,
    "\n    query ActionsCustomAction($id: ID!) {\n      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  ": types.ActionsCustomActionDocument,
    "\n    mutation ActionsCreateCustomAction($input: CustomActionInput!) {\n      createCustomAction(input: $input) { id }\n    }\n  ": types.ActionsCreateCustomActionDocument,
    "\n    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {\n      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  ": types.ActionsUpdateCustomActionDocument,
    "\n    mutation ActionsDuplicateCustomAction($id: ID!) {\n      duplicateCustomAction(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateCustomActionDocument,
    "\n    mutation ActionsDeleteCustomAction($id: ID!) {\n      deleteCustomAction(id: $id)\n    }\n  ": types.ActionsDeleteCustomActionDocument,
    "\n    query ActionsBookingActions($limit: Int, $offset: Int) {\n      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }\n    }\n  ": types.ActionsBookingActionsDocument,
    "\n    query ActionsBookingAction($id: ID!) {\n      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  ": types.ActionsBookingActionDocument,
    "\n    mutation ActionsCreateBookingAction($input: BookingActionInput!) {\n      createBookingAction(input: $input) { id }\n    }\n  ": types.ActionsCreateBookingActionDocument,
    "\n    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {\n      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  ": types.ActionsUpdateBookingActionDocument,
    "\n    mutation ActionsDuplicateBookingAction($id: ID!) {\n      duplicateBookingAction(id: $id) { id name }\n    }\n  ": types.ActionsDuplicateBookingActionDocument,
    "\n    mutation ActionsDeleteBookingAction($id: ID!) {\n      deleteBookingAction(id: $id)\n    }\n  ": types.ActionsDeleteBookingActionDocument,
    "\n  mutation ActionsSimulateCallTransfer($id: ID!, $input: CallTransferSimulateInput) {\n    simulateCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n": types.ActionsSimulateCallTransferDocument,
    "\n  mutation ActionsExecuteCallTransfer($id: ID!, $input: ActionSessionInput!) {\n    executeCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n": types.ActionsExecuteCallTransferDocument,
    "\n  mutation ActionsExecuteIvr($id: ID!, $input: ActionSessionInput!) {\n    executeIvr(id: $id, input: $input) { provider executed }\n  }\n": types.ActionsExecuteIvrDocument,
    "\n  mutation ActionsSimulateInformationExtractor($id: ID!, $input: TranscriptInput!) {\n    simulateInformationExtractor(id: $id, input: $input) { extractedData }\n  }\n": types.ActionsSimulateInformationExtractorDocument,
    "\n  mutation ActionsRerunInformationExtractor($id: ID!, $input: ActionSessionInput!) {\n    rerunInformationExtractor(id: $id, input: $input) { sessionId extractedData }\n  }\n": types.ActionsRerunInformationExtractorDocument,
    "\n  mutation ActionsSimulateCustomEvaluation($id: ID!, $input: TranscriptInput!) {\n    simulateCustomEvaluation(id: $id, input: $input) { results { criterion type passed score reason } }\n  }\n": types.ActionsSimulateCustomEvaluationDocument,
    "\n  mutation ActionsDryRunPostCallSms($id: ID!, $input: ActionSessionInput!) {\n    dryRunPostCallSms(id: $id, input: $input) { to from body wouldSend reason }\n  }\n": types.ActionsDryRunPostCallSmsDocument,
    "\n  mutation ActionsExecutePostCallSms($id: ID!, $input: ActionSessionInput!) {\n    executePostCallSms(id: $id, input: $input) { status messageId }\n  }\n": types.ActionsExecutePostCallSmsDocument,
    "\n  mutation ActionsSimulateDuringCallSms($id: ID!, $input: DuringCallSmsSimulateInput) {\n    simulateDuringCallSms(id: $id, input: $input) { to body sent }\n  }\n": types.ActionsSimulateDuringCallSmsDocument,
    "\n  mutation ActionsExecuteDuringCallSms($id: ID!, $input: DuringCallSmsExecuteInput!) {\n    executeDuringCallSms(id: $id, input: $input) { status messageId }\n  }\n": types.ActionsExecuteDuringCallSmsDocument,
    "\n  mutation ActionsSimulateCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    simulateCustomAction(id: $id, input: $input) { request { method url headers body } }\n  }\n": types.ActionsSimulateCustomActionDocument,
    "\n  mutation ActionsExecuteCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    executeCustomAction(id: $id, input: $input) { success statusCode durationMs variables error }\n  }\n": types.ActionsExecuteCustomActionDocument,
    "\n  mutation ActionsInitializeCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    initializeCustomAction(id: $id, input: $input) { valid sampleResponse variables error }\n  }\n": types.ActionsInitializeCustomActionDocument,
    "\n  mutation ActionsExecuteBookingAction($id: ID!, $input: BookingExecuteInput!) {\n    executeBookingAction(id: $id, input: $input) { id sessionId startsAt endsAt title customerName customerPhone created details { provider providerBookingUid eventTypeId } }\n  }\n": types.ActionsExecuteBookingActionDocument,
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
    "\n  query AnalyticsOverview($period: String, $from: String, $to: String) {\n    analyticsOverview(period: $period, from: $from, to: $to)\n  }\n": types.AnalyticsOverviewDocument,
    "\n  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {\n    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {\n      items { ...CallsRow }\n      total\n      nextCursor\n    }\n  }\n": types.CallsListDocument,
    "\n  fragment CallsRow on CallSession {\n    id\n    agentId\n    agent { id name }\n    status\n    channel\n    direction\n    createdAt\n    startedAt\n    endedAt\n    durationMs\n    outcome\n    turnCount\n  }\n": types.CallsRowFragmentDoc,
    "\n  query CallsRowById($id: ID!) {\n    callSession(id: $id) { ...CallsRow }\n  }\n": types.CallsRowByIdDocument,
    "\n  query CallsAgents {\n    agents(limit: 200) { items { id name } }\n  }\n": types.CallsAgentsDocument,
    "\n  subscription CallsSessionUpdated($agentId: ID) {\n    callSessionUpdated(agentId: $agentId) {\n      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at\n    }\n  }\n": types.CallsSessionUpdatedDocument,
    "\n  query CallDetail($id: ID!) {\n    callSession(id: $id) {\n      id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason\n      createdAt startedAt endedAt durationMs turnCount actionCount outcome updatedAt\n      transcript { role text offsetMs }\n      actions { id actionId type name executedAt input result success error }\n      postCall {\n        status failureReason summary outcome extractedData processedAt\n        evaluations { name result score passed }\n        sentiment { label score }\n      }\n    }\n  }\n": types.CallDetailDocument,
    "\n  subscription CallTranscript($sessionId: ID!) {\n    callTranscript(sessionId: $sessionId) {\n      callSessionId position type status at\n      turn { role text offsetMs }\n      action { id actionId type name executedAt input result success error }\n    }\n  }\n": types.CallTranscriptDocument,
    "\n  query FlowsOfAgent($agentId: ID!) {\n    flows(agentId: $agentId, limit: 200) {\n      items { id name isMain revision }\n      total\n    }\n  }\n": types.FlowsOfAgentDocument,
    "\n  query FlowsFlow($agentId: ID!, $id: ID!) {\n    flow(agentId: $agentId, id: $id) { id name isMain draft revision updatedAt }\n  }\n": types.FlowsFlowDocument,
    "\n  query FlowsNodeTypes {\n    flowNodeTypes { name terminal fields { name type required options } }\n  }\n": types.FlowsNodeTypesDocument,
    "\n  query FlowsValidate($agentId: ID!, $id: ID!) {\n    validateFlow(agentId: $agentId, id: $id) {\n      valid\n      errors { code message nodeId edge { index from to } flowId }\n      warnings { code message nodeId edge { index from to } flowId }\n    }\n  }\n": types.FlowsValidateDocument,
    "\n  mutation FlowsSave($agentId: ID!, $id: ID!, $draft: JSON!, $expectedUpdatedAt: Time) {\n    updateFlow(agentId: $agentId, id: $id, input: { draft: $draft, expectedUpdatedAt: $expectedUpdatedAt }) {\n      id revision updatedAt\n    }\n  }\n": types.FlowsSaveDocument,
    "\n  mutation FlowsPublish($agentId: ID!, $id: ID!) {\n    publishFlow(agentId: $agentId, id: $id) { id revision updatedAt }\n  }\n": types.FlowsPublishDocument,
    "\n  mutation FlowsPublishAll($agentId: ID!) {\n    publishAllFlows(agentId: $agentId) { items { id revision updatedAt } total }\n  }\n": types.FlowsPublishAllDocument,
    "\n  query KnowledgeBases($limit: Int, $offset: Int) {\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        description\n        instruction\n        language\n        documentCount\n        documentsByStatus { pending processing ready failed }\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n": types.KnowledgeBasesDocument,
    "\n  query KnowledgeBase($id: ID!) {\n    knowledgeBase(id: $id) {\n      id\n      name\n      description\n      instruction\n      language\n      documentCount\n      documentsByStatus { pending processing ready failed }\n      chunkCount\n      characterCount\n      updatedAt\n    }\n  }\n": types.KnowledgeBaseDocument,
    "\n  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {\n    createKnowledgeBase(input: $input) { id name }\n  }\n": types.KnowledgeCreateBaseDocument,
    "\n  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {\n    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }\n  }\n": types.KnowledgeUpdateBaseDocument,
    "\n  mutation KnowledgeDeleteBase($id: ID!) {\n    deleteKnowledgeBase(id: $id)\n  }\n": types.KnowledgeDeleteBaseDocument,
    "\n  query KnowledgeDocuments($knowledgeBaseId: ID!, $status: String, $limit: Int, $offset: Int) {\n    knowledgeDocuments(knowledgeBaseId: $knowledgeBaseId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        source\n        sourceUrl\n        status\n        error\n        sizeBytes\n        pageCount\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n": types.KnowledgeDocumentsDocument,
    "\n  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {\n    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }\n  }\n": types.KnowledgeDocumentUpdatedDocument,
    "\n  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {\n    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n": types.KnowledgeImportUrlDocument,
    "\n  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {\n    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n": types.KnowledgeCrawlDocument,
    "\n  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {\n    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }\n  }\n": types.KnowledgeReindexDocument,
    "\n  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {\n    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)\n  }\n": types.KnowledgeDeleteDocumentDocument,
    "\n  query KnowledgeRetrieve($knowledgeBaseId: ID!, $query: String!, $limit: Int) {\n    knowledgeBaseRetrieve(knowledgeBaseId: $knowledgeBaseId, query: $query, limit: $limit) {\n      chunkId\n      score\n      content\n      documentId\n      documentName\n      sourceUrl\n      position\n      page\n      heading\n    }\n  }\n": types.KnowledgeRetrieveDocument,
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
export function graphql(source: "\n  query ActionsHistory($targetId: String, $limit: Int) {\n    auditLog(targetId: $targetId, limit: $limit) {\n      items { id action createdAt actor { kind name email } }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ActionsHistory($targetId: String, $limit: Int) {\n    auditLog(targetId: $targetId, limit: $limit) {\n      items { id action createdAt actor { kind name email } }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsCalendar {\n    calendarIntegration { type provider status connectedAt account { username email timeZone } }\n  }\n"): (typeof documents)["\n  query ActionsCalendar {\n    calendarIntegration { type provider status connectedAt account { username email timeZone } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsCalendarEventTypes {\n    calendarEventTypes { id title slug lengthMinutes }\n  }\n"): (typeof documents)["\n  query ActionsCalendarEventTypes {\n    calendarEventTypes { id title slug lengthMinutes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsConnectCalendar($apiKey: String!) {\n    connectCalendar(apiKey: $apiKey) { type provider status connectedAt account { username email timeZone } }\n  }\n"): (typeof documents)["\n  mutation ActionsConnectCalendar($apiKey: String!) {\n    connectCalendar(apiKey: $apiKey) { type provider status connectedAt account { username email timeZone } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsDisconnectCalendar {\n    disconnectCalendar\n  }\n"): (typeof documents)["\n  mutation ActionsDisconnectCalendar {\n    disconnectCalendar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsAgents {\n    agents(limit: 200) { items { id name } total }\n  }\n"): (typeof documents)["\n  query ActionsAgents {\n    agents(limit: 200) { items { id name } total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsCalendarStatus {\n    calendarIntegration { status }\n  }\n"): (typeof documents)["\n  query ActionsCalendarStatus {\n    calendarIntegration { status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsEventTypeOptions {\n    calendarEventTypes { id title lengthMinutes }\n  }\n"): (typeof documents)["\n  query ActionsEventTypeOptions {\n    calendarEventTypes { id title lengthMinutes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsPhoneBookEntries {\n    phoneBooks(limit: 200) { items { id name entries { id number label } } }\n  }\n"): (typeof documents)["\n  query ActionsPhoneBookEntries {\n    phoneBooks(limit: 200) { items { id name entries { id number label } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsPhoneBooks($limit: Int, $offset: Int) {\n      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsPhoneBooks($limit: Int, $offset: Int) {\n      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsPhoneBook($id: ID!) {\n      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsPhoneBook($id: ID!) {\n      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {\n      createPhoneBook(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {\n      createPhoneBook(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {\n      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {\n      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicatePhoneBook($id: ID!) {\n      duplicatePhoneBook(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicatePhoneBook($id: ID!) {\n      duplicatePhoneBook(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeletePhoneBook($id: ID!) {\n      deletePhoneBook(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeletePhoneBook($id: ID!) {\n      deletePhoneBook(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCallTransfers($limit: Int, $offset: Int) {\n      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsCallTransfers($limit: Int, $offset: Int) {\n      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCallTransfer($id: ID!) {\n      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsCallTransfer($id: ID!) {\n      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {\n      createCallTransfer(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {\n      createCallTransfer(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {\n      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {\n      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateCallTransfer($id: ID!) {\n      duplicateCallTransfer(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateCallTransfer($id: ID!) {\n      duplicateCallTransfer(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteCallTransfer($id: ID!) {\n      deleteCallTransfer(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteCallTransfer($id: ID!) {\n      deleteCallTransfer(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsIvrs($limit: Int, $offset: Int) {\n      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsIvrs($limit: Int, $offset: Int) {\n      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsIvr($id: ID!) {\n      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsIvr($id: ID!) {\n      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateIvr($input: IvrInput!) {\n      createIvr(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateIvr($input: IvrInput!) {\n      createIvr(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {\n      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {\n      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateIvr($id: ID!) {\n      duplicateIvr(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateIvr($id: ID!) {\n      duplicateIvr(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteIvr($id: ID!) {\n      deleteIvr(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteIvr($id: ID!) {\n      deleteIvr(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsInformationExtractors($limit: Int, $offset: Int) {\n      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsInformationExtractors($limit: Int, $offset: Int) {\n      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsInformationExtractor($id: ID!) {\n      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsInformationExtractor($id: ID!) {\n      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {\n      createInformationExtractor(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {\n      createInformationExtractor(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {\n      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {\n      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateInformationExtractor($id: ID!) {\n      duplicateInformationExtractor(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateInformationExtractor($id: ID!) {\n      duplicateInformationExtractor(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteInformationExtractor($id: ID!) {\n      deleteInformationExtractor(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteInformationExtractor($id: ID!) {\n      deleteInformationExtractor(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCustomEvaluations($limit: Int, $offset: Int) {\n      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsCustomEvaluations($limit: Int, $offset: Int) {\n      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCustomEvaluation($id: ID!) {\n      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsCustomEvaluation($id: ID!) {\n      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {\n      createCustomEvaluation(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {\n      createCustomEvaluation(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {\n      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {\n      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateCustomEvaluation($id: ID!) {\n      duplicateCustomEvaluation(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateCustomEvaluation($id: ID!) {\n      duplicateCustomEvaluation(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteCustomEvaluation($id: ID!) {\n      deleteCustomEvaluation(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteCustomEvaluation($id: ID!) {\n      deleteCustomEvaluation(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsPostCallSmsList($limit: Int, $offset: Int) {\n      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsPostCallSmsList($limit: Int, $offset: Int) {\n      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsPostCallSms($id: ID!) {\n      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsPostCallSms($id: ID!) {\n      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {\n      createPostCallSms(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {\n      createPostCallSms(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {\n      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {\n      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicatePostCallSms($id: ID!) {\n      duplicatePostCallSms(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicatePostCallSms($id: ID!) {\n      duplicatePostCallSms(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeletePostCallSms($id: ID!) {\n      deletePostCallSms(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeletePostCallSms($id: ID!) {\n      deletePostCallSms(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {\n      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {\n      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsDuringCallSms($id: ID!) {\n      duringCallSms(id: $id) { id name template createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsDuringCallSms($id: ID!) {\n      duringCallSms(id: $id) { id name template createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {\n      createDuringCallSms(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {\n      createDuringCallSms(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {\n      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {\n      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateDuringCallSms($id: ID!) {\n      duplicateDuringCallSms(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateDuringCallSms($id: ID!) {\n      duplicateDuringCallSms(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteDuringCallSms($id: ID!) {\n      deleteDuringCallSms(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteDuringCallSms($id: ID!) {\n      deleteDuringCallSms(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCustomActions($limit: Int, $offset: Int) {\n      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsCustomActions($limit: Int, $offset: Int) {\n      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsCustomAction($id: ID!) {\n      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsCustomAction($id: ID!) {\n      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateCustomAction($input: CustomActionInput!) {\n      createCustomAction(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateCustomAction($input: CustomActionInput!) {\n      createCustomAction(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {\n      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {\n      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateCustomAction($id: ID!) {\n      duplicateCustomAction(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateCustomAction($id: ID!) {\n      duplicateCustomAction(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteCustomAction($id: ID!) {\n      deleteCustomAction(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteCustomAction($id: ID!) {\n      deleteCustomAction(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsBookingActions($limit: Int, $offset: Int) {\n      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }\n    }\n  "): (typeof documents)["\n    query ActionsBookingActions($limit: Int, $offset: Int) {\n      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActionsBookingAction($id: ID!) {\n      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    query ActionsBookingAction($id: ID!) {\n      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsCreateBookingAction($input: BookingActionInput!) {\n      createBookingAction(input: $input) { id }\n    }\n  "): (typeof documents)["\n    mutation ActionsCreateBookingAction($input: BookingActionInput!) {\n      createBookingAction(input: $input) { id }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {\n      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  "): (typeof documents)["\n    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {\n      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDuplicateBookingAction($id: ID!) {\n      duplicateBookingAction(id: $id) { id name }\n    }\n  "): (typeof documents)["\n    mutation ActionsDuplicateBookingAction($id: ID!) {\n      duplicateBookingAction(id: $id) { id name }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsDeleteBookingAction($id: ID!) {\n      deleteBookingAction(id: $id)\n    }\n  "): (typeof documents)["\n    mutation ActionsDeleteBookingAction($id: ID!) {\n      deleteBookingAction(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsSimulateCallTransfer($id: ID!, $input: CallTransferSimulateInput) {\n    simulateCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n"): (typeof documents)["\n  mutation ActionsSimulateCallTransfer($id: ID!, $input: CallTransferSimulateInput) {\n    simulateCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecuteCallTransfer($id: ID!, $input: ActionSessionInput!) {\n    executeCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n"): (typeof documents)["\n  mutation ActionsExecuteCallTransfer($id: ID!, $input: ActionSessionInput!) {\n    executeCallTransfer(id: $id, input: $input) { to mode whisperText provider executed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecuteIvr($id: ID!, $input: ActionSessionInput!) {\n    executeIvr(id: $id, input: $input) { provider executed }\n  }\n"): (typeof documents)["\n  mutation ActionsExecuteIvr($id: ID!, $input: ActionSessionInput!) {\n    executeIvr(id: $id, input: $input) { provider executed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsSimulateInformationExtractor($id: ID!, $input: TranscriptInput!) {\n    simulateInformationExtractor(id: $id, input: $input) { extractedData }\n  }\n"): (typeof documents)["\n  mutation ActionsSimulateInformationExtractor($id: ID!, $input: TranscriptInput!) {\n    simulateInformationExtractor(id: $id, input: $input) { extractedData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsRerunInformationExtractor($id: ID!, $input: ActionSessionInput!) {\n    rerunInformationExtractor(id: $id, input: $input) { sessionId extractedData }\n  }\n"): (typeof documents)["\n  mutation ActionsRerunInformationExtractor($id: ID!, $input: ActionSessionInput!) {\n    rerunInformationExtractor(id: $id, input: $input) { sessionId extractedData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsSimulateCustomEvaluation($id: ID!, $input: TranscriptInput!) {\n    simulateCustomEvaluation(id: $id, input: $input) { results { criterion type passed score reason } }\n  }\n"): (typeof documents)["\n  mutation ActionsSimulateCustomEvaluation($id: ID!, $input: TranscriptInput!) {\n    simulateCustomEvaluation(id: $id, input: $input) { results { criterion type passed score reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsDryRunPostCallSms($id: ID!, $input: ActionSessionInput!) {\n    dryRunPostCallSms(id: $id, input: $input) { to from body wouldSend reason }\n  }\n"): (typeof documents)["\n  mutation ActionsDryRunPostCallSms($id: ID!, $input: ActionSessionInput!) {\n    dryRunPostCallSms(id: $id, input: $input) { to from body wouldSend reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecutePostCallSms($id: ID!, $input: ActionSessionInput!) {\n    executePostCallSms(id: $id, input: $input) { status messageId }\n  }\n"): (typeof documents)["\n  mutation ActionsExecutePostCallSms($id: ID!, $input: ActionSessionInput!) {\n    executePostCallSms(id: $id, input: $input) { status messageId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsSimulateDuringCallSms($id: ID!, $input: DuringCallSmsSimulateInput) {\n    simulateDuringCallSms(id: $id, input: $input) { to body sent }\n  }\n"): (typeof documents)["\n  mutation ActionsSimulateDuringCallSms($id: ID!, $input: DuringCallSmsSimulateInput) {\n    simulateDuringCallSms(id: $id, input: $input) { to body sent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecuteDuringCallSms($id: ID!, $input: DuringCallSmsExecuteInput!) {\n    executeDuringCallSms(id: $id, input: $input) { status messageId }\n  }\n"): (typeof documents)["\n  mutation ActionsExecuteDuringCallSms($id: ID!, $input: DuringCallSmsExecuteInput!) {\n    executeDuringCallSms(id: $id, input: $input) { status messageId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsSimulateCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    simulateCustomAction(id: $id, input: $input) { request { method url headers body } }\n  }\n"): (typeof documents)["\n  mutation ActionsSimulateCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    simulateCustomAction(id: $id, input: $input) { request { method url headers body } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecuteCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    executeCustomAction(id: $id, input: $input) { success statusCode durationMs variables error }\n  }\n"): (typeof documents)["\n  mutation ActionsExecuteCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    executeCustomAction(id: $id, input: $input) { success statusCode durationMs variables error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsInitializeCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    initializeCustomAction(id: $id, input: $input) { valid sampleResponse variables error }\n  }\n"): (typeof documents)["\n  mutation ActionsInitializeCustomAction($id: ID!, $input: CustomActionVariablesInput) {\n    initializeCustomAction(id: $id, input: $input) { valid sampleResponse variables error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsExecuteBookingAction($id: ID!, $input: BookingExecuteInput!) {\n    executeBookingAction(id: $id, input: $input) { id sessionId startsAt endsAt title customerName customerPhone created details { provider providerBookingUid eventTypeId } }\n  }\n"): (typeof documents)["\n  mutation ActionsExecuteBookingAction($id: ID!, $input: BookingExecuteInput!) {\n    executeBookingAction(id: $id, input: $input) { id sessionId startsAt endsAt title customerName customerPhone created details { provider providerBookingUid eventTypeId } }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeBases($limit: Int, $offset: Int) {\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        description\n        instruction\n        language\n        documentCount\n        documentsByStatus { pending processing ready failed }\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeBases($limit: Int, $offset: Int) {\n    knowledgeBases(limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        description\n        instruction\n        language\n        documentCount\n        documentsByStatus { pending processing ready failed }\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeBase($id: ID!) {\n    knowledgeBase(id: $id) {\n      id\n      name\n      description\n      instruction\n      language\n      documentCount\n      documentsByStatus { pending processing ready failed }\n      chunkCount\n      characterCount\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeBase($id: ID!) {\n    knowledgeBase(id: $id) {\n      id\n      name\n      description\n      instruction\n      language\n      documentCount\n      documentsByStatus { pending processing ready failed }\n      chunkCount\n      characterCount\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {\n    createKnowledgeBase(input: $input) { id name }\n  }\n"): (typeof documents)["\n  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {\n    createKnowledgeBase(input: $input) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {\n    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }\n  }\n"): (typeof documents)["\n  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {\n    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeDeleteBase($id: ID!) {\n    deleteKnowledgeBase(id: $id)\n  }\n"): (typeof documents)["\n  mutation KnowledgeDeleteBase($id: ID!) {\n    deleteKnowledgeBase(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeDocuments($knowledgeBaseId: ID!, $status: String, $limit: Int, $offset: Int) {\n    knowledgeDocuments(knowledgeBaseId: $knowledgeBaseId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        source\n        sourceUrl\n        status\n        error\n        sizeBytes\n        pageCount\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeDocuments($knowledgeBaseId: ID!, $status: String, $limit: Int, $offset: Int) {\n    knowledgeDocuments(knowledgeBaseId: $knowledgeBaseId, status: $status, limit: $limit, offset: $offset) {\n      items {\n        id\n        name\n        source\n        sourceUrl\n        status\n        error\n        sizeBytes\n        pageCount\n        chunkCount\n        updatedAt\n      }\n      total\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {\n    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }\n  }\n"): (typeof documents)["\n  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {\n    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {\n    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n"): (typeof documents)["\n  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {\n    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {\n    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n"): (typeof documents)["\n  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {\n    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {\n    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }\n  }\n"): (typeof documents)["\n  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {\n    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {\n    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)\n  }\n"): (typeof documents)["\n  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {\n    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeRetrieve($knowledgeBaseId: ID!, $query: String!, $limit: Int) {\n    knowledgeBaseRetrieve(knowledgeBaseId: $knowledgeBaseId, query: $query, limit: $limit) {\n      chunkId\n      score\n      content\n      documentId\n      documentName\n      sourceUrl\n      position\n      page\n      heading\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeRetrieve($knowledgeBaseId: ID!, $query: String!, $limit: Int) {\n    knowledgeBaseRetrieve(knowledgeBaseId: $knowledgeBaseId, query: $query, limit: $limit) {\n      chunkId\n      score\n      content\n      documentId\n      documentName\n      sourceUrl\n      position\n      page\n      heading\n    }\n  }\n"];
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