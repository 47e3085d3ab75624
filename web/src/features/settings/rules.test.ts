import { describe, expect, it } from 'vitest';
import { localDayStart, apiKeyState, auditFiltersFrom, auditParams, auditVariables, canManageMember, canRedeliver, deliveryTone, expiryFromDate, grantableRoles, parseRateLimit, visibleSections } from './rules';

describe('member rules', () => {
  it('owners grant every role, admins every role but owner, others none', () => {
    expect(grantableRoles('owner')).toEqual(['viewer', 'editor', 'admin', 'owner']);
    expect(grantableRoles('admin')).toEqual(['viewer', 'editor', 'admin']);
    expect(grantableRoles('editor')).toEqual([]);
    expect(grantableRoles(null)).toEqual([]);
  });
  it('only owners manage owners; editors and viewers manage nobody', () => {
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('admin', 'admin')).toBe(true);
    expect(canManageMember('admin', 'viewer')).toBe(true);
    expect(canManageMember('editor', 'viewer')).toBe(false);
    expect(canManageMember('viewer', 'viewer')).toBe(false);
  });
  it('shows viewers and editors the members only', () => {
    expect(visibleSections('viewer').map((s) => s.path)).toEqual(['members']);
    expect(visibleSections('editor').map((s) => s.path)).toEqual(['members']);
    expect(visibleSections('admin').map((s) => s.path)).toEqual(['members', 'api-keys', 'webhooks', 'audit']);
  });
});

describe('API key fields', () => {
  it('turns a date into the end of that local day', () => {
    const iso = expiryFromDate('2030-02-03')!;
    const d = new Date(iso);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2030, 1, 3, 23, 59]);
    expect(expiryFromDate('')).toBeNull();
    expect(expiryFromDate('2030-02-31')).toBeNull();
    expect(expiryFromDate('tomorrow')).toBeNull();
  });
  it('reads a rate limit: empty is the default, else a whole number', () => {
    expect(parseRateLimit('')).toBeNull();
    expect(parseRateLimit(' 60 ')).toBe(60);
    expect(parseRateLimit('1.5')).toBeNaN();
    expect(parseRateLimit('-3')).toBeNaN();
  });
  it('says whether a key is active, revoked or expired', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(apiKeyState({}, now)).toBe('active');
    expect(apiKeyState({ expiresAt: '2031-01-01T00:00:00Z' }, now)).toBe('active');
    expect(apiKeyState({ expiresAt: '2029-01-01T00:00:00Z' }, now)).toBe('expired');
    expect(apiKeyState({ revokedAt: '2029-06-01T00:00:00Z', expiresAt: '2029-01-01T00:00:00Z' }, now)).toBe('revoked');
  });
});

describe('webhook deliveries', () => {
  it('redelivers finished deliveries that are not pings', () => {
    expect(canRedeliver({ event: 'call.completed', finishedAt: '2030-01-01T00:00:00Z' })).toBe(true);
    expect(canRedeliver({ event: 'call.completed', finishedAt: null })).toBe(false);
    expect(canRedeliver({ event: 'ping', finishedAt: '2030-01-01T00:00:00Z' })).toBe(false);
  });
  it('colours statuses', () => {
    expect(deliveryTone('succeeded')).toBe('ok');
    expect(deliveryTone('failed')).toBe('danger');
    expect(deliveryTone('retrying')).toBe('warn');
    expect(deliveryTone('pending')).toBe('');
  });
});

describe('audit filters in the URL', () => {
  it('reads, writes and drops empty filters and the offset', () => {
    const prev = new URLSearchParams('action=member.added&offset=50&other=1');
    const f = auditFiltersFrom(prev);
    expect(f).toEqual({ action: 'member.added', targetType: '', targetId: '', actor: '', from: '', to: '' });
    const next = auditParams(prev, { ...f, action: '', targetType: ' member ', targetId: 'abc' });
    expect(next.toString()).toBe('other=1&targetType=member&targetId=abc');
    expect(auditVariables(auditFiltersFrom(next))).toEqual({
      action: undefined,
      targetType: 'member',
      targetId: 'abc',
      actorUserId: undefined,
      createdAfter: undefined,
      createdBefore: undefined,
    });
  });
  it('turns a date range into whole local days', () => {
    const v = auditVariables({ action: '', targetType: '', targetId: '', actor: 'u1', from: '2030-03-01', to: '2030-03-01' });
    expect(v.actorUserId).toBe('u1');
    expect(v.createdAfter).toBe(new Date(2030, 2, 1).toISOString());
    expect(v.createdBefore).toBe(new Date(2030, 2, 2).toISOString());
    expect(localDayStart('2030-12-31', 1)).toBe(new Date(2031, 0, 1).toISOString());
    expect(localDayStart('nope')).toBeNull();
  });
});
