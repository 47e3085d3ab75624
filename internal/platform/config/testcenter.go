package config

// TestCenter bounds the test center's runs.
type TestCenter struct {
	TestRunConcurrency    int // TEST_RUN_CONCURRENCY: cases of one run running at once
	TestRunOrgConcurrency int // TEST_RUN_ORG_CONCURRENCY: runs of one organization running at once, across workers
}

func testCenterFromEnv(getenv func(string) string, c *Config) error {
	return readInts(getenv,
		intSetting{"TEST_RUN_CONCURRENCY", 4, 1, 64, &c.TestRunConcurrency},
		intSetting{"TEST_RUN_ORG_CONCURRENCY", 2, 1, 1000, &c.TestRunOrgConcurrency})
}
