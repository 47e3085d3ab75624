-- +goose Up
-- The analytics overview filtered by one agent reads that agent's rollup rows
-- only, instead of every row of the window (the primary key leads with
-- organization_id, day). Its columns never change, so counter updates stay HOT.
CREATE INDEX call_stats_daily_org_agent_day_idx ON call_stats_daily (organization_id, agent_id, day);

-- +goose Down
DROP INDEX call_stats_daily_org_agent_day_idx;
