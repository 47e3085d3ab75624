import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  emptyState,
  errorsByKey,
  formKey,
  inputFromState,
  kindById,
  kindBySlug,
  kinds,
  parseTranscript,
  parseVariables,
  placedKeys,
  stateFromRecord,
  summary,
  visibleFields,
  type KindSpec,
  type Row,
} from './kinds';
import { messages } from './messages';
import { operations } from './operations';

const kind = (id: string): KindSpec => kindById(id)!;

describe('the kinds table', () => {
  it('has every kind the API has, each with a unique slug and a name first', () => {
    expect(kinds.map((k) => k.id).sort()).toEqual(
      ['bookingAction', 'callTransfer', 'customAction', 'customEvaluation', 'duringCallSms', 'informationExtractor', 'ivr', 'phoneBook', 'postCallSms'].sort(),
    );
    expect(new Set(kinds.map((k) => k.slug)).size).toBe(kinds.length);
    for (const k of kinds) expect(k.fields[0].key).toBe('name');
    expect(kindBySlug('ivr')?.id).toBe('ivr');
    expect(kindBySlug('nope')).toBeUndefined();
  });

  it('has every string it needs in both languages, with the same keys', () => {
    const en = messages.en as Record<string, string>;
    const pt = messages['pt-BR'] as Record<string, string>;
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    const need: string[] = [];
    for (const k of kinds) {
      need.push(`kind.${k.id}`, `kinds.${k.id}`, `about.${k.id}`);
      for (const f of k.fields) {
        need.push(`field.${f.key}`);
        if ('help' in f && f.help) need.push(`help.${k.id}.${f.key}`);
        if (f.type === 'select') need.push(...f.options.map((o) => `option.${o}`));
        if (f.type === 'rows') {
          need.push(`item.${f.key}`, `rows.none.${f.key}`);
          for (const c of f.columns) {
            if (c.type !== 'hidden') need.push(`column.${f.key}.${c.key}`);
            need.push(...(c.options ?? []).map((o) => `option.${o}`));
          }
        }
      }
      for (const op of operations[k.id]) need.push(`verb.${op.verb}`, `try.${k.id}.${op.verb}`);
    }
    expect(need.filter((key) => !(key in en))).toEqual([]);
  });
});

describe('form state and API input', () => {
  it('a new IVR starts with one step and maps to integers', () => {
    const ivr = kind('ivr');
    const s = emptyState(ivr);
    expect(s).toEqual({ name: '', steps: [{ digits: '', waitMs: '0' }] });
    s.name = 'Menu';
    (s.steps as Row[])[0] = { digits: '1#', waitMs: '1500' };
    expect(inputFromState(ivr, s)).toEqual({ input: { name: 'Menu', steps: [{ digits: '1#', waitMs: 1500 }] }, errors: [] });
  });

  it('a number that is not one is a local error at its cell, and left out', () => {
    const ivr = kind('ivr');
    const { input, errors } = inputFromState(ivr, { name: 'x', steps: [{ digits: '1', waitMs: '1.5' }] });
    expect(errors).toEqual([{ field: 'steps[0].waitMs', message: 'integer' }]);
    expect(input.steps).toEqual([{ digits: '1' }]);
    expect(inputFromState(kind('bookingAction'), { ...emptyState(kind('bookingAction')), eventTypeId: 'abc' }).errors).toEqual([{ field: 'eventTypeId', message: 'integer' }]);
  });

  it('a call transfer leaves out an empty default region, and sends what its destination type and mode show', () => {
    const ct = kind('callTransfer');
    const s = { ...emptyState(ct), name: 'Sales', destination: '11 98888 7777' };
    expect(inputFromState(ct, s).input).toEqual({ name: 'Sales', destinationType: 'number', destination: '11 98888 7777', mode: 'cold' });
    expect(inputFromState(ct, { ...s, defaultRegion: ' BR ' }).input.defaultRegion).toBe('BR');
    // A warm transfer carries its whisper, even empty; a SIP destination no region.
    expect(inputFromState(ct, { ...s, mode: 'warm', whisperText: '' }).input.whisperText).toBe('');
    const sip = inputFromState(ct, { ...s, destinationType: 'sip', destination: 'sip:desk@pbx.example.com', defaultRegion: 'BR' }).input;
    expect('defaultRegion' in sip).toBe(false);
    expect(visibleFields(ct, { ...s, destinationType: 'sip' }).map((f) => f.key)).toEqual(['name', 'destinationType', 'destination', 'mode']);
    expect(visibleFields(ct, { ...s, mode: 'warm' }).map((f) => f.key)).toEqual(['name', 'destinationType', 'destination', 'defaultRegion', 'mode', 'whisperText']);
  });

  it('a custom action sends maps, numbers and secrets only when given', () => {
    const ca = kind('customAction');
    const s = {
      ...emptyState(ca),
      name: 'CRM',
      method: 'POST',
      url: 'https://crm.example.com/leads',
      headers: [
        { key: 'Authorization', value: 'Bearer {{secrets.token}}' },
        { key: '', value: '' },
      ],
      responseMapping: [{ key: 'lead', value: 'data.id' }],
      timeoutMs: '',
    };
    const { input } = inputFromState(ca, s);
    expect(input).toEqual({
      name: 'CRM',
      method: 'POST',
      url: 'https://crm.example.com/leads',
      headers: { Authorization: 'Bearer {{secrets.token}}' },
      body: '',
      responseMapping: { lead: 'data.id' },
    });
    expect('secrets' in input).toBe(false);
    expect(inputFromState(ca, { ...s, secrets: [{ key: 'token', value: 's3cret' }], timeoutMs: '2000' }).input).toMatchObject({ secrets: { token: 's3cret' }, timeoutMs: 2000 });
  });

  it('booking fields keep their required flag as a boolean', () => {
    const b = kind('bookingAction');
    const s = { ...emptyState(b), name: 'Demo', eventTypeId: '42', fields: [{ name: 'company', type: 'text', required: true }] };
    expect(inputFromState(b, s).input).toEqual({ name: 'Demo', eventTypeId: 42, durationMinutes: 30, fields: [{ name: 'company', type: 'text', required: true }] });
  });

  it('a phone book keeps entry ids and leaves out empty regions', () => {
    const pb = kind('phoneBook');
    const s = {
      ...emptyState(pb),
      name: 'Team',
      entries: [
        { id: 'e1', number: '+5511988887777', label: 'Ana', defaultRegion: '' },
        { id: '', number: '11 3333 4444', label: '', defaultRegion: 'br' },
      ],
    };
    expect(inputFromState(pb, s).input.entries).toEqual([
      { id: 'e1', number: '+5511988887777', label: 'Ana' },
      { number: '11 3333 4444', label: '', defaultRegion: 'br' },
    ]);
  });

  it('a record read back gives the state that sends it again (round trip), secrets not read', () => {
    const record = {
      id: 'a1',
      name: 'CRM',
      method: 'PUT',
      url: 'https://x.example.com/{{id}}',
      headers: { 'X-Key': '{{secrets.k}}' },
      body: '{}',
      secretNames: ['k'],
      responseMapping: {},
      timeoutMs: 500,
    };
    const ca = kind('customAction');
    const s = stateFromRecord(ca, record);
    expect(s.secrets).toEqual([]);
    expect(s.timeoutMs).toBe('500');
    expect(inputFromState(ca, s).input).toEqual({ name: 'CRM', method: 'PUT', url: 'https://x.example.com/{{id}}', headers: { 'X-Key': '{{secrets.k}}' }, body: '{}', responseMapping: {}, timeoutMs: 500 });

    const ex = kind('informationExtractor');
    const r2 = { id: 'b', name: 'Lead', fields: [{ name: 'email', type: 'string', description: 'their email' }], agentIds: ['ag1'] };
    expect(inputFromState(ex, stateFromRecord(ex, r2)).input).toEqual({ name: 'Lead', fields: [{ name: 'email', type: 'string', description: 'their email' }], agentIds: ['ag1'] });

    const bk = kind('bookingAction');
    const r3 = { name: 'B', eventTypeId: 7, durationMinutes: 45, fields: [{ name: 'n', type: 'email', required: false }] };
    expect(inputFromState(bk, stateFromRecord(bk, r3)).input).toEqual({ name: 'B', eventTypeId: 7, durationMinutes: 45, fields: [{ name: 'n', type: 'email', required: false }] });
  });
});

describe('the API field errors on the form', () => {
  it('maps snake_case paths to form keys', () => {
    expect(formKey('name')).toBe('name');
    expect(formKey('destination_type')).toBe('destinationType');
    expect(formKey('steps[0].wait_ms')).toBe('steps[0].waitMs');
    expect(formKey('steps[2]')).toBe('steps[2]');
    expect(formKey('fields[1].type')).toBe('fields[1].type');
    expect(formKey('agent_ids[0]')).toBe('agentIds');
    expect(formKey('headers.X_Api_Key')).toBe('headers.X_Api_Key');
    expect(formKey('response_mapping.lead_id')).toBe('responseMapping.lead_id');
    expect(formKey('timeout_ms')).toBe('timeoutMs');
    expect(formKey('api_key')).toBe('apiKey');
  });

  it('reads extensions.fields from a GraphQL error and joins two problems of one field', () => {
    const err = {
      graphQLErrors: [
        {
          message: 'steps[0].digits: must be 1 to 32 of the keys 0-9, * and #',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { field: 'steps[0].digits', message: 'must be 1 to 32 of the keys 0-9, * and #' },
              { field: 'name', message: 'is required' },
              { field: 'name', message: 'is too long' },
            ],
          },
        },
      ],
    };
    expect(errorsByKey(apiFieldErrors(err))).toEqual({ 'steps[0].digits': 'must be 1 to 32 of the keys 0-9, * and #', name: 'is required; is too long' });
    expect(apiFieldErrors(null)).toEqual([]);
    expect(apiFieldErrors({ graphQLErrors: [{ extensions: { code: 'FORBIDDEN' } }] })).toEqual([]);
  });

  it('knows which keys the form shows, so others are listed above it', () => {
    const ivr = kind('ivr');
    const keys = placedKeys(ivr, { name: '', steps: [{ digits: '', waitMs: '0' }] });
    expect(keys.has('steps[0].digits')).toBe(true);
    expect(keys.has('steps[0].waitMs')).toBe(true);
    expect(keys.has('steps[1].digits')).toBe(false);
    const ca = kind('customAction');
    expect(placedKeys(ca, { ...emptyState(ca), headers: [{ key: 'Host', value: 'x' }] }).has('headers.Host')).toBe(true);
  });
});

describe('summaries and test inputs', () => {
  it('says what each kind does in one line', () => {
    expect(summary('callTransfer', { mode: 'warm', destination: '+5511988887777' })).toBe('warm → +5511988887777');
    expect(summary('ivr', { steps: [{ digits: '1' }, { digits: '2#' }] })).toBe('1 · 2#');
    expect(summary('customAction', { method: 'GET', url: 'https://a.example.com' })).toBe('GET https://a.example.com');
    expect(summary('bookingAction', { eventTypeId: 3, durationMinutes: 30 })).toBe('#3 · 30 min');
    expect(summary('duringCallSms', { template: 'x'.repeat(100) })).toHaveLength(80);
  });

  it('reads a typed transcript', () => {
    expect(parseTranscript('user: hi\nAgent: hello\n  and welcome\n\nassistant: ok\ncaller: bye')).toEqual({
      turns: [
        { role: 'user', text: 'hi' },
        { role: 'agent', text: 'hello\nand welcome' },
        { role: 'agent', text: 'ok' },
        { role: 'user', text: 'bye' },
      ],
    });
    expect(parseTranscript('hello\nuser: x')).toEqual({ badLine: 1 });
    expect(parseTranscript('')).toEqual({ turns: [] });
  });

  it('reads variables as a JSON object only', () => {
    expect(parseVariables('')).toEqual({ variables: undefined });
    expect(parseVariables('{"name":"Ada","n":2}')).toEqual({ variables: { name: 'Ada', n: 2 } });
    expect(parseVariables('[1]')).toEqual({ invalid: true });
    expect(parseVariables('{nope')).toEqual({ invalid: true });
  });
});
