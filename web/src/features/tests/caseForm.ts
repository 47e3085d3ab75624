// A test case as its form edits it, and the API input it becomes. The form
// holds text; the API wants a script as lines, assertions as JSON, and an
// empty value to remove a field on update.

export type CaseKind = 'script' | 'persona' | 'preset';

export type CaseForm = {
  name: string;
  kind: CaseKind;
  script: string;
  persona: string;
  goal: string;
  presetId: string;
  maxTurns: string;
  assertions: string;
  status: 'active' | 'draft';
};

export type CaseInput = {
  name?: string;
  presetId?: string;
  persona?: string;
  goal?: string;
  script?: string[];
  maxTurns?: number;
  assertions?: unknown;
  status?: string;
};

type CaseLike = {
  name: string;
  presetId?: string | null;
  persona?: string | null;
  goal?: string | null;
  script?: string[] | null;
  maxTurns: number;
  assertions: unknown;
  status: string;
};

export const emptyCase: CaseForm = {
  name: '',
  kind: 'script',
  script: '',
  persona: '',
  goal: '',
  presetId: '',
  maxTurns: '10',
  assertions: '[]',
  status: 'active',
};

export function formOf(c: CaseLike): CaseForm {
  const kind: CaseKind = c.script && c.script.length > 0 ? 'script' : c.presetId ? 'preset' : 'persona';
  return {
    name: c.name,
    kind,
    script: (c.script ?? []).join('\n'),
    persona: c.persona ?? '',
    goal: c.goal ?? '',
    presetId: c.presetId ?? '',
    maxTurns: String(c.maxTurns),
    assertions: JSON.stringify(c.assertions ?? [], null, 2),
    status: c.status === 'draft' ? 'draft' : 'active',
  };
}

export type Built = { input: CaseInput } | { assertionsError: string };

/**
 * The API input of a form. For an update (`update`), the fields of the
 * other kinds are sent empty so the API removes them; for a create they are
 * left out. The API validates the rest and names each problem.
 */
export function inputOf(f: CaseForm, update: boolean): Built {
  let assertions: unknown;
  try {
    assertions = f.assertions.trim() === '' ? [] : JSON.parse(f.assertions);
  } catch (e) {
    return { assertionsError: (e as Error).message };
  }
  if (!Array.isArray(assertions)) return { assertionsError: 'not an array' };

  const input: CaseInput = { name: f.name.trim(), status: f.status, assertions };
  const turns = Number.parseInt(f.maxTurns, 10);
  if (Number.isFinite(turns)) input.maxTurns = turns;
  const clear = update ? '' : undefined;
  const set = (k: 'presetId' | 'persona' | 'goal', v: string | undefined) => {
    if (v !== undefined) input[k] = v;
  };
  switch (f.kind) {
    case 'script':
      input.script = f.script.split('\n').map((l) => l.trim()).filter((l) => l !== '');
      set('presetId', clear);
      set('persona', clear);
      set('goal', clear);
      break;
    case 'persona':
      input.persona = f.persona.trim();
      input.goal = f.goal.trim();
      set('presetId', clear);
      if (update) input.script = [];
      break;
    case 'preset':
      input.presetId = f.presetId;
      // A preset fills persona and goal; typed ones override it.
      set('persona', f.persona.trim() || clear);
      set('goal', f.goal.trim() || clear);
      if (update) input.script = [];
      break;
  }
  return { input };
}
