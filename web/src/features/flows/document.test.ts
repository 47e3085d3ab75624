import { describe, expect, it } from 'vitest';
import {
  addNode,
  connect,
  defaultConfig,
  edgeIndex,
  keepCanvasState,
  moveNode,
  parseConfigJSON,
  parseDocument,
  removeElements,
  serializeDocument,
  setNodeConfig,
  toFlowEdges,
  toFlowNodes,
  updateEdge,
  layoutIfStacked,
  type NodeTypeInfo,
} from './document';
import { indexProblems, noProblems } from './problems';

const stored = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 } },
    { id: 'age', type: 'question', position: { x: 10, y: 120 }, config: { prompt: 'How old are you?', variable: 'age', type: 'number' } },
    { id: 'adult', type: 'condition' },
    { id: 'bye', type: 'end', position: { x: 0, y: 400 }, config: { text: 'Thanks' } },
    { id: 'minor', type: 'transfer', position: { x: 200, y: 400 }, config: { to: 'a colleague' } },
  ],
  edges: [
    { from: 'start', to: 'age' },
    { from: 'age', to: 'adult' },
    { from: 'adult', to: 'bye', condition: 'age >= 18' },
    { from: 'adult', to: 'minor', default: true },
  ],
};

const question: NodeTypeInfo = {
  name: 'question',
  terminal: false,
  fields: [
    { name: 'prompt', type: 'text', required: true },
    { name: 'variable', type: 'string', required: true },
    { name: 'type', type: 'string', required: true, options: ['text', 'number'] },
    { name: 'choices', type: 'strings', required: false },
  ],
};

describe('document <-> canvas', () => {
  it('draws every node and edge of the document', () => {
    const doc = parseDocument(stored);
    const types = new Map(['start', 'question', 'condition', 'end'].map((n) => [n, { terminal: n === 'end' }]));
    const nodes = toFlowNodes(doc, noProblems, types);
    expect(nodes[3].data.terminal).toBe(true);
    expect(nodes[1].data.terminal).toBe(false);
    expect(nodes.map((n) => n.id)).toEqual(['start', 'age', 'adult', 'bye', 'minor']);
    expect(nodes[1].position).toEqual({ x: 10, y: 120 });
    expect(nodes[1].data.summary).toBe('How old are you?');
    // A node without a position is placed in a column.
    expect(nodes[2].position).toEqual({ x: 0, y: 240 });
    expect(nodes[4].data.unknownType).toBe(true);
    const edges = toFlowEdges(doc, noProblems, 'default');
    expect(edges.map((e) => [e.id, e.source, e.target, e.label])).toEqual([
      ['e0', 'start', 'age', undefined],
      ['e1', 'age', 'adult', undefined],
      ['e2', 'adult', 'bye', 'age >= 18'],
      ['e3', 'adult', 'minor', 'default'],
    ]);
    expect(edgeIndex('e3')).toBe(3);
    expect(edgeIndex('x')).toBe(-1);
  });

  it('round-trips a document, positions rounded and empty fields left out', () => {
    const doc = moveNode(parseDocument(stored), 'adult', { x: 50.6, y: 260.2 });
    const out = serializeDocument(doc);
    expect(out.nodes[2]).toEqual({ id: 'adult', type: 'condition', position: { x: 51, y: 260 } });
    expect(out.edges[3]).toEqual({ from: 'adult', to: 'minor', default: true });
    const withList = serializeDocument(setNodeConfig(doc, 'age', { prompt: 'Pick', choices: ['red', '', ' blue ', ''] }));
    expect(withList.nodes[1].config).toEqual({ prompt: 'Pick', choices: ['red', 'blue'] });
    expect(parseDocument(JSON.parse(JSON.stringify(out)))).toEqual(doc);
  });

  it('marks problems on nodes and edges', () => {
    const doc = parseDocument(stored);
    const p = indexProblems(doc, {
      errors: [
        { code: 'invalid_config', message: 'no prompt', nodeId: 'age' },
        { code: 'invalid_condition', message: 'bad', edge: { index: 2, from: 'adult', to: 'bye' } },
      ],
      warnings: [],
    });
    const nodes = toFlowNodes(doc, p, null);
    expect(nodes[1].className).toBe('has-problem');
    expect(nodes[1].data.problems).toEqual([{ message: 'no prompt', severity: 'error' }]);
    expect(nodes[0].className).toBeUndefined();
    const edges = toFlowEdges(doc, p, 'default');
    expect(edges[2].className).toBe('has-problem');
    expect(edges[2].label).toBe('age >= 18 — ⚠ bad');
  });

  it('keeps measured sizes and selection when redrawing', () => {
    const doc = parseDocument(stored);
    const prev = toFlowNodes(doc, noProblems, null).map((n) => (n.id === 'age' ? { ...n, selected: true, measured: { width: 100, height: 40 } } : n));
    const next = keepCanvasState(toFlowNodes(moveNode(doc, 'age', { x: 1, y: 2 }), noProblems, null), prev);
    const age = next.find((n) => n.id === 'age')!;
    expect(age.selected).toBe(true);
    expect(age.measured).toEqual({ width: 100, height: 40 });
    expect(age.position).toEqual({ x: 1, y: 2 });
  });
});

describe('editing', () => {
  it('adds a node with a fresh id and its required fields', () => {
    const doc = parseDocument(stored);
    const a = addNode(doc, 'question', { x: 10.4, y: 20.6 }, question);
    expect(a.id).toBe('question');
    expect(a.doc.nodes.at(-1)).toEqual({ id: 'question', type: 'question', position: { x: 10, y: 21 }, config: { prompt: '', variable: '', type: 'text' } });
    const b = addNode(a.doc, 'question', { x: 0, y: 0 }, question);
    expect(b.id).toBe('question_2');
    expect(addNode(doc, 'start', { x: 0, y: 0 }).id).toBe('start_2');
    expect(doc.nodes).toHaveLength(5);
  });

  it('connects two nodes once', () => {
    const doc = parseDocument(stored);
    const c = connect(doc, 'bye', 'minor');
    expect(c.edges.at(-1)).toEqual({ from: 'bye', to: 'minor' });
    expect(connect(c, 'bye', 'minor')).toBe(c);
    expect(connect(doc, 'bye', 'bye')).toBe(doc);
  });

  it('removes a node with its edges, and edges by index', () => {
    const doc = parseDocument(stored);
    const r = removeElements(doc, ['adult'], []);
    expect(r.nodes.map((n) => n.id)).toEqual(['start', 'age', 'bye', 'minor']);
    expect(r.edges).toEqual([{ from: 'start', to: 'age' }]);
    const e = removeElements(doc, [], [0, 3]);
    expect(e.edges.map((x) => x.to)).toEqual(['adult', 'bye']);
    expect(removeElements(doc, [], [])).toBe(doc);
  });

  it('moves a node; the same position changes nothing', () => {
    const doc = parseDocument(stored);
    expect(moveNode(doc, 'bye', { x: 0, y: 400 })).toBe(doc);
    expect(moveNode(doc, 'bye', { x: 5, y: 5 }).nodes[3].position).toEqual({ x: 5, y: 5 });
  });

  it('sets a configuration and an edge', () => {
    const doc = parseDocument(stored);
    expect(setNodeConfig(doc, 'bye', { text: 'Bye' }).nodes[3].config).toEqual({ text: 'Bye' });
    const u = updateEdge(doc, 2, { condition: 'age > 20', label: 'adult' });
    expect(u.edges[2]).toEqual({ from: 'adult', to: 'bye', condition: 'age > 20', label: 'adult' });
    expect(updateEdge(doc, 9, { label: 'x' })).toBe(doc);
  });

  it('defaults a configuration from the registry', () => {
    expect(defaultConfig(question)).toEqual({ prompt: '', variable: '', type: 'text' });
    expect(defaultConfig(undefined)).toEqual({});
  });

  it('accepts only a JSON object as a configuration', () => {
    expect(parseConfigJSON('{"text": "hi"}')).toEqual({ ok: true, value: { text: 'hi' } });
    expect(parseConfigJSON('')).toEqual({ ok: true, value: {} });
    expect(parseConfigJSON('{"text": ').ok).toBe(false);
    expect(parseConfigJSON('[1]')).toEqual({ ok: false, error: 'not an object' });
  });
});

describe('layoutIfStacked', () => {
  it('lays out a document whose nodes all sit at one spot, by distance from the start', () => {
    const doc = parseDocument({ ...stored, nodes: stored.nodes.map((n) => ({ ...n, position: { x: 0, y: 0 } })) });
    const out = layoutIfStacked(doc);
    const at = Object.fromEntries(out.nodes.map((n) => [n.id, n.position]));
    expect(at.start).toEqual({ x: 0, y: 0 });
    expect(at.age).toEqual({ x: 0, y: 140 });
    expect(at.adult).toEqual({ x: 0, y: 280 });
    expect(at.bye).toEqual({ x: 0, y: 420 });
    expect(at.minor).toEqual({ x: 240, y: 420 });
  });
  it('leaves a placed document alone', () => {
    const doc = parseDocument({ nodes: [{ id: 'a', type: 'start', position: { x: 0, y: 0 } }, { id: 'b', type: 'end', position: { x: 0, y: 200 } }], edges: [] });
    expect(layoutIfStacked(doc)).toBe(doc);
  });
});
