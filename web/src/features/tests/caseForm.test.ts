import { describe, expect, it } from 'vitest';
import { emptyCase, formOf, inputOf } from './caseForm';

describe('inputOf', () => {
  it('turns a script into trimmed lines and leaves other kinds out on create', () => {
    const r = inputOf({ ...emptyCase, name: ' Greets ', script: 'hello\n\n  I want a table  \n' }, false);
    expect(r).toEqual({ input: { name: 'Greets', status: 'active', assertions: [], maxTurns: 10, script: ['hello', 'I want a table'] } });
  });
  it('clears the other kinds on update', () => {
    const r = inputOf({ ...emptyCase, kind: 'persona', persona: 'p', goal: 'g' }, true);
    expect('input' in r && r.input).toMatchObject({ persona: 'p', goal: 'g', presetId: '', script: [] });
  });
  it('keeps a preset with its overrides', () => {
    const r = inputOf({ ...emptyCase, kind: 'preset', presetId: 'angry_customer', goal: 'refund' }, false);
    expect('input' in r && r.input).toMatchObject({ presetId: 'angry_customer', goal: 'refund' });
    expect('input' in r && 'persona' in r.input).toBe(false);
  });
  it('refuses assertions that are not a JSON array', () => {
    expect(inputOf({ ...emptyCase, assertions: '{"type": 1}' }, false)).toEqual({ assertionsError: 'not an array' });
    expect('assertionsError' in inputOf({ ...emptyCase, assertions: '[' }, false)).toBe(true);
  });
});

describe('formOf', () => {
  it('recognises the kind of a case', () => {
    expect(formOf({ name: 'a', script: ['x'], maxTurns: 3, assertions: [], status: 'active' }).kind).toBe('script');
    expect(formOf({ name: 'a', presetId: 'p', persona: 'x', maxTurns: 3, assertions: [], status: 'draft' })).toMatchObject({ kind: 'preset', status: 'draft' });
    expect(formOf({ name: 'a', persona: 'x', goal: 'y', maxTurns: 3, assertions: [], status: 'active' }).kind).toBe('persona');
  });
});
