package orgs_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/testkit"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Clínica São João":    "clinica-sao-joao",
		"  ACME -- Corp!! ":   "acme-corp",
		"日本":                  "",
		"a_b.c":               "a-b-c",
		"Çedilha & Ação 2026": "cedilha-acao-2026",
	} {
		require.Equal(t, want, orgs.Slugify(in), in)
	}
}

// Lock holds the organization's row for the rest of the transaction (a
// second lock waits: with a lock timeout it fails instead of waiting) and
// is NotFound for an unknown id; Many reads several by name.
func TestLockAndMany(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	zeta, alpha := env.MustOrg("Zeta"), env.MustOrg("Alpha")
	svc := env.App.Orgs

	list, err := svc.Many(ctx, []uuid.UUID{zeta.ID, uuid.New(), alpha.ID})
	require.NoError(t, err)
	require.Equal(t, []string{"Alpha", "Zeta"}, []string{list[0].Name, list[1].Name})

	_, err = db.InTx(ctx, env.App.DB, "lock", func(tx pgx.Tx) (struct{}, error) {
		require.NoError(t, svc.Lock(ctx, tx, zeta.ID))
		_, err := db.InTx(ctx, env.App.DB, "lock again", func(tx2 pgx.Tx) (struct{}, error) {
			if _, err := tx2.Exec(ctx, `SET LOCAL lock_timeout = '20ms'`); err != nil {
				return struct{}{}, err
			}
			return struct{}{}, svc.Lock(ctx, tx2, zeta.ID)
		})
		var pgErr *pgconn.PgError
		require.ErrorAs(t, err, &pgErr)
		require.Equal(t, "55P03", pgErr.Code, "the row is held by the first transaction")
		return struct{}{}, nil
	})
	require.NoError(t, err)

	_, err = db.InTx(ctx, env.App.DB, "lock unknown", func(tx pgx.Tx) (struct{}, error) {
		return struct{}{}, svc.Lock(ctx, tx, uuid.New())
	})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
}

// A taken slug chosen by the caller, or an id that exists, is a Conflict.
func TestCreateConflicts(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	o, err := env.App.Orgs.Create(ctx, "Acme", "acme")
	require.NoError(t, err)
	_, err = env.App.Orgs.Create(ctx, "Acme Two", "acme")
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	require.ErrorContains(t, err, "slug acme")
	_, err = env.App.Orgs.CreateWithID(ctx, o.ID, "Another", "")
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	generated, err := env.App.Orgs.Create(ctx, "Acme", "")
	require.NoError(t, err)
	require.Equal(t, "acme-2", generated.Slug, "a generated slug that is taken gets a number")
}
