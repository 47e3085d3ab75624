// The GraphQL documents of the Actions section: for each kind its list,
// one record, create, update, duplicate and delete, gathered in a table by
// kind so the pages stay generic.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { KindId } from './kinds';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type KindOps = {
  /** The list query's field (callTransfers...). */
  listField: string;
  list: TypedDocumentNode<any, { limit?: number; offset?: number }>;
  oneField: string;
  one: TypedDocumentNode<any, { id: string }>;
  create: TypedDocumentNode<any, { input: any }>;
  update: TypedDocumentNode<any, { id: string; input: any }>;
  duplicate: TypedDocumentNode<any, { id: string }>;
  remove: TypedDocumentNode<any, { id: string }>;
};

const phoneBookOps: KindOps = {
  listField: 'phoneBooks',
  list: graphql(`
    query ActionsPhoneBooks($limit: Int, $offset: Int) {
      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'phoneBook',
  one: graphql(`
    query ActionsPhoneBook($id: ID!) {
      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {
      createPhoneBook(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {
      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicatePhoneBook($id: ID!) {
      duplicatePhoneBook(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeletePhoneBook($id: ID!) {
      deletePhoneBook(id: $id)
    }
  `),
};

const callTransferOps: KindOps = {
  listField: 'callTransfers',
  list: graphql(`
    query ActionsCallTransfers($limit: Int, $offset: Int) {
      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'callTransfer',
  one: graphql(`
    query ActionsCallTransfer($id: ID!) {
      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {
      createCallTransfer(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {
      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateCallTransfer($id: ID!) {
      duplicateCallTransfer(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteCallTransfer($id: ID!) {
      deleteCallTransfer(id: $id)
    }
  `),
};

const ivrOps: KindOps = {
  listField: 'ivrs',
  list: graphql(`
    query ActionsIvrs($limit: Int, $offset: Int) {
      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'ivr',
  one: graphql(`
    query ActionsIvr($id: ID!) {
      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateIvr($input: IvrInput!) {
      createIvr(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {
      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateIvr($id: ID!) {
      duplicateIvr(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteIvr($id: ID!) {
      deleteIvr(id: $id)
    }
  `),
};

const informationExtractorOps: KindOps = {
  listField: 'informationExtractors',
  list: graphql(`
    query ActionsInformationExtractors($limit: Int, $offset: Int) {
      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'informationExtractor',
  one: graphql(`
    query ActionsInformationExtractor($id: ID!) {
      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {
      createInformationExtractor(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {
      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateInformationExtractor($id: ID!) {
      duplicateInformationExtractor(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteInformationExtractor($id: ID!) {
      deleteInformationExtractor(id: $id)
    }
  `),
};

const customEvaluationOps: KindOps = {
  listField: 'customEvaluations',
  list: graphql(`
    query ActionsCustomEvaluations($limit: Int, $offset: Int) {
      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'customEvaluation',
  one: graphql(`
    query ActionsCustomEvaluation($id: ID!) {
      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {
      createCustomEvaluation(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {
      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateCustomEvaluation($id: ID!) {
      duplicateCustomEvaluation(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteCustomEvaluation($id: ID!) {
      deleteCustomEvaluation(id: $id)
    }
  `),
};

const postCallSmsOps: KindOps = {
  listField: 'postCallSmsList',
  list: graphql(`
    query ActionsPostCallSmsList($limit: Int, $offset: Int) {
      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'postCallSms',
  one: graphql(`
    query ActionsPostCallSms($id: ID!) {
      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {
      createPostCallSms(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {
      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicatePostCallSms($id: ID!) {
      duplicatePostCallSms(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeletePostCallSms($id: ID!) {
      deletePostCallSms(id: $id)
    }
  `),
};

const duringCallSmsOps: KindOps = {
  listField: 'duringCallSmsList',
  list: graphql(`
    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {
      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'duringCallSms',
  one: graphql(`
    query ActionsDuringCallSms($id: ID!) {
      duringCallSms(id: $id) { id name template createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {
      createDuringCallSms(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {
      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateDuringCallSms($id: ID!) {
      duplicateDuringCallSms(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteDuringCallSms($id: ID!) {
      deleteDuringCallSms(id: $id)
    }
  `),
};

const customActionOps: KindOps = {
  listField: 'customActions',
  list: graphql(`
    query ActionsCustomActions($limit: Int, $offset: Int) {
      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'customAction',
  one: graphql(`
    query ActionsCustomAction($id: ID!) {
      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateCustomAction($input: CustomActionInput!) {
      createCustomAction(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {
      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateCustomAction($id: ID!) {
      duplicateCustomAction(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteCustomAction($id: ID!) {
      deleteCustomAction(id: $id)
    }
  `),
};

const bookingActionOps: KindOps = {
  listField: 'bookingActions',
  list: graphql(`
    query ActionsBookingActions($limit: Int, $offset: Int) {
      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }
    }
  `),
  oneField: 'bookingAction',
  one: graphql(`
    query ActionsBookingAction($id: ID!) {
      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }
    }
  `),
  create: graphql(`
    mutation ActionsCreateBookingAction($input: BookingActionInput!) {
      createBookingAction(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {
      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }
    }
  `),
  duplicate: graphql(`
    mutation ActionsDuplicateBookingAction($id: ID!) {
      duplicateBookingAction(id: $id) { id name }
    }
  `),
  remove: graphql(`
    mutation ActionsDeleteBookingAction($id: ID!) {
      deleteBookingAction(id: $id)
    }
  `),
};

export const ops: Record<KindId, KindOps> = {
  phoneBook: phoneBookOps,
  callTransfer: callTransferOps,
  ivr: ivrOps,
  informationExtractor: informationExtractorOps,
  customEvaluation: customEvaluationOps,
  postCallSms: postCallSmsOps,
  duringCallSms: duringCallSmsOps,
  customAction: customActionOps,
  bookingAction: bookingActionOps,
};
