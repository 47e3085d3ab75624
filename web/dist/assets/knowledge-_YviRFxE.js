import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,t as n}from"./jsx-runtime-kBCpzqBa.js";import{a as r,c as i,r as a,u as o,x as s}from"./index-BWJ0xwnZ.js";import{t as c}from"./Dialog-B1M4iuMk.js";var l=e(t(),1),u=n();function d({title:e,message:t,confirmLabel:n,busy:r,error:i,onConfirm:a,onClose:o}){let{t:l}=s();return(0,u.jsxs)(c,{title:e,onClose:o,children:[(0,u.jsx)(`p`,{children:t}),i,(0,u.jsxs)(`div`,{className:`dialog-actions`,children:[(0,u.jsx)(`button`,{type:`button`,onClick:o,autoFocus:!0,children:l(`cancel`)}),(0,u.jsx)(`button`,{type:`button`,className:`danger`,disabled:r,onClick:a,children:n})]})]})}var f=i(`
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
`),p=i(`
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
`),m=i(`
  mutation KnowledgeCreateBase($input: CreateKnowledgeBaseInput!) {
    createKnowledgeBase(input: $input) { id name }
  }
`),h=i(`
  mutation KnowledgeUpdateBase($id: ID!, $input: UpdateKnowledgeBaseInput!) {
    updateKnowledgeBase(id: $id, input: $input) { id name description instruction language updatedAt }
  }
`),g=i(`
  mutation KnowledgeDeleteBase($id: ID!) {
    deleteKnowledgeBase(id: $id)
  }
`),_=i(`
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
`),v=i(`
  subscription KnowledgeDocumentUpdated($knowledgeBaseId: ID!) {
    knowledgeDocumentUpdated(knowledgeBaseId: $knowledgeBaseId) { knowledgeBaseId documentId action status at }
  }
`),y=i(`
  mutation KnowledgeImportUrl($knowledgeBaseId: ID!, $input: ImportUrlDocumentInput!) {
    importUrlDocument(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }
  }
`),b=i(`
  mutation KnowledgeCrawl($knowledgeBaseId: ID!, $input: CrawlUrlInput!) {
    crawlUrl(knowledgeBaseId: $knowledgeBaseId, input: $input) { id name status updatedAt }
  }
`),x=i(`
  mutation KnowledgeReindex($knowledgeBaseId: ID!, $documentId: ID!) {
    reindexKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId) { id status error updatedAt }
  }
`),S=i(`
  mutation KnowledgeDeleteDocument($knowledgeBaseId: ID!, $documentId: ID!) {
    deleteKnowledgeDocument(knowledgeBaseId: $knowledgeBaseId, documentId: $documentId)
  }
`),C=i(`
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
`);r(`knowledge`,{en:{title:`Knowledge`,"bases.new":`New knowledge base`,"bases.empty":`No knowledge bases yet.`,"bases.emptyEditor":`Create one with “New knowledge base”, then add PDFs, web pages or a site crawl to it.`,"bases.emptyViewer":`Ask an editor to create one.`,"bases.caption":`Knowledge bases`,"col.name":`Name`,"col.description":`Description`,"col.documents":`Documents`,"col.indexing":`Indexing`,"col.chunks":`Chunks`,"col.updated":`Updated`,"col.actions":`Actions`,"col.source":`Source`,"col.status":`Status`,"col.pages":`Pages`,"col.size":`Size`,counts:`{{ready}} ready · {{processing}} processing · {{pending}} pending · {{failed}} failed`,edit:`Edit`,"base.edit":`Edit knowledge base`,"base.create":`Create`,"base.name":`Name`,"base.instruction":`Instruction`,"base.instructionHelp":`When an agent should use this base, e.g. “Use for opening hours and prices”.`,"base.description":`Description`,"base.language":`Language`,"base.languageHelp":`The text-search language of its chunks; auto detects it per document.`,"language.auto":`Automatic`,"language.portuguese":`Portuguese`,"language.english":`English`,"language.simple":`Simple (no stemming)`,"base.delete":`Delete knowledge base`,"base.deleteConfirm":`Delete “{{name}}”? Its documents, files and agent assignments are deleted too. This cannot be undone.`,"base.summary":`Documents: {{documents}} · chunks: {{chunks}} · characters indexed: {{characters}}`,"base.back":`All knowledge bases`,"add.title":`Add documents`,"upload.drop":`Drop PDF files here`,"upload.dropHelp":`Drop one or more PDF files here, or choose them with “Upload PDF”.`,"upload.pick":`Upload PDF`,"upload.list":`Uploads`,"upload.progress":`{{name}} upload progress`,"upload.uploading":`Uploading {{percent}}%`,"upload.done":`Uploaded`,"upload.failed":`Not uploaded: {{detail}}`,"upload.clear":`Clear finished`,"upload.dismiss":`Dismiss`,"url.title":`Import a web page`,"url.url":`Page URL`,"url.name":`Name (optional)`,"url.submit":`Import`,"url.done":`Imported “{{name}}”; it is being indexed.`,"crawl.title":`Crawl a site`,"crawl.url":`Site URL`,"crawl.urlHelp":`The start page; the crawl follows links on the same host only.`,"crawl.depth":`Link depth`,"crawl.depthHelp":`Links followed from the start page (0 to 3).`,"crawl.pages":`Maximum pages`,"crawl.pagesHelp":`Pages in all, the start page included (1 to 200).`,"crawl.submit":`Crawl`,"crawl.done":`Crawl started from “{{name}}”; each page becomes a document.`,"docs.title":`Documents`,"docs.caption":`Documents of this knowledge base`,"docs.status":`Status`,"docs.empty":`No documents yet.`,"docs.emptyEditor":`Upload PDFs, import a web page or crawl a site below.`,"docs.emptyViewer":`An editor can add PDFs, web pages or a site crawl.`,"docs.emptyFiltered":`No documents with this status.`,"docs.live":`Status updates live`,"source.manual":`Text`,"source.url":`Web page`,"source.crawl":`Crawled page`,"source.pdf":`PDF`,"status.pending":`Pending`,"status.processing":`Processing`,"status.ready":`Ready`,"status.failed":`Failed`,download:`Download`,reindex:`Reindex`,"doc.deleteTitle":`Delete document`,"doc.deleteConfirm":`Delete “{{name}}” with its chunks and file?`,"doc.reindexed":`“{{name}}” is queued for indexing again.`,"preview.title":`Retrieval preview`,"preview.help":`Ask a question to see the passages of this base an agent would retrieve, best first, with their scores.`,"preview.query":`Question`,"preview.submit":`Preview`,"preview.empty":`No passage of this base matches that question.`,"preview.results":`Retrieved passages`,"preview.score":`Score {{score}}`,"preview.page":`page {{page}}`},"pt-BR":{title:`Conhecimento`,"bases.new":`Nova base de conhecimento`,"bases.empty":`Nenhuma base de conhecimento ainda.`,"bases.emptyEditor":`Crie uma em “Nova base de conhecimento” e depois adicione PDFs, páginas web ou o rastreamento de um site.`,"bases.emptyViewer":`Peça a um editor para criar uma.`,"bases.caption":`Bases de conhecimento`,"col.name":`Nome`,"col.description":`Descrição`,"col.documents":`Documentos`,"col.indexing":`Indexação`,"col.chunks":`Trechos`,"col.updated":`Atualizada`,"col.actions":`Ações`,"col.source":`Origem`,"col.status":`Situação`,"col.pages":`Páginas`,"col.size":`Tamanho`,counts:`{{ready}} prontos · {{processing}} processando · {{pending}} pendentes · {{failed}} com falha`,edit:`Editar`,"base.edit":`Editar base de conhecimento`,"base.create":`Criar`,"base.name":`Nome`,"base.instruction":`Instrução`,"base.instructionHelp":`Quando um agente deve usar esta base, por exemplo “Use para horários e preços”.`,"base.description":`Descrição`,"base.language":`Idioma`,"base.languageHelp":`O idioma da busca textual dos trechos; automático detecta por documento.`,"language.auto":`Automático`,"language.portuguese":`Português`,"language.english":`Inglês`,"language.simple":`Simples (sem radicalização)`,"base.delete":`Excluir base de conhecimento`,"base.deleteConfirm":`Excluir “{{name}}”? Seus documentos, arquivos e atribuições a agentes também serão excluídos. Não é possível desfazer.`,"base.summary":`Documentos: {{documents}} · trechos: {{chunks}} · caracteres indexados: {{characters}}`,"base.back":`Todas as bases de conhecimento`,"add.title":`Adicionar documentos`,"upload.drop":`Solte arquivos PDF aqui`,"upload.dropHelp":`Solte um ou mais arquivos PDF aqui, ou escolha-os em “Enviar PDF”.`,"upload.pick":`Enviar PDF`,"upload.list":`Envios`,"upload.progress":`Progresso do envio de {{name}}`,"upload.uploading":`Enviando {{percent}}%`,"upload.done":`Enviado`,"upload.failed":`Não enviado: {{detail}}`,"upload.clear":`Limpar concluídos`,"upload.dismiss":`Dispensar`,"url.title":`Importar uma página web`,"url.url":`URL da página`,"url.name":`Nome (opcional)`,"url.submit":`Importar`,"url.done":`“{{name}}” importada; está sendo indexada.`,"crawl.title":`Rastrear um site`,"crawl.url":`URL do site`,"crawl.urlHelp":`A página inicial; o rastreamento segue apenas links do mesmo host.`,"crawl.depth":`Profundidade de links`,"crawl.depthHelp":`Links seguidos a partir da página inicial (0 a 3).`,"crawl.pages":`Máximo de páginas`,"crawl.pagesHelp":`Páginas no total, incluindo a inicial (1 a 200).`,"crawl.submit":`Rastrear`,"crawl.done":`Rastreamento iniciado em “{{name}}”; cada página vira um documento.`,"docs.title":`Documentos`,"docs.caption":`Documentos desta base de conhecimento`,"docs.status":`Situação`,"docs.empty":`Nenhum documento ainda.`,"docs.emptyEditor":`Envie PDFs, importe uma página web ou rastreie um site abaixo.`,"docs.emptyViewer":`Um editor pode adicionar PDFs, páginas web ou o rastreamento de um site.`,"docs.emptyFiltered":`Nenhum documento com esta situação.`,"docs.live":`A situação é atualizada ao vivo`,"source.manual":`Texto`,"source.url":`Página web`,"source.crawl":`Página rastreada`,"source.pdf":`PDF`,"status.pending":`Pendente`,"status.processing":`Processando`,"status.ready":`Pronto`,"status.failed":`Com falha`,download:`Baixar`,reindex:`Reindexar`,"doc.deleteTitle":`Excluir documento`,"doc.deleteConfirm":`Excluir “{{name}}” com seus trechos e arquivo?`,"doc.reindexed":`“{{name}}” voltou para a fila de indexação.`,"preview.title":`Prévia da recuperação`,"preview.help":`Faça uma pergunta para ver os trechos desta base que um agente recuperaria, do melhor para o pior, com suas pontuações.`,"preview.query":`Pergunta`,"preview.submit":`Visualizar`,"preview.empty":`Nenhum trecho desta base corresponde a essa pergunta.`,"preview.results":`Trechos recuperados`,"preview.score":`Pontuação {{score}}`,"preview.page":`página {{page}}`}});var w=[`auto`,`portuguese`,`english`,`simple`];function T({base:e,onClose:t,onSaved:n}){let{t:r}=s(`knowledge`),[i,d]=(0,l.useState)(e??{name:``,instruction:``,description:``,language:`auto`}),[f,p]=o(m),[g,_]=o(h),[v,y]=(0,l.useState)(null),b=f.fetching||g.fetching,x=e=>t=>d(n=>({...n,[e]:t.target.value}));async function S(t){t.preventDefault(),y(null);let r={name:i.name,instruction:i.instruction,description:i.description,language:i.language};if(e?.id){let t=await _({id:e.id,input:r});t.error?y(t.error):n(e.id)}else{let e=await p({input:r});e.error||!e.data?y(e.error):n(e.data.createKnowledgeBase.id)}}return(0,u.jsx)(c,{title:e?.id?r(`base.edit`):r(`bases.new`),onClose:t,children:(0,u.jsxs)(`form`,{className:`form`,onSubmit:S,children:[(0,u.jsxs)(`div`,{className:`field`,children:[(0,u.jsx)(`label`,{htmlFor:`kb-name`,children:r(`base.name`)}),(0,u.jsx)(`input`,{id:`kb-name`,required:!0,maxLength:200,value:i.name,onChange:x(`name`),autoFocus:!0})]}),(0,u.jsxs)(`div`,{className:`field`,children:[(0,u.jsx)(`label`,{htmlFor:`kb-instruction`,children:r(`base.instruction`)}),(0,u.jsx)(`textarea`,{id:`kb-instruction`,"aria-describedby":`kb-instruction-help`,maxLength:4e3,value:i.instruction,onChange:x(`instruction`)}),(0,u.jsx)(`p`,{className:`help`,id:`kb-instruction-help`,children:r(`base.instructionHelp`)})]}),(0,u.jsxs)(`div`,{className:`field`,children:[(0,u.jsx)(`label`,{htmlFor:`kb-description`,children:r(`base.description`)}),(0,u.jsx)(`textarea`,{id:`kb-description`,maxLength:4e3,value:i.description,onChange:x(`description`)})]}),(0,u.jsxs)(`div`,{className:`field`,children:[(0,u.jsx)(`label`,{htmlFor:`kb-language`,children:r(`base.language`)}),(0,u.jsx)(`select`,{id:`kb-language`,"aria-describedby":`kb-language-help`,value:i.language,onChange:x(`language`),children:w.map(e=>(0,u.jsx)(`option`,{value:e,children:r(`language.${e}`)},e))}),(0,u.jsx)(`p`,{className:`help`,id:`kb-language-help`,children:r(`base.languageHelp`)})]}),(0,u.jsx)(a,{error:v}),(0,u.jsxs)(`div`,{className:`dialog-actions`,children:[(0,u.jsx)(`button`,{type:`button`,onClick:t,children:r(`common:cancel`)}),(0,u.jsx)(`button`,{type:`submit`,className:`primary`,disabled:b,children:e?.id?r(`common:save`):r(`base.create`)})]})]})})}export{g as a,_ as c,C as d,d as f,b as i,y as l,p as n,S as o,f as r,v as s,T as t,x as u};