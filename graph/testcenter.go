package graph

import (
	"voiceagent/internal/platform/page"
	"voiceagent/internal/testcenter"
)

// The test center's lists (gqlgen.yml). A suite in a list is a SuiteDetail
// without cases, so one GraphQL type serves the list and testSuite(id).
type (
	ScenarioPresetList = page.List[testcenter.Preset]
	TestSuiteList      = page.List[testcenter.SuiteDetail]
)
