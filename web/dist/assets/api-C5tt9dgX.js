import{c as e}from"./index-BWJ0xwnZ.js";var t={phoneBook:{listField:`phoneBooks`,list:e(`
    query ActionsPhoneBooks($limit: Int, $offset: Int) {
      phoneBooks(limit: $limit, offset: $offset) { items { id name description entries { id number label } createdAt updatedAt } total limit offset }
    }
  `),oneField:`phoneBook`,one:e(`
    query ActionsPhoneBook($id: ID!) {
      phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreatePhoneBook($input: PhoneBookInput!) {
      createPhoneBook(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdatePhoneBook($id: ID!, $input: PhoneBookInput!) {
      updatePhoneBook(id: $id, input: $input) { id name description entries { id number label } createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicatePhoneBook($id: ID!) {
      duplicatePhoneBook(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeletePhoneBook($id: ID!) {
      deletePhoneBook(id: $id)
    }
  `)},callTransfer:{listField:`callTransfers`,list:e(`
    query ActionsCallTransfers($limit: Int, $offset: Int) {
      callTransfers(limit: $limit, offset: $offset) { items { id name destinationType destination mode whisperText createdAt updatedAt } total limit offset }
    }
  `),oneField:`callTransfer`,one:e(`
    query ActionsCallTransfer($id: ID!) {
      callTransfer(id: $id) { id name destinationType destination mode whisperText createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateCallTransfer($input: CallTransferInput!) {
      createCallTransfer(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateCallTransfer($id: ID!, $input: CallTransferInput!) {
      updateCallTransfer(id: $id, input: $input) { id name destinationType destination mode whisperText createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateCallTransfer($id: ID!) {
      duplicateCallTransfer(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteCallTransfer($id: ID!) {
      deleteCallTransfer(id: $id)
    }
  `)},ivr:{listField:`ivrs`,list:e(`
    query ActionsIvrs($limit: Int, $offset: Int) {
      ivrs(limit: $limit, offset: $offset) { items { id name steps { digits waitMs } createdAt updatedAt } total limit offset }
    }
  `),oneField:`ivr`,one:e(`
    query ActionsIvr($id: ID!) {
      ivr(id: $id) { id name steps { digits waitMs } createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateIvr($input: IvrInput!) {
      createIvr(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateIvr($id: ID!, $input: IvrInput!) {
      updateIvr(id: $id, input: $input) { id name steps { digits waitMs } createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateIvr($id: ID!) {
      duplicateIvr(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteIvr($id: ID!) {
      deleteIvr(id: $id)
    }
  `)},informationExtractor:{listField:`informationExtractors`,list:e(`
    query ActionsInformationExtractors($limit: Int, $offset: Int) {
      informationExtractors(limit: $limit, offset: $offset) { items { id name fields { name type description } agentIds createdAt updatedAt } total limit offset }
    }
  `),oneField:`informationExtractor`,one:e(`
    query ActionsInformationExtractor($id: ID!) {
      informationExtractor(id: $id) { id name fields { name type description } agentIds createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateInformationExtractor($input: InformationExtractorInput!) {
      createInformationExtractor(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateInformationExtractor($id: ID!, $input: InformationExtractorInput!) {
      updateInformationExtractor(id: $id, input: $input) { id name fields { name type description } agentIds createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateInformationExtractor($id: ID!) {
      duplicateInformationExtractor(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteInformationExtractor($id: ID!) {
      deleteInformationExtractor(id: $id)
    }
  `)},customEvaluation:{listField:`customEvaluations`,list:e(`
    query ActionsCustomEvaluations($limit: Int, $offset: Int) {
      customEvaluations(limit: $limit, offset: $offset) { items { id name criteria { name description type } agentIds createdAt updatedAt } total limit offset }
    }
  `),oneField:`customEvaluation`,one:e(`
    query ActionsCustomEvaluation($id: ID!) {
      customEvaluation(id: $id) { id name criteria { name description type } agentIds createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateCustomEvaluation($input: CustomEvaluationInput!) {
      createCustomEvaluation(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateCustomEvaluation($id: ID!, $input: CustomEvaluationInput!) {
      updateCustomEvaluation(id: $id, input: $input) { id name criteria { name description type } agentIds createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateCustomEvaluation($id: ID!) {
      duplicateCustomEvaluation(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteCustomEvaluation($id: ID!) {
      deleteCustomEvaluation(id: $id)
    }
  `)},postCallSms:{listField:`postCallSmsList`,list:e(`
    query ActionsPostCallSmsList($limit: Int, $offset: Int) {
      postCallSmsList(limit: $limit, offset: $offset) { items { id name template condition agentIds createdAt updatedAt } total limit offset }
    }
  `),oneField:`postCallSms`,one:e(`
    query ActionsPostCallSms($id: ID!) {
      postCallSms(id: $id) { id name template condition agentIds createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreatePostCallSms($input: PostCallSmsInput!) {
      createPostCallSms(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdatePostCallSms($id: ID!, $input: PostCallSmsInput!) {
      updatePostCallSms(id: $id, input: $input) { id name template condition agentIds createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicatePostCallSms($id: ID!) {
      duplicatePostCallSms(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeletePostCallSms($id: ID!) {
      deletePostCallSms(id: $id)
    }
  `)},duringCallSms:{listField:`duringCallSmsList`,list:e(`
    query ActionsDuringCallSmsList($limit: Int, $offset: Int) {
      duringCallSmsList(limit: $limit, offset: $offset) { items { id name template createdAt updatedAt } total limit offset }
    }
  `),oneField:`duringCallSms`,one:e(`
    query ActionsDuringCallSms($id: ID!) {
      duringCallSms(id: $id) { id name template createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateDuringCallSms($input: DuringCallSmsInput!) {
      createDuringCallSms(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateDuringCallSms($id: ID!, $input: DuringCallSmsInput!) {
      updateDuringCallSms(id: $id, input: $input) { id name template createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateDuringCallSms($id: ID!) {
      duplicateDuringCallSms(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteDuringCallSms($id: ID!) {
      deleteDuringCallSms(id: $id)
    }
  `)},customAction:{listField:`customActions`,list:e(`
    query ActionsCustomActions($limit: Int, $offset: Int) {
      customActions(limit: $limit, offset: $offset) { items { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt } total limit offset }
    }
  `),oneField:`customAction`,one:e(`
    query ActionsCustomAction($id: ID!) {
      customAction(id: $id) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateCustomAction($input: CustomActionInput!) {
      createCustomAction(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateCustomAction($id: ID!, $input: CustomActionInput!) {
      updateCustomAction(id: $id, input: $input) { id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateCustomAction($id: ID!) {
      duplicateCustomAction(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteCustomAction($id: ID!) {
      deleteCustomAction(id: $id)
    }
  `)},bookingAction:{listField:`bookingActions`,list:e(`
    query ActionsBookingActions($limit: Int, $offset: Int) {
      bookingActions(limit: $limit, offset: $offset) { items { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt } total limit offset }
    }
  `),oneField:`bookingAction`,one:e(`
    query ActionsBookingAction($id: ID!) {
      bookingAction(id: $id) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }
    }
  `),create:e(`
    mutation ActionsCreateBookingAction($input: BookingActionInput!) {
      createBookingAction(input: $input) { id }
    }
  `),update:e(`
    mutation ActionsUpdateBookingAction($id: ID!, $input: BookingActionInput!) {
      updateBookingAction(id: $id, input: $input) { id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt }
    }
  `),duplicate:e(`
    mutation ActionsDuplicateBookingAction($id: ID!) {
      duplicateBookingAction(id: $id) { id name }
    }
  `),remove:e(`
    mutation ActionsDeleteBookingAction($id: ID!) {
      deleteBookingAction(id: $id)
    }
  `)}};export{t};