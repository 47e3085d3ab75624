// The flow document ({nodes, edges}, as the API stores it) and the pure
// operations of the editor on it; conversion to and from React Flow's nodes
// and edges. The document is the source of truth: the canvas is drawn from
// it, and every edit makes a new document (so undo is a history of them).
import type { Edge, Node, XYPosition } from '@xyflow/react';
import type { ProblemIndex } from './problems';

export type FlowNodeDoc = {
  id: string;
  type: string;
  position?: { x: number; y: number };
  config?: Record<string, unknown>;
};

export type FlowEdgeDoc = {
  from: string;
  to: string;
  condition?: string;
  default?: boolean;
  label?: string;
  examples?: string[];
};

export type FlowDocument = { name?: string; nodes: FlowNodeDoc[]; edges: FlowEdgeDoc[] };

export type ConfigField = { name: string; type: string; required: boolean; options?: readonly string[] | null };
export type NodeTypeInfo = { name: string; terminal: boolean; fields: readonly ConfigField[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a stored document; anything missing becomes empty (the API checked its shape). */
export function parseDocument(raw: unknown): FlowDocument {
  const doc = isObject(raw) ? raw : {};
  const nodes = Array.isArray(doc.nodes) ? doc.nodes.filter(isObject) : [];
  const edges = Array.isArray(doc.edges) ? doc.edges.filter(isObject) : [];
  const out: FlowDocument = {
    nodes: nodes.map((n) => {
      const node: FlowNodeDoc = { id: String(n.id ?? ''), type: String(n.type ?? '') };
      if (isObject(n.position)) node.position = { x: Number(n.position.x) || 0, y: Number(n.position.y) || 0 };
      if (isObject(n.config)) node.config = n.config;
      return node;
    }),
    edges: edges.map((e) => {
      const edge: FlowEdgeDoc = { from: String(e.from ?? ''), to: String(e.to ?? '') };
      if (typeof e.condition === 'string' && e.condition) edge.condition = e.condition;
      if (e.default === true) edge.default = true;
      if (typeof e.label === 'string' && e.label) edge.label = e.label;
      if (Array.isArray(e.examples) && e.examples.length) edge.examples = e.examples.map(String);
      return edge;
    }),
  };
  if (typeof doc.name === 'string' && doc.name) out.name = doc.name;
  return out;
}

/** The document as the API takes it: empty optional fields left out. */
export function serializeDocument(doc: FlowDocument): FlowDocument {
  return {
    ...(doc.name ? { name: doc.name } : {}),
    nodes: doc.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      position: { x: Math.round(n.position?.x ?? 0), y: Math.round(n.position?.y ?? 0) },
      ...(n.config && Object.keys(n.config).length > 0 ? { config: cleanConfig(n.config) } : {}),
    })),
    edges: doc.edges.map((e) => {
      const out: FlowEdgeDoc = { from: e.from, to: e.to };
      if (e.condition) out.condition = e.condition;
      if (e.default) out.default = true;
      if (e.label) out.label = e.label;
      const examples = (e.examples ?? []).map((x) => x.trim()).filter(Boolean);
      if (examples.length) out.examples = examples;
      return out;
    }),
  };
}

/** A configuration without the empty entries of its lists (a list typed one entry a line). */
function cleanConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(config)) {
    out[k] = Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.map((x) => x.trim()).filter(Boolean) : v;
  }
  return out;
}

/** A node id not used yet: the type's name, then type_2, type_3... */
export function freshNodeId(doc: FlowDocument, type: string): string {
  const used = new Set(doc.nodes.map((n) => n.id));
  const base = type.replace(/[^A-Za-z0-9_-]/g, '_') || 'node';
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** The configuration a new node of a type starts with: its required fields, empty (a choice: the first option). */
export function defaultConfig(info: NodeTypeInfo | undefined): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const f of info?.fields ?? []) {
    if (!f.required) continue;
    if (f.options && f.options.length) config[f.name] = f.options[0];
    else if (f.type === 'boolean') config[f.name] = false;
    else if (f.type === 'number') config[f.name] = 0;
    else if (f.type === 'strings') config[f.name] = [];
    else config[f.name] = '';
  }
  return config;
}

export function addNode(doc: FlowDocument, type: string, position: XYPosition, info?: NodeTypeInfo): { doc: FlowDocument; id: string } {
  const id = freshNodeId(doc, type);
  const config = defaultConfig(info);
  const node: FlowNodeDoc = { id, type, position: { x: Math.round(position.x), y: Math.round(position.y) } };
  if (Object.keys(config).length) node.config = config;
  return { doc: { ...doc, nodes: [...doc.nodes, node] }, id };
}

export function moveNode(doc: FlowDocument, id: string, position: XYPosition): FlowDocument {
  const x = Math.round(position.x);
  const y = Math.round(position.y);
  const node = doc.nodes.find((n) => n.id === id);
  if (!node || (node.position?.x === x && node.position?.y === y)) return doc;
  return { ...doc, nodes: doc.nodes.map((n) => (n.id === id ? { ...n, position: { x, y } } : n)) };
}

/** Adds an edge from one node to another; the same edge twice (or a node to itself) changes nothing. */
export function connect(doc: FlowDocument, from: string, to: string): FlowDocument {
  if (!from || !to || from === to) return doc;
  if (doc.edges.some((e) => e.from === from && e.to === to)) return doc;
  return { ...doc, edges: [...doc.edges, { from, to }] };
}

/** Removes nodes (with the edges touching them) and edges (by index). */
export function removeElements(doc: FlowDocument, nodeIds: readonly string[], edgeIndexes: readonly number[]): FlowDocument {
  if (nodeIds.length === 0 && edgeIndexes.length === 0) return doc;
  const gone = new Set(nodeIds);
  const goneEdges = new Set(edgeIndexes);
  return {
    ...doc,
    nodes: doc.nodes.filter((n) => !gone.has(n.id)),
    edges: doc.edges.filter((e, i) => !goneEdges.has(i) && !gone.has(e.from) && !gone.has(e.to)),
  };
}

export function setNodeConfig(doc: FlowDocument, id: string, config: Record<string, unknown>): FlowDocument {
  return { ...doc, nodes: doc.nodes.map((n) => (n.id === id ? { ...n, config } : n)) };
}

export function updateEdge(doc: FlowDocument, index: number, patch: Partial<FlowEdgeDoc>): FlowDocument {
  if (!doc.edges[index]) return doc;
  return { ...doc, edges: doc.edges.map((e, i) => (i === index ? { ...e, ...patch } : e)) };
}

/** Parses a configuration typed as JSON: an object, or a message saying what is wrong. */
export function parseConfigJSON(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  if (!isObject(value)) return { ok: false, error: 'not an object' };
  return { ok: true, value };
}

/** A node's short description on the canvas: the first text of its configuration. */
export function nodeSummary(node: FlowNodeDoc): string {
  const c = node.config ?? {};
  for (const key of ['text', 'prompt', 'instructions', 'to', 'variable', 'action_id', 'flow_id']) {
    const v = c[key];
    if (typeof v === 'string' && v.trim()) return v.length > 60 ? `${v.slice(0, 57)}…` : v;
  }
  return '';
}

export type FlowNodeData = {
  nodeType: string;
  summary: string;
  problems: { message: string; severity: 'error' | 'warning' }[];
  unknownType: boolean;
  terminal: boolean;
};

export const edgeId = (index: number) => `e${index}`;
export const edgeIndex = (id: string): number => (/^e\d+$/.test(id) ? Number(id.slice(1)) : -1);

/** The canvas's nodes for a document; a node without a position is placed in a column. */
export function toFlowNodes(
  doc: FlowDocument,
  problems: ProblemIndex,
  types: ReadonlyMap<string, { terminal: boolean }> | null,
): Node<FlowNodeData>[] {
  return doc.nodes.map((n, i) => ({
    id: n.id,
    type: 'flowNode',
    position: n.position ? { x: n.position.x, y: n.position.y } : { x: 0, y: i * 120 },
    data: {
      nodeType: n.type,
      summary: nodeSummary(n),
      problems: (problems.byNode.get(n.id) ?? []).map((p) => ({ message: p.message, severity: p.severity })),
      unknownType: types !== null && !types.has(n.type),
      terminal: types?.get(n.type)?.terminal ?? false,
    },
    className: problems.byNode.has(n.id) ? 'has-problem' : undefined,
  }));
}

/** The text an edge shows: its label, condition or "default". */
export function edgeText(e: FlowEdgeDoc, defaultWord: string): string {
  if (e.label) return e.label;
  if (e.condition) return e.condition;
  if (e.default) return defaultWord;
  return '';
}

export function toFlowEdges(doc: FlowDocument, problems: ProblemIndex, defaultWord: string): Edge[] {
  return doc.edges.map((e, i) => {
    const issues = problems.byEdge.get(i) ?? [];
    const text = edgeText(e, defaultWord);
    const label = issues.length ? [text, ...issues.map((p) => `⚠ ${p.message}`)].filter(Boolean).join(' — ') : text;
    return {
      id: edgeId(i),
      source: e.from,
      target: e.to,
      label: label || undefined,
      className: issues.length ? 'has-problem' : undefined,
      ariaLabel: `${e.from} → ${e.to}${text ? ` (${text})` : ''}`,
    };
  });
}

/**
 * Merges freshly drawn nodes with what the canvas knows of the previous ones
 * (measured size, selection), so redrawing from the document keeps them.
 */
export function keepCanvasState<T extends Node | Edge>(next: T[], prev: readonly T[]): T[] {
  const old = new Map(prev.map((x) => [x.id, x]));
  return next.map((x) => {
    const p = old.get(x.id);
    if (!p) return x;
    const kept: Partial<Node & Edge> = { selected: p.selected };
    if ('measured' in p && p.measured) kept.measured = p.measured;
    return { ...x, ...kept } as T;
  });
}

/**
 * Places the nodes of a document whose nodes all sit at one spot (a
 * document written without positions): in layers by distance from the
 * start, left to right within a layer. Any other document is returned as is.
 */
export function layoutIfStacked(doc: FlowDocument): FlowDocument {
  if (doc.nodes.length < 2) return doc;
  const first = doc.nodes[0].position ?? { x: 0, y: 0 };
  const stacked = doc.nodes.every((n) => (n.position?.x ?? 0) === first.x && (n.position?.y ?? 0) === first.y);
  if (!stacked) return doc;
  const depth = new Map<string, number>();
  const roots = doc.nodes.filter((n) => n.type === 'start').map((n) => n.id);
  const queue = roots.length ? [...roots] : [doc.nodes[0].id];
  queue.forEach((id) => depth.set(id, 0));
  while (queue.length) {
    const id = queue.shift()!;
    for (const e of doc.edges) {
      if (e.from === id && !depth.has(e.to) && doc.nodes.some((n) => n.id === e.to)) {
        depth.set(e.to, depth.get(id)! + 1);
        queue.push(e.to);
      }
    }
  }
  let deepest = Math.max(0, ...depth.values());
  const perLayer = new Map<number, number>();
  return {
    ...doc,
    nodes: doc.nodes.map((n) => {
      if (!depth.has(n.id)) depth.set(n.id, ++deepest);
      const d = depth.get(n.id)!;
      const col = perLayer.get(d) ?? 0;
      perLayer.set(d, col + 1);
      return { ...n, position: { x: col * 240, y: d * 140 } };
    }),
  };
}
