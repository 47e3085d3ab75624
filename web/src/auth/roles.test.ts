import { describe, expect, it } from 'vitest';
import { atLeast } from './roles';

describe('atLeast', () => {
  it('orders the roles', () => {
    expect(atLeast('owner', 'admin')).toBe(true);
    expect(atLeast('admin', 'admin')).toBe(true);
    expect(atLeast('editor', 'admin')).toBe(false);
    expect(atLeast('viewer', 'editor')).toBe(false);
  });
  it('refuses without a role', () => {
    expect(atLeast(null, 'viewer')).toBe(false);
    expect(atLeast(undefined, 'viewer')).toBe(false);
  });
});
