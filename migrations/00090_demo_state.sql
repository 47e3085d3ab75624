-- +goose Up
-- The demo organization of a first start (internal/demo). The row names the
-- organization before it is created; completed_at is set after the last
-- step, so a start that finds it NULL builds the demo again.
CREATE TABLE demo_state (
    singleton       boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    organization_id uuid NOT NULL,
    started_at      timestamptz NOT NULL DEFAULT now(),
    completed_at    timestamptz
);

-- A database whose demo was made before this table existed: it is complete.
INSERT INTO demo_state (organization_id, completed_at)
SELECT id, created_at FROM organizations WHERE slug = 'demo' ORDER BY created_at LIMIT 1;

-- +goose Down
DROP TABLE demo_state;
