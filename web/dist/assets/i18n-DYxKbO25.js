import{a as e,c as t}from"./index-BWJ0xwnZ.js";var n=t(`
  query CallsList($filter: CallSessionFilter, $limit: Int, $offset: Int, $cursor: String) {
    callSessions(filter: $filter, limit: $limit, offset: $offset, cursor: $cursor) {
      items { ...CallsRow }
      total
      nextCursor
    }
  }
`);t(`
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
`);var r=t(`
  query CallsRowById($id: ID!) {
    callSession(id: $id) { ...CallsRow }
  }
`),i=t(`
  query CallsAgents {
    agents(limit: 200) { items { id name } }
  }
`),a=t(`
  subscription CallsSessionUpdated($agentId: ID) {
    callSessionUpdated(agentId: $agentId) {
      agentId callSessionId action status turnCount actionCount endReason durationMs outcome at
    }
  }
`),o=t(`
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
`),s=t(`
  subscription CallTranscript($sessionId: ID!) {
    callTranscript(sessionId: $sessionId) {
      callSessionId position type status at
      turn { role text offsetMs }
      action { id actionId type name executedAt input result success error }
    }
  }
`);function c(e,t){return e?new Intl.DateTimeFormat(t,{dateStyle:`medium`,timeStyle:`medium`}).format(new Date(e)):``}var l=[`created`,`active`,`completed`,`failed`,`cancelled`,`abandoned`],u=/^\d{4}-\d{2}-\d{2}$/;function d(e,t=0){if(!u.test(e))return null;let[n,r,i]=e.split(`-`).map(Number),a=new Date(n,r-1,i);return a.getFullYear()!==n||a.getMonth()!==r-1||a.getDate()!==i?null:new Date(n,r-1,i+t)}function f(e){let t=d(e.from),n=d(e.to,1);return{...e.agent?{agentId:e.agent}:{},...e.status?{status:e.status}:{},...t?{createdAfter:t.toISOString()}:{},...n?{createdBefore:n.toISOString()}:{},...e.search.trim()?{search:e.search.trim()}:{}}}function p(e){let t=d(e.from),n=d(e.to);return!!t&&!!n&&t>n}function m(e,t){if(e.agent&&t.agentId!==e.agent||e.status&&t.status!==e.status)return!1;let n=new Date(t.createdAt).getTime(),r=d(e.from),i=d(e.to,1);return r&&n<r.getTime()||i&&n>=i.getTime()?!1:!e.search.trim()||null}function h(e,t){let n=new Date(t.createdAt).getTime()-new Date(e.createdAt).getTime();return n===0?e.id<t.id?1:e.id>t.id?-1:0:n}var g={rows:[],next:null,generation:0};function _(e,t){switch(t.type){case`reset`:return{rows:[],next:null,generation:e.generation+1};case`page`:{if(t.generation!==e.generation)return e;let n=new Set(e.rows.map(e=>e.id));return{...e,rows:[...e.rows,...t.rows.filter(e=>!n.has(e.id))],next:t.next}}case`patch`:{let n=e.rows.findIndex(e=>e.id===t.id);if(n<0)return e;let r={...e.rows[n],...t.changes},i=[...e.rows];return m(t.filters,r)===!1?i.splice(n,1):i[n]=r,{...e,rows:i}}case`upsert`:{let{row:n,filters:r}=t,i=e.rows.findIndex(e=>e.id===n.id),a=m(r,n);if(i>=0){let t=[...e.rows];return a===!1?t.splice(i,1):t[i]=n,{...e,rows:t}}if(a!==!0)return e;let o=e.rows[e.rows.length-1];if(e.next!==null&&o&&h(o,n)<0)return e;let s=[...e.rows,n].sort(h);return{...e,rows:s}}}}function v(e){if(e==null||e<0)return``;let t=Math.round(e/1e3),n=Math.floor(t/3600),r=Math.floor(t%3600/60),i=t%60,a=String(i).padStart(2,`0`);return n>0?`${n}:${String(r).padStart(2,`0`)}:${a}`:`${r}:${a}`}function y(e){switch(e){case`completed`:return`ok`;case`failed`:return`danger`;case`active`:case`created`:return`live`;default:return`warn`}}function b(e){return e!==`created`&&e!==`active`}e(`calls`,{en:{"filter.agent":`Agent`,"filter.anyAgent":`Any agent`,"filter.status":`Status`,"filter.anyStatus":`Any status`,"filter.from":`From`,"filter.to":`To`,"filter.search":`Search`,"filter.searchHelp":`Transcript text or phone number`,"filter.clear":`Clear filters`,"filter.rangeInvalid":`The “From” day is after the “To” day.`,"col.agent":`Agent`,"col.status":`Status`,"col.start":`Start`,"col.duration":`Duration`,"col.channel":`Channel`,"col.outcome":`Outcome`,"list.caption":`Call history, newest first`,"list.count_one":`{{count}} call shown`,"list.count_other":`{{count}} calls shown`,"list.total_one":`{{count}} call in all`,"list.total_other":`{{count}} calls in all`,"list.end":`No more calls.`,"list.live":`Live: new calls appear here as they happen.`,"empty.title":`No calls yet`,"empty.body":`Calls appear here as soon as an agent takes one. Publish an agent and connect a number or the web widget.`,"emptyFiltered.title":`No call matches these filters`,"emptyFiltered.body":`Change or clear the filters to see more calls.`,"agent.deleted":`Deleted agent`,"duration.running":`In progress`,"status.created":`Created`,"status.active":`Active`,"status.completed":`Completed`,"status.failed":`Failed`,"status.cancelled":`Cancelled`,"status.abandoned":`Abandoned`,"call.title":`Call with {{agent}}`,"call.back":`All calls`,"call.details":`Details`,"call.agent":`Agent`,"call.version":`Agent version`,"call.status":`Status`,"call.channel":`Channel`,"call.direction":`Direction`,"call.from":`From number`,"call.to":`To number`,"call.created":`Created`,"call.started":`Started`,"call.ended":`Ended`,"call.duration":`Duration`,"call.endReason":`End reason`,"call.turns":`Turns`,"call.actionCount":`Actions`,"call.outcome":`Outcome`,"transcript.title":`Transcript`,"transcript.live":`Live: the transcript follows the call as it happens.`,"transcript.ended":`The call ended ({{status}}).`,"transcript.empty":`Nothing has been said in this call.`,"transcript.waiting":`Waiting for the first words…`,"transcript.role.user":`Caller`,"transcript.role.agent":`Agent`,"transcript.action":`Action: {{name}}`,"actions.title":`Actions`,"actions.empty":`No action was executed in this call.`,"actions.name":`Name`,"actions.type":`Type`,"actions.at":`Executed`,"actions.result":`Result`,"actions.ok":`Succeeded`,"actions.failed":`Failed`,"actions.input":`Input`,"actions.output":`Output`,"post.title":`Post-call data`,"post.none":`No post-call data: it is produced once a call completes.`,"post.status":`Processing`,"post.status.pending":`Pending`,"post.status.completed":`Completed`,"post.status.failed":`Failed`,"post.failure":`Why it failed`,"post.outcome":`Outcome`,"post.summary":`Summary`,"post.sentiment":`Sentiment`,"post.sentimentValue":`{{label}} ({{score}})`,"post.processedAt":`Processed`,"post.extracted":`Extracted data`,"post.extractedEmpty":`Nothing was extracted.`,"post.evaluations":`Evaluations`,"post.evalName":`Evaluation`,"post.evalResult":`Result`,"post.evalScore":`Score`,"post.evalPassed":`Passed`,"post.notApplicable":`—`},"pt-BR":{"filter.agent":`Agente`,"filter.anyAgent":`Qualquer agente`,"filter.status":`Status`,"filter.anyStatus":`Qualquer status`,"filter.from":`De`,"filter.to":`Até`,"filter.search":`Buscar`,"filter.searchHelp":`Texto da transcrição ou número de telefone`,"filter.clear":`Limpar filtros`,"filter.rangeInvalid":`O dia “De” é posterior ao dia “Até”.`,"col.agent":`Agente`,"col.status":`Status`,"col.start":`Início`,"col.duration":`Duração`,"col.channel":`Canal`,"col.outcome":`Resultado`,"list.caption":`Histórico de chamadas, das mais recentes às mais antigas`,"list.count_one":`{{count}} chamada exibida`,"list.count_other":`{{count}} chamadas exibidas`,"list.total_one":`{{count}} chamada no total`,"list.total_other":`{{count}} chamadas no total`,"list.end":`Não há mais chamadas.`,"list.live":`Ao vivo: novas chamadas aparecem aqui assim que acontecem.`,"empty.title":`Nenhuma chamada ainda`,"empty.body":`As chamadas aparecem aqui assim que um agente atende uma. Publique um agente e conecte um número ou o widget web.`,"emptyFiltered.title":`Nenhuma chamada corresponde a estes filtros`,"emptyFiltered.body":`Altere ou limpe os filtros para ver mais chamadas.`,"agent.deleted":`Agente excluído`,"duration.running":`Em andamento`,"status.created":`Criada`,"status.active":`Ativa`,"status.completed":`Concluída`,"status.failed":`Com falha`,"status.cancelled":`Cancelada`,"status.abandoned":`Abandonada`,"call.title":`Chamada com {{agent}}`,"call.back":`Todas as chamadas`,"call.details":`Detalhes`,"call.agent":`Agente`,"call.version":`Versão do agente`,"call.status":`Status`,"call.channel":`Canal`,"call.direction":`Direção`,"call.from":`Número de origem`,"call.to":`Número de destino`,"call.created":`Criada em`,"call.started":`Iniciada em`,"call.ended":`Encerrada em`,"call.duration":`Duração`,"call.endReason":`Motivo do encerramento`,"call.turns":`Falas`,"call.actionCount":`Ações`,"call.outcome":`Resultado`,"transcript.title":`Transcrição`,"transcript.live":`Ao vivo: a transcrição acompanha a chamada enquanto ela acontece.`,"transcript.ended":`A chamada terminou ({{status}}).`,"transcript.empty":`Nada foi dito nesta chamada.`,"transcript.waiting":`Aguardando as primeiras palavras…`,"transcript.role.user":`Cliente`,"transcript.role.agent":`Agente`,"transcript.action":`Ação: {{name}}`,"actions.title":`Ações`,"actions.empty":`Nenhuma ação foi executada nesta chamada.`,"actions.name":`Nome`,"actions.type":`Tipo`,"actions.at":`Executada em`,"actions.result":`Resultado`,"actions.ok":`Sucesso`,"actions.failed":`Falhou`,"actions.input":`Entrada`,"actions.output":`Saída`,"post.title":`Dados pós-chamada`,"post.none":`Sem dados pós-chamada: eles são gerados quando uma chamada é concluída.`,"post.status":`Processamento`,"post.status.pending":`Pendente`,"post.status.completed":`Concluído`,"post.status.failed":`Com falha`,"post.failure":`Motivo da falha`,"post.outcome":`Resultado`,"post.summary":`Resumo`,"post.sentiment":`Sentimento`,"post.sentimentValue":`{{label}} ({{score}})`,"post.processedAt":`Processado em`,"post.extracted":`Dados extraídos`,"post.extractedEmpty":`Nada foi extraído.`,"post.evaluations":`Avaliações`,"post.evalName":`Avaliação`,"post.evalResult":`Resultado`,"post.evalScore":`Pontuação`,"post.evalPassed":`Aprovada`,"post.notApplicable":`—`}});export{b as a,y as c,s as d,i as f,a as h,g as i,c as l,r as m,f as n,_ as o,n as p,v as r,p as s,l as t,o as u};