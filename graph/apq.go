package graph

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/go-viper/mapstructure/v2"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// maxPersistedQueryBytes bounds a document kept as a persisted query.
const maxPersistedQueryBytes = 64 << 10

// apqStatsKey is where gqlgen's own APQ extension keeps its stats; ours
// keeps them there too, so extension.GetApqStats reads them.
const apqStatsKey = "APQ"

// persistedQueries is automatic persisted queries in two steps, unlike
// gqlgen's extension, which stores whatever body matches its hash before
// parsing it: lookup resolves a hash to its document (or checks the hash of
// the document sent); store keeps a sent document only once it parsed,
// validated and passed every limit, and only up to maxPersistedQueryBytes.
type persistedQueries struct {
	Cache graphql.Cache[string]
}

type persistedQueryLookup persistedQueries

type persistedQueryStore persistedQueries

var (
	_ graphql.OperationParameterMutator = persistedQueryLookup{}
	_ graphql.OperationContextMutator   = persistedQueryStore{}
)

func (persistedQueryLookup) ExtensionName() string                   { return "PersistedQueryLookup" }
func (persistedQueryLookup) Validate(graphql.ExecutableSchema) error { return nil }
func (persistedQueryStore) ExtensionName() string                    { return "PersistedQueryStore" }
func (persistedQueryStore) Validate(graphql.ExecutableSchema) error  { return nil }

// MutateOperationParameters resolves the hash of an APQ request.
func (a persistedQueryLookup) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if p.Extensions["persistedQuery"] == nil {
		return nil
	}
	var ext struct {
		Sha256  string `mapstructure:"sha256Hash"`
		Version int64  `mapstructure:"version"`
	}
	if err := mapstructure.Decode(p.Extensions["persistedQuery"], &ext); err != nil {
		return gqlerror.Errorf("invalid APQ extension data")
	}
	if ext.Version != 1 {
		return gqlerror.Errorf("unsupported APQ version")
	}
	sent := p.Query != ""
	if sent {
		sum := sha256.Sum256([]byte(p.Query))
		if hex.EncodeToString(sum[:]) != ext.Sha256 {
			return gqlerror.Errorf("provided APQ hash does not match query")
		}
	} else {
		var ok bool
		if p.Query, ok = a.Cache.Get(ctx, ext.Sha256); !ok {
			err := gqlerror.Errorf("PersistedQueryNotFound")
			errcode.Set(err, "PERSISTED_QUERY_NOT_FOUND")
			return err
		}
	}
	graphql.GetOperationContext(ctx).Stats.SetExtension(apqStatsKey, &extension.ApqStats{Hash: ext.Sha256, SentQuery: sent})
	return nil
}

// MutateOperationContext keeps the document sent with its hash: it runs
// after parsing, validation and the limits, so only a document that passed
// them gets here.
func (a persistedQueryStore) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	stats, _ := oc.Stats.GetExtension(apqStatsKey).(*extension.ApqStats)
	if stats != nil && stats.SentQuery && len(oc.RawQuery) <= maxPersistedQueryBytes {
		a.Cache.Add(ctx, stats.Hash, oc.RawQuery)
	}
	return nil
}
