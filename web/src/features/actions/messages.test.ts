import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('the catalogue', () => {
  it('holds every literal key the pages ask for, in both languages', () => {
    const sources = import.meta.glob<string>('./*.tsx', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    const used = new Set<string>();
    for (const src of Object.values(sources)) {
      for (const m of src.matchAll(/\bt\('([^'$]+)'/g)) if (!m[1].startsWith('common:')) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const lang of ['en', 'pt-BR'] as const) {
      const catalogue = messages[lang] as Record<string, string>;
      expect([...used].filter((k) => !(k in catalogue)), lang).toEqual([]);
    }
  });

  it('is real Portuguese where English and Portuguese differ', () => {
    const en = messages.en as Record<string, string>;
    const pt = messages['pt-BR'] as Record<string, string>;
    // Names (Cal.com, URL, GET...) and placeholders may stay as they are; words may not.
    const same = Object.keys(en).filter((k) => en[k] === pt[k] && /[a-z]{4,}/.test(en[k].replace(/\{\{[^}]+\}\}/g, '')));
    expect(same).toEqual([]);
  });
});
