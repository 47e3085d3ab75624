// Agent export files: the name a download gets, and reading a file chosen
// for import (a JSON object; the API checks the rest and lists every
// problem).

/** The file name of an agent's export: its name made safe, .json. */
export function exportFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'agent'}.agent.json`;
}

export type ParsedFile = { document: Record<string, unknown> } | { error: 'notJSON' | 'notObject' };

/** Reads an import file's text: a JSON object, or why not. */
export function parseAgentFile(text: string): ParsedFile {
  let v: unknown;
  try {
    v = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { error: 'notJSON' };
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { error: 'notObject' };
  return { document: v as Record<string, unknown> };
}

/** Saves a JSON value as a file the browser downloads. */
export function downloadJSON(value: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(value, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
