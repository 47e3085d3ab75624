// The settings editor's logic: the settings an agent accepts (as the API
// lists them in internal/agents/settings.go), the form's values from an
// agent, the update patch of what changed, and the API's field errors.

export type SettingKind = 'string' | 'text' | 'integer' | 'number' | 'boolean';

/** The settings the API accepts, in the order the form shows them. */
export const knownSettings: { key: string; kind: SettingKind }[] = [
  { key: 'language', kind: 'string' },
  { key: 'greeting', kind: 'text' },
  { key: 'welcome_message', kind: 'text' },
  { key: 'voice', kind: 'string' },
  { key: 'model', kind: 'string' },
  { key: 'temperature', kind: 'number' },
  { key: 'max_tokens', kind: 'integer' },
  { key: 'max_call_minutes', kind: 'integer' },
  { key: 'max_attempts', kind: 'integer' },
  { key: 'interruptible', kind: 'boolean' },
  { key: 'voicemail_detection', kind: 'boolean' },
  { key: 'handoff_enabled', kind: 'boolean' },
  { key: 'typing_indicator', kind: 'boolean' },
  { key: 'calendar_required', kind: 'boolean' },
  { key: 'confirmation_sms', kind: 'boolean' },
];

/** The form's values: every setting as text ('' = not set; booleans 'true'/'false'). */
export type FormValues = {
  name: string;
  description: string;
  prompt: string;
  settings: Record<string, string>;
};

export type AgentLike = { name: string; description: string; prompt: string; settings: Record<string, unknown> };

export function formFromAgent(a: AgentLike): FormValues {
  const settings: Record<string, string> = {};
  for (const { key } of knownSettings) {
    const v = a.settings[key];
    settings[key] = v === undefined || v === null ? '' : String(v);
  }
  return { name: a.name, description: a.description, prompt: a.prompt, settings };
}

/** A setting's value as the API takes it: null removes it; text that is not a number is sent as is, for the API to name the problem. */
export function settingValue(kind: SettingKind, raw: string): unknown {
  const s = raw.trim();
  if (kind === 'text' ? raw.trim() === '' : s === '') return null;
  switch (kind) {
    case 'boolean':
      return s === 'true';
    case 'integer':
      return /^-?\d+$/.test(s) ? Number.parseInt(s, 10) : s;
    case 'number':
      return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number.parseFloat(s) : s;
    case 'text':
      return raw;
    default:
      return s;
  }
}

export type AgentPatch = {
  name?: string;
  description?: string;
  prompt?: string;
  settings?: Record<string, unknown>;
};

/** What changed between the loaded values and the form, as updateAgent's input; null when nothing did. */
export function patchFrom(initial: FormValues, current: FormValues, promptMode: boolean): AgentPatch | null {
  const p: AgentPatch = {};
  if (current.name.trim() !== initial.name) p.name = current.name.trim();
  if (current.description !== initial.description) p.description = current.description;
  if (promptMode && current.prompt !== initial.prompt) p.prompt = current.prompt;
  const settings: Record<string, unknown> = {};
  for (const { key, kind } of knownSettings) {
    if (current.settings[key] !== initial.settings[key]) settings[key] = settingValue(kind, current.settings[key] ?? '');
  }
  if (Object.keys(settings).length > 0) p.settings = settings;
  return Object.keys(p).length > 0 ? p : null;
}

type GraphQLErrorLike = { message: string; extensions?: Record<string, unknown> };

/**
 * The API's field errors (extensions.fields: [{field, message}]) by field,
 * with the input's prefix dropped (input.name → name; settings.x stays).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errs = (error as { graphQLErrors?: GraphQLErrorLike[] } | null)?.graphQLErrors ?? [];
  for (const e of errs) {
    const fields = e.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const f of fields as { field?: unknown; message?: unknown }[]) {
      if (typeof f.field !== 'string' || typeof f.message !== 'string') continue;
      const key = f.field.replace(/^input\./, '');
      out[key] = out[key] ? `${out[key]}; ${f.message}` : f.message;
    }
  }
  return out;
}
