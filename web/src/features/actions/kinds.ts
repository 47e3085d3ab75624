// The kinds of action and the fields of each, as data: the list, the
// editor and the test panel are drawn from this table. The mapping between
// a form's state and the API's input (and the API's field errors back onto
// the form) lives here too, free of React, so it is unit-tested.

export type KindId =
  | 'callTransfer'
  | 'ivr'
  | 'informationExtractor'
  | 'customEvaluation'
  | 'postCallSms'
  | 'duringCallSms'
  | 'customAction'
  | 'bookingAction'
  | 'phoneBook';

/** A column of a list-of-objects field (IVR steps, extractor fields...). */
export type Column = {
  key: string;
  type: 'text' | 'number' | 'select' | 'checkbox' | 'hidden';
  options?: string[];
  /** Value of a new row. */
  initial?: string | boolean;
  /** Sent only when not empty (defaultRegion, a kept entry's id). */
  optional?: boolean;
};

/** A condition on another (select) field of the form. */
export type When = { field: string; oneOf: string[] };

type Base = {
  key: string;
  /** Shown and sent only when this holds. */
  showIf?: When;
};

export type FieldSpec = Base &
  (
    | {
        type: 'text' | 'textarea';
        initial?: string;
        optional?: boolean;
        help?: boolean;
        /** While this holds, the value is chosen from a list (phone book entries) instead of typed. */
        chooseFrom?: { list: 'phoneBookEntries'; when: When };
      }
    | {
        type: 'number';
        initial?: string;
        help?: boolean;
        /** Chosen from the connected calendar's event types when there is one, else typed. */
        chooseFrom?: { list: 'calendarEventTypes'; when?: undefined };
      }
    | { type: 'select'; options: string[]; initial: string }
    | { type: 'rows'; columns: Column[]; minRows?: number }
    /** A string map edited as name/value pairs; writeOnly: never read back, sent only when given. */
    | { type: 'pairs'; writeOnly?: boolean; help?: boolean }
    | { type: 'agents' }
  );

export type KindSpec = {
  id: KindId;
  /** The URL segment (the REST mirror's prefix). */
  slug: string;
  fields: FieldSpec[];
};

const name: FieldSpec = { key: 'name', type: 'text' };
const agents: FieldSpec = { key: 'agentIds', type: 'agents' };

export const kinds: KindSpec[] = [
  {
    id: 'callTransfer',
    slug: 'call-transfers',
    fields: [
      name,
      { key: 'destinationType', type: 'select', options: ['number', 'phone_book_entry', 'sip'], initial: 'number' },
      { key: 'destination', type: 'text', help: true, chooseFrom: { list: 'phoneBookEntries', when: { field: 'destinationType', oneOf: ['phone_book_entry'] } } },
      { key: 'defaultRegion', type: 'text', optional: true, help: true, showIf: { field: 'destinationType', oneOf: ['number'] } },
      { key: 'mode', type: 'select', options: ['cold', 'warm'], initial: 'cold' },
      { key: 'whisperText', type: 'textarea', help: true, showIf: { field: 'mode', oneOf: ['warm'] } },
    ],
  },
  {
    id: 'ivr',
    slug: 'ivr',
    fields: [
      name,
      {
        key: 'steps',
        type: 'rows',
        minRows: 1,
        columns: [
          { key: 'digits', type: 'text', initial: '' },
          { key: 'waitMs', type: 'number', initial: '0' },
        ],
      },
    ],
  },
  {
    id: 'informationExtractor',
    slug: 'information-extractors',
    fields: [
      name,
      {
        key: 'fields',
        type: 'rows',
        minRows: 1,
        columns: [
          { key: 'name', type: 'text', initial: '' },
          { key: 'type', type: 'select', options: ['string', 'number', 'boolean', 'date'], initial: 'string' },
          { key: 'description', type: 'text', initial: '' },
        ],
      },
      agents,
    ],
  },
  {
    id: 'customEvaluation',
    slug: 'custom-evaluations',
    fields: [
      name,
      {
        key: 'criteria',
        type: 'rows',
        minRows: 1,
        columns: [
          { key: 'name', type: 'text', initial: '' },
          { key: 'description', type: 'text', initial: '' },
          { key: 'type', type: 'select', options: ['pass_fail', 'score'], initial: 'pass_fail' },
        ],
      },
      agents,
    ],
  },
  {
    id: 'postCallSms',
    slug: 'post-call-sms',
    fields: [name, { key: 'template', type: 'textarea', help: true }, { key: 'condition', type: 'text', help: true }, agents],
  },
  {
    id: 'duringCallSms',
    slug: 'during-call-sms',
    fields: [name, { key: 'template', type: 'textarea', help: true }],
  },
  {
    id: 'customAction',
    slug: 'custom-actions',
    fields: [
      name,
      { key: 'method', type: 'select', options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], initial: 'GET' },
      { key: 'url', type: 'text', help: true },
      { key: 'headers', type: 'pairs' },
      { key: 'body', type: 'textarea' },
      { key: 'secrets', type: 'pairs', writeOnly: true, help: true },
      { key: 'responseMapping', type: 'pairs', help: true },
      { key: 'timeoutMs', type: 'number', initial: '10000', help: true },
    ],
  },
  {
    id: 'bookingAction',
    slug: 'booking-actions',
    fields: [
      name,
      { key: 'eventTypeId', type: 'number', help: true, chooseFrom: { list: 'calendarEventTypes' } },
      { key: 'durationMinutes', type: 'number', initial: '30' },
      {
        key: 'fields',
        type: 'rows',
        columns: [
          { key: 'name', type: 'text', initial: '' },
          { key: 'type', type: 'select', options: ['text', 'email', 'phone', 'number', 'date'], initial: 'text' },
          { key: 'required', type: 'checkbox', initial: false },
        ],
      },
    ],
  },
  {
    id: 'phoneBook',
    slug: 'phone-books',
    fields: [
      name,
      { key: 'description', type: 'textarea' },
      {
        key: 'entries',
        type: 'rows',
        columns: [
          { key: 'id', type: 'hidden', initial: '', optional: true },
          { key: 'number', type: 'text', initial: '' },
          { key: 'label', type: 'text', initial: '' },
          { key: 'defaultRegion', type: 'text', initial: '', optional: true },
        ],
      },
    ],
  },
];

export const kindIds = kinds.map((k) => k.id);

/** Whether a condition holds for a form state. */
export function holds(when: When | undefined, s: FormState): boolean {
  return !when || when.oneOf.includes(String(s[when.field] ?? ''));
}

/** The fields a form shows (and sends) for its state. */
export function visibleFields(kind: KindSpec, s: FormState): FieldSpec[] {
  return kind.fields.filter((f) => holds(f.showIf, s));
}

export function kindById(id: string | null | undefined): KindSpec | undefined {
  return kinds.find((k) => k.id === id);
}

export function kindBySlug(slug: string | null | undefined): KindSpec | undefined {
  return kinds.find((k) => k.slug === slug);
}

// ---- form state ----

export type Row = Record<string, string | boolean>;
export type Pair = { key: string; value: string };
export type FieldValue = string | string[] | Row[] | Pair[];
export type FormState = Record<string, FieldValue>;

export function newRow(columns: Column[]): Row {
  const r: Row = {};
  for (const c of columns) r[c.key] = c.initial ?? (c.type === 'checkbox' ? false : '');
  return r;
}

/** The state of a new action of kind. */
export function emptyState(kind: KindSpec): FormState {
  const s: FormState = {};
  for (const f of kind.fields) {
    switch (f.type) {
      case 'rows':
        s[f.key] = Array.from({ length: f.minRows ?? 0 }, () => newRow(f.columns));
        break;
      case 'pairs':
        s[f.key] = [] as Pair[];
        break;
      case 'agents':
        s[f.key] = [] as string[];
        break;
      default:
        s[f.key] = f.initial ?? '';
    }
  }
  return s;
}

type APIRecord = Record<string, unknown>;

/** The state editing a record the API gave (write-only fields start empty). */
export function stateFromRecord(kind: KindSpec, record: APIRecord): FormState {
  const s = emptyState(kind);
  for (const f of kind.fields) {
    const v = record[f.key];
    switch (f.type) {
      case 'rows':
        s[f.key] = Array.isArray(v)
          ? v.map((item: APIRecord) => {
              const r = newRow(f.columns);
              for (const c of f.columns) {
                const x = item[c.key];
                if (x === undefined || x === null) continue;
                r[c.key] = c.type === 'checkbox' ? Boolean(x) : String(x);
              }
              return r;
            })
          : [];
        break;
      case 'pairs':
        s[f.key] = f.writeOnly || !v || typeof v !== 'object' ? [] : Object.entries(v as Record<string, string>).map(([key, value]) => ({ key, value: String(value) }));
        break;
      case 'agents':
        s[f.key] = Array.isArray(v) ? v.map(String) : [];
        break;
      default:
        if ('optional' in f && f.optional) s[f.key] = '';
        else if (v !== undefined && v !== null) s[f.key] = String(v);
    }
  }
  return s;
}

/** A problem found before asking the API (a number that is not one). */
export type LocalError = { field: string; message: 'integer' };

function parseInteger(raw: string): number | null {
  const t = raw.trim();
  if (!/^-?\d+$/.test(t)) return null;
  return Number.parseInt(t, 10);
}

/**
 * The API input for a form state. Empty numbers and empty optional fields
 * are left out (the API's default on create, the stored value on update);
 * a write-only map is sent only when given (so an update keeps the stored
 * secrets). Numbers that are not integers come back as local errors.
 */
export function inputFromState(kind: KindSpec, s: FormState): { input: Record<string, unknown>; errors: LocalError[] } {
  const input: Record<string, unknown> = {};
  const errors: LocalError[] = [];
  for (const f of visibleFields(kind, s)) {
    const v = s[f.key];
    switch (f.type) {
      case 'rows': {
        const rows = (v as Row[] | undefined) ?? [];
        input[f.key] = rows.map((row, i) => {
          const out: Record<string, unknown> = {};
          for (const c of f.columns) {
            const x = row[c.key];
            if (c.type === 'checkbox') out[c.key] = Boolean(x);
            else if (c.type === 'number') {
              const n = parseInteger(String(x ?? ''));
              if (n === null) errors.push({ field: `${f.key}[${i}].${c.key}`, message: 'integer' });
              else out[c.key] = n;
            } else {
              const str = String(x ?? '');
              if (c.optional && str.trim() === '') continue;
              out[c.key] = c.optional ? str.trim() : str;
            }
          }
          return out;
        });
        break;
      }
      case 'pairs': {
        const pairs = ((v as Pair[] | undefined) ?? []).filter((p) => p.key.trim() !== '' || p.value !== '');
        if (f.writeOnly && pairs.length === 0) break;
        const m: Record<string, string> = {};
        for (const p of pairs) m[p.key.trim()] = p.value;
        input[f.key] = m;
        break;
      }
      case 'agents':
        input[f.key] = [...((v as string[] | undefined) ?? [])];
        break;
      case 'number': {
        const raw = String(v ?? '');
        if (raw.trim() === '') break;
        const n = parseInteger(raw);
        if (n === null) errors.push({ field: f.key, message: 'integer' });
        else input[f.key] = n;
        break;
      }
      default: {
        const str = String(v ?? '');
        const optional = 'optional' in f && Boolean(f.optional);
        if (optional && str.trim() === '') break;
        input[f.key] = optional ? str.trim() : str;
      }
    }
  }
  return { input, errors };
}

// ---- the API's field errors ----

/** snake_case to camelCase: wait_ms -> waitMs. */
export function camel(s: string): string {
  return s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const mapFields = new Set(['headers', 'secrets', 'responseMapping']);

/**
 * The form key of an API error path: steps[0].wait_ms -> steps[0].waitMs,
 * agent_ids[2] -> agentIds, headers.X_Api -> headers.X_Api (map keys kept),
 * destination_type -> destinationType.
 */
export function formKey(path: string): string {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(.*)$/.exec(path);
  if (!m) return path;
  const top = camel(m[1]);
  const rest = m[2];
  if (mapFields.has(top)) return rest.startsWith('.') ? `${top}${rest}` : top;
  const row = /^\[(\d+)\](?:\.([A-Za-z_][A-Za-z0-9_]*))?/.exec(rest);
  if (row) {
    if (top === 'agentIds') return top;
    return row[2] ? `${top}[${row[1]}].${camel(row[2])}` : `${top}[${row[1]}]`;
  }
  return top;
}

export type APIFieldError = { field: string; message: string };

/** The API's extensions.fields as form keys -> messages (several joined). */
export function errorsByKey(fields: APIFieldError[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields ?? []) {
    const k = formKey(f.field);
    out[k] = out[k] ? `${out[k]}; ${f.message}` : f.message;
  }
  return out;
}

/** extensions.fields of a urql CombinedError (or anything shaped like one). */
export function apiFieldErrors(error: unknown): APIFieldError[] {
  const gqlErrors = (error as { graphQLErrors?: { extensions?: Record<string, unknown> }[] } | null)?.graphQLErrors ?? [];
  const out: APIFieldError[] = [];
  for (const g of gqlErrors) {
    const fields = g.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const f of fields) {
      if (f && typeof f === 'object' && typeof f.field === 'string') out.push({ field: f.field, message: String(f.message ?? '') });
    }
  }
  return out;
}

/** The form keys a kind's form shows errors at (every field, and every row cell). */
export function placedKeys(kind: KindSpec, s: FormState): Set<string> {
  const keys = new Set<string>();
  for (const f of kind.fields) {
    keys.add(f.key);
    if (f.type === 'rows') {
      ((s[f.key] as Row[]) ?? []).forEach((_, i) => {
        keys.add(`${f.key}[${i}]`);
        for (const c of f.columns) keys.add(`${f.key}[${i}].${c.key}`);
      });
    }
    if (f.type === 'pairs') for (const p of (s[f.key] as Pair[]) ?? []) keys.add(`${f.key}.${p.key.trim()}`);
  }
  return keys;
}

// ---- a one-line summary for the list ----

function clip(s: string, n = 80): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** What a record does, in one line (values from the record, no prose). */
export function summary(kind: KindId, r: APIRecord): string {
  const list = (k: string) => (Array.isArray(r[k]) ? (r[k] as APIRecord[]) : []);
  switch (kind) {
    case 'callTransfer':
      return `${r.mode} → ${r.destination}`;
    case 'ivr':
      return list('steps')
        .map((s) => s.digits)
        .join(' · ');
    case 'informationExtractor':
      return clip(
        list('fields')
          .map((f) => `${f.name}: ${f.type}`)
          .join(', '),
      );
    case 'customEvaluation':
      return clip(
        list('criteria')
          .map((c) => `${c.name} (${c.type})`)
          .join(', '),
      );
    case 'postCallSms':
    case 'duringCallSms':
      return clip(String(r.template ?? ''));
    case 'customAction':
      return clip(`${r.method} ${r.url}`);
    case 'bookingAction':
      return `#${r.eventTypeId} · ${r.durationMinutes} min`;
    case 'phoneBook':
      return clip(
        list('entries')
          .map((e) => e.number)
          .join(', '),
      );
  }
}

// ---- test inputs ----

/**
 * A transcript typed one turn a line, "user: ..." or "agent: ..."
 * (caller/assistant accepted). Lines without a role continue the turn
 * before. Returns the turns, or the 1-based number of the first line that
 * starts no turn.
 */
export function parseTranscript(text: string): { turns: { role: string; text: string }[] } | { badLine: number } {
  const turns: { role: string; text: string }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    const m = /^(user|caller|agent|assistant)\s*:\s*(.*)$/i.exec(line);
    if (m) {
      const role = m[1].toLowerCase();
      turns.push({ role: role === 'caller' ? 'user' : role === 'assistant' ? 'agent' : role, text: m[2] });
    } else if (turns.length > 0) {
      turns[turns.length - 1].text += `\n${line}`;
    } else {
      return { badLine: i + 1 };
    }
  }
  return { turns };
}

/** Variables typed as a JSON object; '' is none. */
export function parseVariables(text: string): { variables: Record<string, unknown> | undefined } | { invalid: true } {
  if (text.trim() === '') return { variables: undefined };
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return { variables: v as Record<string, unknown> };
  } catch {
    /* below */
  }
  return { invalid: true };
}
