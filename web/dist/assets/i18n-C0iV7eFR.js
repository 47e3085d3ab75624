import{a as e,c as t}from"./index-BWJ0xwnZ.js";var n=t(`
  query TestsAgents {
    agents(limit: 200) { items { id name editingMode version } }
  }
`),r=t(`
  query TestSuites($agentId: ID, $limit: Int, $offset: Int) {
    testSuites(agentId: $agentId, limit: $limit, offset: $offset) {
      items { id agentId name description caseCount updatedAt }
      total limit offset
    }
  }
`),i=t(`
  query TestSuite($id: ID!) {
    testSuite(id: $id) {
      id agentId name description caseCount createdAt updatedAt
      cases { id name presetId persona goal script maxTurns assertions status source updatedAt }
    }
  }
`),a=t(`
  query TestsScenarioPresets {
    scenarioPresets(limit: 100) { items { id name description } }
  }
`),o=t(`
  mutation CreateTestSuite($input: CreateTestSuiteInput!) {
    createTestSuite(input: $input) { id }
  }
`),s=t(`
  mutation UpdateTestSuite($id: ID!, $input: UpdateTestSuiteInput!) {
    updateTestSuite(id: $id, input: $input) { id name description }
  }
`),c=t(`
  mutation DeleteTestSuite($id: ID!) {
    deleteTestSuite(id: $id)
  }
`),l=t(`
  mutation CreateTestCase($suiteId: ID!, $input: CreateTestCaseInput!) {
    createTestCase(suiteId: $suiteId, input: $input) { id }
  }
`),u=t(`
  mutation UpdateTestCase($suiteId: ID!, $id: ID!, $input: UpdateTestCaseInput!) {
    updateTestCase(suiteId: $suiteId, id: $id, input: $input) { id status }
  }
`),d=t(`
  mutation DeleteTestCase($suiteId: ID!, $id: ID!) {
    deleteTestCase(suiteId: $suiteId, id: $id)
  }
`),f=t(`
  mutation GenerateTestCases($suiteId: ID!, $count: Int, $focus: String) {
    generateTestCases(suiteId: $suiteId, count: $count, focus: $focus) { items { id } }
  }
`),p=t(`
  mutation ExecuteTestSuite($id: ID!, $input: ExecuteTestSuiteInput) {
    executeTestSuite(id: $id, input: $input) { id status }
  }
`),m=t(`
  query TestRuns($filter: TestRunFilter, $limit: Int, $offset: Int) {
    testRuns(filter: $filter, limit: $limit, offset: $offset) {
      items { id suiteId agentId agentVersion status createdAt durationMs totals { total passed failed error pending } }
      total limit offset
    }
  }
`),h=t(`
  query TestRun($id: ID!) {
    testRun(id: $id) {
      id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs
      totals { total passed failed error pending }
      results {
        caseId name status endStatus endNodeId path variables assertions error durationMs
        turns { role text }
        actions { actionId nodeId simulated }
      }
    }
  }
`),g=t(`
  subscription TestRunProgress($runId: ID!) {
    testRunProgress(runId: $runId) {
      runId position type caseId status at
      totals { total passed failed error pending }
    }
  }
`);e(`tests`,{en:{title:`Tests`,"tab.suites":`Suites`,"tab.runs":`Runs`,"tabs.label":`Test center`,agent:`Agent`,allAgents:`All agents`,name:`Name`,description:`Description`,cases:`Cases`,updated:`Updated`,created:`Created`,status:`Status`,allStatuses:`All statuses`,suite:`Suite`,version:`Version`,totals:`Passed / failed / errors / pending`,duration:`Duration`,newSuite:`New suite`,createSuite:`Create suite`,noSuites:`No test suites yet`,noSuitesHelp:`Create a suite for an agent, add cases (a script, or a simulated caller with a goal), then run it.`,noSuitesViewer:`Editors create suites; you can run them and read their results.`,noRuns:`No runs yet`,noRunsHelp:`Open a suite and choose "Run suite".`,editSuite:`Edit suite`,deleteSuite:`Delete suite`,deleteSuiteConfirm:`Delete this suite and its cases? Its queued and running runs are cancelled.`,newCase:`New case`,editCase:`Edit case`,deleteCase:`Delete case`,approve:`Approve`,noCases:`This suite has no cases`,noCasesHelp:`Add a case, or generate some from the agent’s draft.`,caseKind:`Caller`,"kind.script":`Script`,"kind.persona":`Simulated caller`,"kind.preset":`Preset scenario`,script:`Script (one caller turn per line)`,persona:`Persona`,goal:`Goal`,preset:`Preset`,maxTurns:`Maximum turns`,assertions:`Assertions (JSON array)`,assertionsHelp:`For example [{"type": "reply_contains", "text": "thanks"}]. Types: path_includes, path_excludes, variable_equals, variable_matches, action_called, action_not_called, reply_contains, reply_not_contains, ended_with, judge.`,assertionsInvalid:`Assertions must be a JSON array: {{detail}}`,caseStatus:`Status`,"status.active":`active`,"status.draft":`draft`,source:`Source`,generate:`Generate cases`,generateCount:`How many`,generateFocus:`Focus (optional)`,generated:`{{count}} draft cases generated: review and approve them.`,runSuite:`Run suite`,runVersion:`Agent version`,draft:`Draft`,versionNumber:`Published version number`,run:`Run`,runTitle:`Run of {{suite}}`,progress:`Progress`,progressLabel:`{{done}} of {{total}} cases finished`,events:`Events`,results:`Results`,resultsPending:`Results appear as cases finish.`,endStatus:`Ended`,path:`Path`,variables:`Variables`,transcript:`Transcript`,assertionsResult:`Assertions`,passed:`passed`,failed:`failed`,notJudged:`not judged`,caller:`Caller`,agentRole:`Agent`,backToSuite:`Back to the suite`,openRun:`Open run`,ms:`{{ms}} ms`,"event.run_started":`Run started`,"event.case_started":`Case started: {{name}}`,"event.case_finished":`Case finished: {{name}} ({{status}})`,"event.run_finished":`Run finished ({{status}})`,actions:`Actions`},"pt-BR":{title:`Testes`,"tab.suites":`Suítes`,"tab.runs":`Execuções`,"tabs.label":`Central de testes`,agent:`Agente`,allAgents:`Todos os agentes`,name:`Nome`,description:`Descrição`,cases:`Casos`,updated:`Atualizada`,created:`Criada`,status:`Status`,allStatuses:`Todos os status`,suite:`Suíte`,version:`Versão`,totals:`Aprovados / reprovados / erros / pendentes`,duration:`Duração`,newSuite:`Nova suíte`,createSuite:`Criar suíte`,noSuites:`Nenhuma suíte de testes ainda`,noSuitesHelp:`Crie uma suíte para um agente, adicione casos (um roteiro, ou um cliente simulado com um objetivo) e execute-a.`,noSuitesViewer:`Editores criam suítes; você pode executá-las e ler os resultados.`,noRuns:`Nenhuma execução ainda`,noRunsHelp:`Abra uma suíte e escolha "Executar suíte".`,editSuite:`Editar suíte`,deleteSuite:`Excluir suíte`,deleteSuiteConfirm:`Excluir esta suíte e seus casos? As execuções na fila e em andamento são canceladas.`,newCase:`Novo caso`,editCase:`Editar caso`,deleteCase:`Excluir caso`,approve:`Aprovar`,noCases:`Esta suíte não tem casos`,noCasesHelp:`Adicione um caso ou gere alguns a partir do rascunho do agente.`,caseKind:`Cliente`,"kind.script":`Roteiro`,"kind.persona":`Cliente simulado`,"kind.preset":`Cenário pronto`,script:`Roteiro (uma fala do cliente por linha)`,persona:`Persona`,goal:`Objetivo`,preset:`Cenário`,maxTurns:`Máximo de turnos`,assertions:`Verificações (array JSON)`,assertionsHelp:`Por exemplo [{"type": "reply_contains", "text": "obrigado"}]. Tipos: path_includes, path_excludes, variable_equals, variable_matches, action_called, action_not_called, reply_contains, reply_not_contains, ended_with, judge.`,assertionsInvalid:`As verificações devem ser um array JSON: {{detail}}`,caseStatus:`Status`,"status.active":`ativo`,"status.draft":`rascunho`,source:`Origem`,generate:`Gerar casos`,generateCount:`Quantos`,generateFocus:`Foco (opcional)`,generated:`{{count}} casos gerados como rascunho: revise e aprove.`,runSuite:`Executar suíte`,runVersion:`Versão do agente`,draft:`Rascunho`,versionNumber:`Número da versão publicada`,run:`Executar`,runTitle:`Execução de {{suite}}`,progress:`Progresso`,progressLabel:`{{done}} de {{total}} casos concluídos`,events:`Eventos`,results:`Resultados`,resultsPending:`Os resultados aparecem à medida que os casos terminam.`,endStatus:`Terminou`,path:`Caminho`,variables:`Variáveis`,transcript:`Transcrição`,assertionsResult:`Verificações`,passed:`aprovada`,failed:`reprovada`,notJudged:`não avaliada`,caller:`Cliente`,agentRole:`Agente`,backToSuite:`Voltar para a suíte`,openRun:`Abrir execução`,ms:`{{ms}} ms`,"event.run_started":`Execução iniciada`,"event.case_started":`Caso iniciado: {{name}}`,"event.case_finished":`Caso concluído: {{name}} ({{status}})`,"event.run_finished":`Execução concluída ({{status}})`,actions:`Ações`}});export{p as a,h as c,i as d,r as f,s as h,c as i,g as l,u as m,o as n,f as o,n as p,d as r,a as s,l as t,m as u};