import { describe, expect, it } from 'vitest';
import i18n from 'i18next';

describe('agents catalogue', () => {
  it('has every key in both languages', async () => {
    await i18n.init({ resources: {} });
    await import('./i18n');
    const en = i18n.getResourceBundle('en', 'agents') as Record<string, string>;
    const pt = i18n.getResourceBundle('pt-BR', 'agents') as Record<string, string>;
    expect(Object.keys(en).length).toBeGreaterThan(50);
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(pt)) expect(v, k).not.toBe('');
  });
});
