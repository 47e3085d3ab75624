// The Knowledge section's GraphQL operations (typed by codegen in src/gql).
import { graphql } from '../../gql';

export const KnowledgeBasesDocument = graphql(`
  query KnowledgeBases($limit: Int, $offset: Int) {
    knowledgeBases(limit: $limit, offset: $offset) {
      items {
        id
        name
        description
        instruction
        language
        documentCount
        documentsByStatus { pending processing ready failed }
        chunkCount
        updatedAt
      }
      total
      limit
      offset
    }
  }
`);

export const KnowledgeBaseDocument = graphql(`
  query KnowledgeBase($id: ID!) {
    knowledgeBase(id: $id) {
      id
      name
      description
      instruction
      language
      documentCount
      documentsByStatus { pending processing ready failed }
      chunkCount
      characterCount
      updatedAt
    }
  }
`);

export const KnowledgeCreateBaseDocument = graphql(`
  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {
    createKnowledgeBase(input: $input) { id name }
  }
`);

export const KnowledgeUpdateBaseDocument = graphql(`
  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {
    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }
  }
`);

export const KnowledgeDeleteBaseDocument = graphql(`
  mutation KnowledgeDeleteBase($id: ID!) {
    deleteKnowledgeBase(id: $id)
  }
`);

export const KnowledgeDocumentsDocument = graphql(`
  query KnowledgeDocuments($knowledgeBaseId: ID!, $status: String, $limit: Int, $offset: Int) {
    knowledgeDocuments(knowledgeBaseId: $knowledgeBaseId, status: $status, limit: $limit, offset: $offset) {
      items {
        id
        name
        source
        sourceUrl
        status
        error
        sizeBytes
        pageCount
        chunkCount
        updatedAt
      }
      total
      limit
      offset
    }
  }
`);

export const KnowledgeDocumentUpdatedDocument = graphql(`
  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {
    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }
  }
`);

export const KnowledgeImportUrlDocument = graphql(`
  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {
    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }
  }
`);

export const KnowledgeCrawlDocument = graphql(`
  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {
    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }
  }
`);

export const KnowledgeReindexDocument = graphql(`
  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {
    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }
  }
`);

export const KnowledgeDeleteDocumentDocument = graphql(`
  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {
    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)
  }
`);

export const KnowledgeRetrieveDocument = graphql(`
  query KnowledgeRetrieve($knowledgeBaseId: ID!, $query: String!, $limit: Int) {
    knowledgeBaseRetrieve(knowledgeBaseId: $knowledgeBaseId, query: $query, limit: $limit) {
      chunkId
      score
      content
      documentId
      documentName
      sourceUrl
      position
      page
      heading
    }
  }
`);
