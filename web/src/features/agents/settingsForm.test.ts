import { describe, expect, it } from 'vitest';
import { fieldErrors, formFromAgent, patchFrom, settingValue } from './settingsForm';

const agent = { name: 'Front desk', description: '', prompt: 'Be kind.', settings: { language: 'en-US', temperature: 0.3, interruptible: true } };

describe('formFromAgent', () => {
  it('shows every known setting as text, unset ones empty', () => {
    const f = formFromAgent(agent);
    expect(f.settings.language).toBe('en-US');
    expect(f.settings.temperature).toBe('0.3');
    expect(f.settings.interruptible).toBe('true');
    expect(f.settings.greeting).toBe('');
  });
});

describe('settingValue', () => {
  it('reads numbers and booleans, and removes empty values', () => {
    expect(settingValue('integer', ' 12 ')).toBe(12);
    expect(settingValue('number', '0.7')).toBe(0.7);
    expect(settingValue('boolean', 'false')).toBe(false);
    expect(settingValue('string', '  ')).toBeNull();
    expect(settingValue('text', '')).toBeNull();
  });
  it('sends what is not a number as typed, for the API to name the problem', () => {
    expect(settingValue('integer', '1.5')).toBe('1.5');
    expect(settingValue('number', 'warm')).toBe('warm');
  });
});

describe('patchFrom', () => {
  it('is null when nothing changed', () => {
    const f = formFromAgent(agent);
    expect(patchFrom(f, structuredClone(f), true)).toBeNull();
  });
  it('carries only what changed, settings as a merge patch', () => {
    const f = formFromAgent(agent);
    const c = structuredClone(f);
    c.name = '  Reception ';
    c.settings.greeting = 'Hi!';
    c.settings.temperature = '';
    expect(patchFrom(f, c, true)).toEqual({ name: 'Reception', settings: { greeting: 'Hi!', temperature: null } });
  });
  it('leaves the prompt alone in flow mode', () => {
    const f = formFromAgent(agent);
    const c = { ...structuredClone(f), prompt: 'changed' };
    expect(patchFrom(f, c, false)).toBeNull();
    expect(patchFrom(f, c, true)).toEqual({ prompt: 'changed' });
  });
});

describe('fieldErrors', () => {
  it('maps the API field errors by field', () => {
    const err = {
      graphQLErrors: [
        { message: 'settings are not valid', extensions: { code: 'UNPROCESSABLE', fields: [{ field: 'settings.temperature', message: 'must be between 0 and 2' }] } },
        { message: 'x', extensions: { fields: [{ field: 'input.name', message: 'is required' }] } },
      ],
    };
    expect(fieldErrors(err)).toEqual({ 'settings.temperature': 'must be between 0 and 2', name: 'is required' });
  });
  it('is empty for other errors', () => {
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors({ graphQLErrors: [{ message: 'nope' }] })).toEqual({});
  });
});
