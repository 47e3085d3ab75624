package main

import (
	"context"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
)

func init() {
	register(command{path: "admin webhook deliveries", summary: "list an endpoint's deliveries with their attempts: --endpoint ENDPOINT_ID [--limit N]", run: cmdWebhookDeliveries})
	register(command{path: "admin webhook redeliver", summary: "send one delivery's event again: DELIVERY_ID", run: cmdWebhookRedeliver})
	register(command{path: "admin webhook redeliver-failed", summary: "redeliver an endpoint's failed deliveries: --endpoint ENDPOINT_ID --since RFC3339", run: cmdWebhookRedeliverFailed})
}

func endpointFlag(v string) (uuid.UUID, error) {
	if v == "" {
		return uuid.Nil, usageError{"--endpoint is required"}
	}
	id, err := uuid.Parse(v)
	if err != nil {
		return uuid.Nil, usageError{"--endpoint must be a webhook endpoint id (UUID)"}
	}
	return id, nil
}

func cmdWebhookDeliveries(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin webhook deliveries")
	endpoint := fs.String("endpoint", "", "webhook endpoint id (required)")
	limit := fs.Int("limit", 50, "newest deliveries to show, 1 to 500")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	id, err := endpointFlag(*endpoint)
	if err != nil {
		return err
	}
	if *limit < 1 || *limit > 500 {
		return usageError{"--limit must be from 1 to 500"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Webhooks
	org, err := svc.EndpointOrganization(ctx, id)
	if err != nil {
		return cliError(err)
	}
	ds, err := svc.ListDeliveries(auth.WithPrincipal(ctx, auth.System(org)), id, *limit)
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, map[string]any{"endpoint_id": id, "organization_id": org, "count": len(ds), "deliveries": ds})
}

func cmdWebhookRedeliver(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin webhook redeliver")
	id, err := oneID(fs, args, "usage: voiceagent admin webhook redeliver DELIVERY_ID", "DELIVERY_ID")
	if err != nil {
		return err
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Webhooks
	org, err := svc.DeliveryOrganization(ctx, id)
	if err != nil {
		return cliError(err)
	}
	d, err := svc.Redeliver(auth.WithPrincipal(ctx, auth.System(org)), id)
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, map[string]any{"redelivery_of": id, "delivery": d})
}

func cmdWebhookRedeliverFailed(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin webhook redeliver-failed")
	endpoint := fs.String("endpoint", "", "webhook endpoint id (required)")
	since := fs.String("since", "", "redeliver failed deliveries created at or after this RFC 3339 time (required)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	id, err := endpointFlag(*endpoint)
	if err != nil {
		return err
	}
	if *since == "" {
		return usageError{"--since is required (RFC 3339, e.g. 2026-11-01T00:00:00Z)"}
	}
	t, err := time.Parse(time.RFC3339, *since)
	if err != nil {
		return usageError{"--since must be an RFC 3339 time such as 2026-11-01T00:00:00Z"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Webhooks
	org, err := svc.EndpointOrganization(ctx, id)
	if err != nil {
		return cliError(err)
	}
	ds, err := svc.RedeliverFailed(auth.WithPrincipal(ctx, auth.System(org)), id, t)
	if err != nil {
		return cliError(err)
	}
	ids := make([]uuid.UUID, len(ds))
	for i, d := range ds {
		ids[i] = d.ID
	}
	return printJSON(e.stdout, map[string]any{"endpoint_id": id, "since": t.UTC(), "redelivered": len(ds), "delivery_ids": ids})
}
