-- +goose Up
-- Backoffice users: one per identity-service subject. A user added by email
-- before signing in is pending (subject NULL) until a token with that email
-- claim arrives, which binds the subject to it.
CREATE TABLE users (
    id         uuid PRIMARY KEY,
    subject    text UNIQUE,
    email      text,
    name       text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (subject IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX users_pending_email_idx ON users (lower(email)) WHERE subject IS NULL;
CREATE INDEX users_email_idx ON users (lower(email));

CREATE TABLE memberships (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    user_id         uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role            text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

-- Every write a person makes, in the same transaction as the write.
CREATE TABLE audit_log (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    id              uuid NOT NULL,
    actor_kind      text NOT NULL,
    actor_user_id   uuid REFERENCES users(id) ON DELETE SET NULL,
    actor_key_id    uuid,
    action          text NOT NULL,
    target_type     text NOT NULL,
    target_id       text NOT NULL,
    before          jsonb,
    after           jsonb,
    request_id      text NOT NULL DEFAULT '',
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organization_id, id)
);
CREATE INDEX audit_log_org_created_idx ON audit_log (organization_id, created_at DESC, id DESC);
CREATE INDEX audit_log_org_target_idx ON audit_log (organization_id, target_type, target_id, created_at DESC);

-- The development issuer's Ed25519 key (used only when AUTH_JWKS_URL is empty).
CREATE TABLE auth_dev_keys (
    id         integer PRIMARY KEY CHECK (id = 1),
    kid        text NOT NULL,
    seed       bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE auth_dev_keys;
DROP TABLE audit_log;
DROP TABLE memberships;
DROP TABLE users;
