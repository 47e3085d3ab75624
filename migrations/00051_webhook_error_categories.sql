-- +goose Up
-- Attempts recorded before failures were categorised kept raw transport
-- errors (with resolver and receiver addresses); they are shown to clients,
-- so they become the same categories as new attempts.
-- +goose StatementBegin
CREATE FUNCTION webhook_error_category(e text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
SELECT CASE
  WHEN e IS NULL THEN NULL
  WHEN e ~ '^HTTP [0-9]{3}' THEN 'HTTP status ' || substring(e FROM '^HTTP ([0-9]{3})')
  WHEN e IN ('DNS failure', 'connection refused', 'TLS error', 'timeout', 'address not allowed',
             'connection error', 'invalid URL', 'signing secret unavailable') OR e LIKE 'HTTP status %' THEN e
  WHEN e LIKE 'refused by egress policy%' THEN 'address not allowed'
  WHEN e LIKE 'timed out after%' OR e LIKE '%Client.Timeout%' OR e LIKE '%deadline exceeded%' THEN 'timeout'
  WHEN e LIKE 'signing secret unavailable%' THEN 'signing secret unavailable'
  WHEN e LIKE 'invalid URL%' THEN 'invalid URL'
  WHEN e LIKE '%no such host%' OR e LIKE '%lookup %' THEN 'DNS failure'
  WHEN e LIKE '%connection refused%' THEN 'connection refused'
  WHEN e LIKE '%tls:%' OR e LIKE '%x509:%' OR e LIKE '%HTTP response to HTTPS client%' THEN 'TLS error'
  ELSE 'connection error'
END
$$;
-- +goose StatementEnd
UPDATE webhook_attempts SET error = webhook_error_category(error)
  WHERE error IS NOT NULL AND error IS DISTINCT FROM webhook_error_category(error);
UPDATE webhook_deliveries SET last_error = webhook_error_category(last_error)
  WHERE last_error IS NOT NULL AND last_error IS DISTINCT FROM webhook_error_category(last_error);
DROP FUNCTION webhook_error_category(text);

-- +goose Down
-- The raw errors are not kept; nothing to undo.
SELECT 1;
