-- +goose Up
-- Post-call processing state of a call: 'pending' from the moment a call
-- ends completed (written in the same transaction as the end, so a sweep
-- finds it even when the task could not be queued), 'completed' once the
-- outcome is recorded, 'failed' (with the reason) when processing gave up.
-- Null: no processing applies (a call that has not ended, or ended
-- otherwise without an outcome).
ALTER TABLE calls
    ADD COLUMN post_call_status text CHECK (post_call_status IS NULL OR post_call_status IN ('pending', 'completed', 'failed')),
    ADD COLUMN post_call_failure_reason text;
UPDATE calls SET post_call_status = 'completed' WHERE outcome_recorded_at IS NOT NULL;
-- The sweep's look-up of calls still waiting for processing.
CREATE INDEX calls_post_call_pending ON calls (ended_at) WHERE post_call_status = 'pending';

-- +goose Down
DROP INDEX calls_post_call_pending;
ALTER TABLE calls DROP COLUMN post_call_failure_reason, DROP COLUMN post_call_status;
