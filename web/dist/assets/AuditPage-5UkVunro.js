import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,t as n}from"./jsx-runtime-kBCpzqBa.js";import{b as r,c as i,d as a,i as o,n as s,r as c,x as l}from"./index-BWJ0xwnZ.js";import{t as u}from"./Pager-w_U9edGy.js";import{t as d}from"./urlState-Ba5zXw1h.js";import{t as f}from"./format-W2qs-M9Z.js";import{a as p,f as m,i as h,r as g}from"./i18n-r5xT9KgG.js";var _=e(t(),1),v=n(),y=i(`
  query SettingsAuditLog(
    $limit: Int
    $offset: Int
    $action: String
    $targetType: String
    $targetId: String
    $actorUserId: ID
    $createdAfter: Time
    $createdBefore: Time
  ) {
    auditLog(
      limit: $limit
      offset: $offset
      action: $action
      targetType: $targetType
      targetId: $targetId
      actorUserId: $actorUserId
      createdAfter: $createdAfter
      createdBefore: $createdBefore
    ) {
      items {
        id action targetType targetId before after requestId createdAt
        actor { kind userId email name keyId }
      }
      total limit offset
    }
  }
`),b=i(`
  query SettingsAuditActors {
    members(limit: 200) { items { userId name email subject } }
  }
`),x=50,S=[`member.added`,`member.role_changed`,`member.removed`,`api_key.created`,`api_key.revoked`,`webhook_endpoint.created`,`webhook_endpoint.updated`,`webhook_endpoint.deleted`,`webhook_delivery.redelivered`,`agent.created`,`agent.updated`],C=[`member`,`api_key`,`webhook_endpoint`,`webhook_delivery`,`agent`,`flow`,`knowledge_base`,`knowledge_document`];function w(){let{t:e}=l(`settings`),t=(0,_.useId)(),n=f(),[i,w]=r(),T=g(i),[E,D]=(0,_.useState)(T),[O,k]=d(),A=i.toString();(0,_.useEffect)(()=>D(g(new URLSearchParams(A))),[A]);let[{data:j,fetching:M,error:N},P]=a({query:y,variables:{limit:x,offset:O,...p(T)}}),[F]=a({query:b}),I=()=>P({requestPolicy:`network-only`}),L=Object.values(T).some(Boolean),R=e=>{e.preventDefault(),w(e=>h(e,E),{replace:!0})},z=()=>w(e=>h(e,m),{replace:!0}),B=j?.auditLog.items??[];return(0,v.jsxs)(`section`,{"aria-labelledby":`audit-title`,children:[(0,v.jsx)(`h2`,{id:`audit-title`,children:e(`audit.title`)}),(0,v.jsx)(`p`,{className:`help notice`,children:e(`audit.help`)}),(0,v.jsxs)(`form`,{className:`toolbar`,onSubmit:R,role:`search`,"aria-label":e(`common:filters`),children:[(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-actor`,children:e(`audit.actor`)}),(0,v.jsxs)(`select`,{id:`${t}-actor`,value:E.actor,onChange:e=>D({...E,actor:e.target.value}),children:[(0,v.jsx)(`option`,{value:``,children:e(`common:all`)}),E.actor&&!F.data?.members.items.some(e=>e.userId===E.actor)&&(0,v.jsx)(`option`,{value:E.actor,children:E.actor}),(F.data?.members.items??[]).map(e=>(0,v.jsx)(`option`,{value:e.userId,children:e.name||e.email||e.subject||e.userId},e.userId))]})]}),(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-action`,children:e(`audit.action`)}),(0,v.jsx)(`input`,{id:`${t}-action`,list:`${t}-actions`,value:E.action,onChange:e=>D({...E,action:e.target.value})}),(0,v.jsx)(`datalist`,{id:`${t}-actions`,children:S.map(e=>(0,v.jsx)(`option`,{value:e},e))})]}),(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-type`,children:e(`audit.targetType`)}),(0,v.jsx)(`input`,{id:`${t}-type`,list:`${t}-types`,value:E.targetType,onChange:e=>D({...E,targetType:e.target.value})}),(0,v.jsx)(`datalist`,{id:`${t}-types`,children:C.map(e=>(0,v.jsx)(`option`,{value:e},e))})]}),(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-target`,children:e(`audit.targetId`)}),(0,v.jsx)(`input`,{id:`${t}-target`,value:E.targetId,onChange:e=>D({...E,targetId:e.target.value})})]}),(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-from`,children:e(`audit.from`)}),(0,v.jsx)(`input`,{id:`${t}-from`,type:`date`,value:E.from,onChange:e=>D({...E,from:e.target.value})})]}),(0,v.jsxs)(`div`,{className:`field`,children:[(0,v.jsx)(`label`,{htmlFor:`${t}-to`,children:e(`audit.to`)}),(0,v.jsx)(`input`,{id:`${t}-to`,type:`date`,value:E.to,onChange:e=>D({...E,to:e.target.value})})]}),(0,v.jsxs)(`div`,{className:`toolbar-actions`,children:[(0,v.jsx)(`button`,{type:`submit`,className:`primary`,children:e(`audit.apply`)}),L&&(0,v.jsx)(`button`,{type:`button`,onClick:z,children:e(`audit.clear`)})]})]}),!j&&M&&(0,v.jsx)(o,{}),N&&(0,v.jsx)(c,{error:N,onRetry:I}),j&&B.length===0&&(0,v.jsx)(s,{title:e(L?`audit.emptyFiltered`:`audit.empty`)}),B.length>0&&(0,v.jsxs)(`table`,{className:`list`,children:[(0,v.jsx)(`thead`,{children:(0,v.jsxs)(`tr`,{children:[(0,v.jsx)(`th`,{scope:`col`,children:e(`audit.col.when`)}),(0,v.jsx)(`th`,{scope:`col`,children:e(`audit.col.actor`)}),(0,v.jsx)(`th`,{scope:`col`,children:e(`audit.col.action`)}),(0,v.jsx)(`th`,{scope:`col`,children:e(`audit.col.target`)}),(0,v.jsx)(`th`,{scope:`col`,children:e(`audit.col.changes`)})]})}),(0,v.jsx)(`tbody`,{children:B.map(t=>(0,v.jsxs)(`tr`,{children:[(0,v.jsx)(`td`,{children:n(t.createdAt)}),(0,v.jsxs)(`td`,{children:[t.actor.name||t.actor.email||t.actor.keyId||``,(0,v.jsx)(`p`,{className:`help`,children:e(`audit.actor.${t.actor.kind}`,{defaultValue:t.actor.kind})})]}),(0,v.jsx)(`td`,{className:`mono`,children:t.action}),(0,v.jsxs)(`td`,{children:[(0,v.jsx)(`span`,{className:`mono`,children:t.targetType}),(0,v.jsx)(`p`,{className:`help mono`,children:t.targetId})]}),(0,v.jsx)(`td`,{children:(t.before!=null||t.after!=null)&&(0,v.jsxs)(`details`,{children:[(0,v.jsx)(`summary`,{children:e(`audit.show`)}),t.before!=null&&(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(`p`,{className:`help`,children:e(`audit.before`)}),(0,v.jsx)(`pre`,{className:`json`,children:JSON.stringify(t.before,null,2)})]}),t.after!=null&&(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(`p`,{className:`help`,children:e(`audit.after`)}),(0,v.jsx)(`pre`,{className:`json`,children:JSON.stringify(t.after,null,2)})]})]})})]},t.id))})]}),j&&(0,v.jsx)(u,{offset:O,limit:x,total:j.auditLog.total,count:B.length,onChange:k})]})}export{w as AuditPage};