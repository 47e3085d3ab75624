import { describe, expect, it } from 'vitest';
import { knowledgeMessages } from './messages';

describe('the Knowledge catalogue', () => {
  it('has the same keys in English and Portuguese, none empty', () => {
    const en = Object.keys(knowledgeMessages.en).sort();
    expect(Object.keys(knowledgeMessages['pt-BR']).sort()).toEqual(en);
    for (const lang of ['en', 'pt-BR'] as const) for (const k of en) expect(knowledgeMessages[lang][k].trim(), `${lang} ${k}`).not.toBe('');
  });
  it('keeps the interpolations of each message in both languages', () => {
    const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const k of Object.keys(knowledgeMessages.en)) expect(vars(knowledgeMessages['pt-BR'][k]), k).toEqual(vars(knowledgeMessages.en[k]));
  });
});
