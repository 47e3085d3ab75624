// A node on the canvas: its type, id and first text; its problems in red
// under it. Edges come in at the top and leave at the bottom (a terminal
// type has no way out).
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { FlowNodeData } from './document';

export function FlowNodeView({ id, data }: NodeProps<Node<FlowNodeData>>) {
  const mark = data.problems.some((p) => p.severity === 'error') ? ' flow-node-invalid' : data.problems.length ? ' flow-node-warning' : '';
  return (
    <div className={`flow-node${mark}`} data-testid={`flow-node-${id}`}>
      {data.nodeType !== 'start' && <Handle type="target" position={Position.Top} />}
      <div className="flow-node-head">
        <span className="flow-node-type">{data.nodeType}</span>
        <span className="flow-node-id">{id}</span>
      </div>
      {data.summary && <div className="flow-node-summary">{data.summary}</div>}
      {data.problems.map((p, i) => (
        <p key={i} className={`flow-node-problem flow-node-${p.severity}-text`}>
          {p.message}
        </p>
      ))}
      {!data.terminal && <Handle type="source" position={Position.Bottom} />}
    </div>
  );
}

export const nodeTypes = { flowNode: FlowNodeView };
