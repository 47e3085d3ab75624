import { describe, expect, it } from 'vitest';
import { indexProblems } from './problems';
import type { FlowDocument } from './document';

const doc: FlowDocument = {
  nodes: [
    { id: 'start', type: 'start' },
    { id: 'q', type: 'question' },
    { id: 'c', type: 'condition' },
    { id: 'end', type: 'end' },
  ],
  edges: [
    { from: 'start', to: 'q' },
    { from: 'q', to: 'c' },
    { from: 'c', to: 'end', condition: 'x >' },
  ],
};

describe('indexProblems', () => {
  it('puts node problems on their node and edge problems on their edge', () => {
    const p = indexProblems(doc, {
      errors: [
        { code: 'question_without_variable', message: 'no variable', nodeId: 'q' },
        { code: 'invalid_condition', message: 'bad expression', nodeId: 'c', edge: { index: 2, from: 'c', to: 'end' } },
        { code: 'no_end', message: 'no end' },
      ],
      warnings: [{ code: 'variable_read_before_set', message: 'x unset', nodeId: 'c' }],
    });
    expect(p.list.map((x) => [x.code, x.severity])).toEqual([
      ['question_without_variable', 'error'],
      ['invalid_condition', 'error'],
      ['no_end', 'error'],
      ['variable_read_before_set', 'warning'],
    ]);
    expect(p.byNode.get('q')?.map((x) => x.message)).toEqual(['no variable']);
    expect(p.byEdge.get(2)?.map((x) => x.message)).toEqual(['bad expression']);
    expect(p.byNode.get('c')?.map((x) => x.message)).toEqual(['x unset']);
    expect(p.list[2].nodeId).toBeNull();
    expect(p.list[2].edgeIndex).toBeNull();
  });

  it('finds a moved edge by its ends, and drops what no longer exists', () => {
    const changed: FlowDocument = { ...doc, edges: [doc.edges[2], doc.edges[0]] };
    const p = indexProblems(changed, {
      errors: [
        { code: 'invalid_condition', message: 'bad', edge: { index: 2, from: 'c', to: 'end' } },
        { code: 'edge_to_unknown_node', message: 'ghost', edge: { index: 1, from: 'q', to: 'c' } },
        { code: 'dead_end', message: 'gone', nodeId: 'removed' },
      ],
      warnings: [],
    });
    expect([...p.byEdge.keys()]).toEqual([0]);
    expect(p.byNode.size).toBe(0);
    expect(p.list).toHaveLength(3);
  });

  it('leaves out problems of other flows', () => {
    const p = indexProblems(doc, { errors: [{ code: 'no_end', message: 'x', flowId: 'other' }, { code: 'no_start', message: 'y', flowId: 'mine' }], warnings: [] }, 'mine');
    expect(p.list.map((x) => x.code)).toEqual(['no_start']);
  });
});
