-- +goose Up
-- Actions: what an agent can do during and after a call. Every kind shares
-- one table, so an id is unique across kinds and a flow's action node names
-- its action by id alone; a kind's own fields are its config, checked by the
-- actions domain. A custom action's secrets are sealed apart (keyring
-- purpose action-secrets); their names are in config.
CREATE TABLE actions (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    kind            text NOT NULL CHECK (kind IN ('phone_book', 'call_transfer', 'ivr',
                        'information_extractor', 'custom_evaluation', 'post_call_sms',
                        'during_call_sms', 'custom_action', 'booking_action')),
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    config          jsonb NOT NULL DEFAULT '{}',
    secrets         bytea,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT actions_org_id_key UNIQUE (organization_id, id)
);
-- Lists: a kind's records newest first.
CREATE INDEX actions_kind_idx ON actions (organization_id, kind, created_at DESC, id DESC);

-- A phone book's numbers, in the order given.
CREATE TABLE phone_book_entries (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL,
    book_id         uuid NOT NULL,
    number          text NOT NULL,
    label           text NOT NULL DEFAULT '',
    position        integer NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT phone_book_entries_book_fkey FOREIGN KEY (organization_id, book_id)
        REFERENCES actions (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX phone_book_entries_book_idx ON phone_book_entries (organization_id, book_id, position);

-- +goose Down
DROP TABLE phone_book_entries;
DROP TABLE actions;
