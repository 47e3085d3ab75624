package config

import (
	"fmt"
	"time"
)

// TestCenter bounds the test center's runs.
type TestCenter struct {
	TestRunConcurrency    int           // TEST_RUN_CONCURRENCY: cases of one run running at once
	TestRunOrgConcurrency int           // TEST_RUN_ORG_CONCURRENCY: runs of one organization running at once, across workers
	TestRunLeaseTTL       time.Duration // TEST_RUN_LEASE_TTL: a run stays its worker's this long without a renewal
	TestRunSweepInterval  time.Duration // TEST_RUN_SWEEP_INTERVAL: how often lapsed and waiting runs are handed out again
}

func testCenterFromEnv(getenv func(string) string, c *Config) error {
	if err := readInts(getenv,
		intSetting{"TEST_RUN_CONCURRENCY", 4, 1, 64, &c.TestRunConcurrency},
		intSetting{"TEST_RUN_ORG_CONCURRENCY", 2, 1, 1000, &c.TestRunOrgConcurrency}); err != nil {
		return err
	}
	var err error
	if c.TestRunLeaseTTL, err = durationVar(getenv, "TEST_RUN_LEASE_TTL", 30*time.Second); err != nil {
		return err
	}
	if c.TestRunLeaseTTL < 500*time.Millisecond || c.TestRunLeaseTTL > 10*time.Minute {
		return fmt.Errorf("TEST_RUN_LEASE_TTL: want 500ms to 10m, got %s", c.TestRunLeaseTTL)
	}
	if c.TestRunSweepInterval, err = durationVar(getenv, "TEST_RUN_SWEEP_INTERVAL", 10*time.Second); err != nil {
		return err
	}
	if c.TestRunSweepInterval < time.Second || c.TestRunSweepInterval > 10*time.Minute {
		return fmt.Errorf("TEST_RUN_SWEEP_INTERVAL: want 1s to 10m, got %s", c.TestRunSweepInterval)
	}
	return nil
}
