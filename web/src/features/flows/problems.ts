// Validation problems placed on the canvas: each on its node or edge, and a
// list to click through. An edge is named by its index in the document's
// edges; when the document changed since, the edge with the same ends is
// taken instead.
import type { FlowDocument } from './document';

export type ApiProblem = {
  code: string;
  message: string;
  nodeId?: string | null;
  edge?: { index: number; from: string; to: string } | null;
  flowId?: string | null;
};

export type Problem = {
  code: string;
  message: string;
  severity: 'error' | 'warning';
  nodeId: string | null;
  /** The edge's index in the current document, or null. */
  edgeIndex: number | null;
};

export type ProblemIndex = {
  list: Problem[];
  byNode: Map<string, Problem[]>;
  byEdge: Map<number, Problem[]>;
};

export const noProblems: ProblemIndex = { list: [], byNode: new Map(), byEdge: new Map() };

function findEdge(doc: FlowDocument, ref: { index: number; from: string; to: string }): number | null {
  const at = doc.edges[ref.index];
  if (at && at.from === ref.from && at.to === ref.to) return ref.index;
  const i = doc.edges.findIndex((e) => e.from === ref.from && e.to === ref.to);
  return i >= 0 ? i : null;
}

function push<K>(m: Map<K, Problem[]>, k: K, p: Problem) {
  const l = m.get(k);
  if (l) l.push(p);
  else m.set(k, [p]);
}

/** Indexes a validation report against a document (problems of other flows are left out). */
export function indexProblems(
  doc: FlowDocument,
  report: { errors: readonly ApiProblem[]; warnings: readonly ApiProblem[] },
  flowId?: string,
): ProblemIndex {
  const out: ProblemIndex = { list: [], byNode: new Map(), byEdge: new Map() };
  const ids = new Set(doc.nodes.map((n) => n.id));
  const add = (p: ApiProblem, severity: Problem['severity']) => {
    if (flowId && p.flowId && p.flowId !== flowId) return;
    const edgeIndex = p.edge ? findEdge(doc, p.edge) : null;
    const nodeId = p.nodeId && ids.has(p.nodeId) ? p.nodeId : null;
    const problem: Problem = { code: p.code, message: p.message, severity, nodeId, edgeIndex };
    out.list.push(problem);
    if (edgeIndex !== null) push(out.byEdge, edgeIndex, problem);
    else if (nodeId !== null) push(out.byNode, nodeId, problem);
  };
  report.errors.forEach((p) => add(p, 'error'));
  report.warnings.forEach((p) => add(p, 'warning'));
  return out;
}
