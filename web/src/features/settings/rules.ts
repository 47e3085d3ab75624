// What the settings screens decide without the server: which roles a member
// may grant or change, how form values become API input, how a key or a
// delivery is described. The API stays the authority; these only hide
// controls a role cannot use.
import { atLeast, type Role } from '../../auth/roles';

export const roles: Role[] = ['viewer', 'editor', 'admin', 'owner'];

/** The roles `actor` may grant: admins every role but owner, owners all. */
export function grantableRoles(actor: Role | null | undefined): Role[] {
  if (actor === 'owner') return roles;
  if (actor === 'admin') return roles.filter((r) => r !== 'owner');
  return [];
}

/** Whether `actor` may change or remove a member whose role is `target`. */
export function canManageMember(actor: Role | null | undefined, target: Role): boolean {
  if (!atLeast(actor, 'admin')) return false;
  return target !== 'owner' || actor === 'owner';
}

/** Sections of Settings and the least role that sees each. */
export const sections = [
  { path: 'members', role: 'viewer' },
  { path: 'api-keys', role: 'admin' },
  { path: 'webhooks', role: 'admin' },
  { path: 'audit', role: 'admin' },
] as const satisfies readonly { path: string; role: Role }[];

export function visibleSections(actor: Role | null | undefined) {
  return sections.filter((s) => atLeast(actor, s.role));
}

/** Scopes an API key may carry (none: every scope). */
export const apiKeyScopes = ['agents:read', 'agents:write', 'calls:read', 'analytics:read', 'phone-numbers:read', 'knowledge:read', 'knowledge:write', 'webhooks:manage'] as const;

/** Events a webhook endpoint may subscribe to. */
export const webhookEvents = ['call.completed', 'booking.created'] as const;

/** Statuses of a webhook delivery. */
export const deliveryStatuses = ['pending', 'sending', 'retrying', 'succeeded', 'failed', 'skipped'] as const;

/** A date input's value (YYYY-MM-DD) as the end of that day in local time, ISO; '' gives null. */
export function expiryFromDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59);
  if (Number.isNaN(d.getTime()) || d.getDate() !== Number(m[3])) return null;
  return d.toISOString();
}

/** A rate-limit field: '' is the platform default (null); else a whole number or NaN. */
export function parseRateLimit(value: string): number | null {
  const v = value.trim();
  if (v === '') return null;
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

export type KeyState = 'active' | 'revoked' | 'expired';

export function apiKeyState(key: { revokedAt?: string | null; expiresAt?: string | null }, now = Date.now()): KeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

/** The badge class of a delivery status. */
export function deliveryTone(status: string): 'ok' | 'warn' | 'danger' | '' {
  if (status === 'succeeded') return 'ok';
  if (status === 'failed') return 'danger';
  if (status === 'retrying' || status === 'skipped') return 'warn';
  return '';
}

/** Whether a delivery may be sent again: finished, and not a ping. */
export function canRedeliver(d: { event: string; finishedAt?: string | null }): boolean {
  return !!d.finishedAt && d.event !== 'ping';
}

/** A date input's value (YYYY-MM-DD) as the start of that local day, plus `days`; ISO, or null. */
export function localDayStart(value: string, days = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(d.getTime()) || d.getDate() !== Number(m[3])) return null;
  d.setDate(d.getDate() + days);
  return d.toISOString();
}

/** The audit log's filters, as kept in the URL. */
export const auditFilterNames = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof auditFilterNames)[number], string>;
export const noAuditFilters: AuditFilters = { action: '', targetType: '', targetId: '', actor: '', from: '', to: '' };

export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const f = { ...noAuditFilters };
  for (const name of auditFilterNames) f[name] = params.get(name) ?? '';
  return f;
}

/** The URL parameters for filters (empty ones dropped; paging starts again). */
export function auditParams(prev: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const name of auditFilterNames) {
    const v = filters[name].trim();
    if (v) next.set(name, v);
    else next.delete(name);
  }
  next.delete('offset');
  return next;
}

/** GraphQL variables for the filters: absent when empty; the date range covers whole local days. */
export function auditVariables(filters: AuditFilters) {
  return {
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    actorUserId: filters.actor || undefined,
    createdAfter: localDayStart(filters.from) ?? undefined,
    createdBefore: localDayStart(filters.to, 1) ?? undefined,
  };
}
