-- +goose Up
-- The W3C traceparent of the work that queued an outbox row (the request
-- that committed the event, or the attempt that scheduled a retry), so the
-- delivery continues its trace. NULL when tracing is off.
ALTER TABLE webhook_outbox ADD COLUMN traceparent text;

-- +goose Down
ALTER TABLE webhook_outbox DROP COLUMN traceparent;
