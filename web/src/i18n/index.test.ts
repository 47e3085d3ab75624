import { describe, expect, it } from 'vitest';
import { initialLanguage } from './index';
import { common } from './common';

describe('initialLanguage', () => {
  it('keeps a stored choice', () => {
    expect(initialLanguage('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(initialLanguage('en', ['pt-BR'])).toBe('en');
  });
  it('follows the browser', () => {
    expect(initialLanguage(null, ['pt-PT', 'en'])).toBe('pt-BR');
    expect(initialLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(initialLanguage(null, ['de'])).toBe('en');
  });
  it('ignores an unknown stored value', () => {
    expect(initialLanguage('xx', ['pt'])).toBe('pt-BR');
  });
});

describe('common catalogue', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(common['pt-BR']).sort()).toEqual(Object.keys(common.en).sort());
  });
});
