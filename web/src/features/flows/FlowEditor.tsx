// The editor of one flow: the canvas drawn from the flow document, the
// palette of node types, undo/redo over the document, the side panel, and
// validate, save (refused when someone saved since), publish.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import {
  Background,
  Controls,
  ReactFlow,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
} from '@xyflow/react';
import { ErrorBanner, Loading } from '../../components/states';
import {
  addNode,
  connect,
  edgeIndex,
  edgeId,
  keepCanvasState,
  layoutIfStacked,
  moveNode,
  parseDocument,
  removeElements,
  serializeDocument,
  setNodeConfig,
  toFlowEdges,
  toFlowNodes,
  updateEdge,
  type FlowDocument,
  type FlowNodeData,
  type NodeTypeInfo,
} from './document';
import { canRedo, canUndo, historyReducer, initHistory } from './history';
import { nodeTypes } from './FlowNode';
import { FlowsFlowDocument, FlowsPublishAllDocument, FlowsPublishDocument, FlowsSaveDocument, FlowsValidateDocument } from './operations';
import { indexProblems, type ApiProblem, type Problem } from './problems';
import { SidePanel, type Selection } from './SidePanel';

const DND_TYPE = 'application/x-flow-node-type';
const emptyDoc: FlowDocument = { nodes: [], edges: [] };

type Report = { valid: boolean; errors: ApiProblem[]; warnings: ApiProblem[] };

const errorCode = (e: unknown): string | undefined =>
  (e as { graphQLErrors?: { extensions?: { code?: string } }[] })?.graphQLErrors?.[0]?.extensions?.code;

const typing = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

type Props = {
  agentId: string;
  flowId: string;
  types: readonly NodeTypeInfo[] | null;
  canEdit: boolean;
  onPublished: () => void;
  /** Told whether the editor holds unsaved changes. */
  onDirty: (dirty: boolean) => void;
};

export function FlowEditor({ agentId, flowId, types, canEdit, onPublished, onDirty }: Props) {
  const { t } = useTranslation('flows');
  const client = useClient();
  const rf = useReactFlow<Node<FlowNodeData>, Edge>();
  const [, saveFlow] = useMutation(FlowsSaveDocument);
  const [, publishFlow] = useMutation(FlowsPublishDocument);
  const [, publishAll] = useMutation(FlowsPublishAllDocument);

  const [history, dispatch] = useReducer(historyReducer<FlowDocument>, emptyDoc, initHistory);
  const doc = history.present;
  const [loaded, setLoaded] = useState<{ updatedAt: string; revision: number } | null>(null);
  const [savedDoc, setSavedDoc] = useState<FlowDocument>(emptyDoc);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [rfNodes, setRfNodes] = useState<Node<FlowNodeData>[]>([]);
  const [rfEdges, setRfEdges] = useState<Edge[]>([]);
  const [pendingSelect, setPendingSelect] = useState<string | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const dirty = doc !== savedDoc;

  useEffect(() => {
    onDirty(dirty);
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, onDirty]);

  const typeMap = useMemo(() => new Map((types ?? []).map((x) => [x.name, x])), [types]);
  const problems = useMemo(() => indexProblems(doc, report ?? { errors: [], warnings: [] }, flowId), [doc, report, flowId]);

  const load = useCallback(async () => {
    setLoadError(null);
    const r = await client.query(FlowsFlowDocument, { agentId, id: flowId }, { requestPolicy: 'network-only' }).toPromise();
    if (r.error || !r.data) {
      setLoadError(r.error ?? new Error('no data'));
      return;
    }
    const f = r.data.flow;
    const d = layoutIfStacked(parseDocument(f.draft));
    dispatch({ type: 'reset', present: d });
    setSavedDoc(d);
    setLoaded({ updatedAt: f.updatedAt, revision: f.revision });
    setConflict(false);
    setError(null);
    setReport(null);
  }, [client, agentId, flowId]);

  useEffect(() => {
    void load();
  }, [load]);

  // The canvas is drawn from the document; what only the canvas knows
  // (sizes, selection) is kept. A node just added is selected.
  useEffect(() => {
    const pick = pendingSelect && doc.nodes.some((n) => n.id === pendingSelect) ? pendingSelect : null;
    setRfNodes((prev) => {
      const next = keepCanvasState(toFlowNodes(doc, problems, types ? typeMap : null), prev);
      return pick ? next.map((n) => ({ ...n, selected: n.id === pick })) : next;
    });
    setRfEdges((prev) => {
      const next = keepCanvasState(toFlowEdges(doc, problems, t('edge.default.short')), prev);
      return pick ? next.map((e) => ({ ...e, selected: false })) : next;
    });
    if (pick) setPendingSelect(null);
  }, [doc, problems, typeMap, types, t, pendingSelect]);

  const selection: Selection = useMemo(() => {
    const n = rfNodes.find((x) => x.selected);
    if (n) return { kind: 'node', id: n.id };
    const e = rfEdges.find((x) => x.selected);
    if (e && edgeIndex(e.id) >= 0) return { kind: 'edge', index: edgeIndex(e.id) };
    return null;
  }, [rfNodes, rfEdges]);

  const select = useCallback((s: Selection) => {
    setRfNodes((ns) => ns.map((n) => ({ ...n, selected: s?.kind === 'node' && s.id === n.id })));
    setRfEdges((es) => es.map((e) => ({ ...e, selected: s?.kind === 'edge' && e.id === edgeId(s.index) })));
  }, []);

  const change = useCallback((update: (d: FlowDocument) => FlowDocument, key?: string) => {
    setStatus('');
    dispatch({ type: 'update', update, key });
  }, []);

  const onNodesChange = useCallback(
    (changes: NodeChange<Node<FlowNodeData>>[]) => {
      setRfNodes((ns) => applyNodeChanges(changes, ns));
      // A node that stopped moving (the end of a drag, an arrow key) lands in the document.
      const moves = changes.filter((c) => c.type === 'position' && !c.dragging && c.position);
      if (moves.length && canEdit) {
        change((d) => moves.reduce((acc, c) => (c.type === 'position' && c.position ? moveNode(acc, c.id, c.position) : acc), d));
      }
    },
    [change, canEdit],
  );
  const onEdgesChange = useCallback((changes: EdgeChange[]) => setRfEdges((es) => applyEdgeChanges(changes, es)), []);

  const add = useCallback(
    (type: string, at?: { x: number; y: number }) => {
      let position = at;
      if (!position) {
        const r = canvasRef.current?.getBoundingClientRect();
        const center = r ? rf.screenToFlowPosition({ x: r.left + r.width / 2, y: r.top + r.height / 3 }) : { x: 0, y: 0 };
        const offset = (doc.nodes.length % 5) * 24;
        position = { x: center.x - 80 + offset, y: center.y + offset };
      }
      const { doc: next, id } = addNode(doc, type, position, typeMap.get(type));
      setPendingSelect(id);
      change(() => next);
    },
    [doc, rf, typeMap, change],
  );

  const deleteSelection = useCallback(() => {
    if (!selection) return;
    change((d) => (selection.kind === 'node' ? removeElements(d, [selection.id], []) : removeElements(d, [], [selection.index])));
  }, [selection, change]);

  const undo = useCallback(() => (setStatus(''), dispatch({ type: 'undo' })), []);
  const redo = useCallback(() => (setStatus(''), dispatch({ type: 'redo' })), []);

  useEffect(() => {
    if (!canEdit) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typing(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        undo();
      } else if ((k === 'z' && e.shiftKey) || k === 'y') {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEdit, undo, redo]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!loaded) return false;
    const snapshot = doc;
    const r = await saveFlow({ agentId, id: flowId, draft: serializeDocument(snapshot), expectedUpdatedAt: loaded.updatedAt });
    if (r.error) {
      if (errorCode(r.error) === 'CONFLICT') setConflict(true);
      else setError(r.error);
      return false;
    }
    const f = r.data!.updateFlow;
    setLoaded({ updatedAt: f.updatedAt, revision: f.revision });
    setSavedDoc(snapshot);
    return true;
  }, [loaded, doc, saveFlow, agentId, flowId]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const validate = () =>
    run(async () => {
      if (dirty && canEdit && !(await save())) return;
      const r = await client.query(FlowsValidateDocument, { agentId, id: flowId }, { requestPolicy: 'network-only' }).toPromise();
      if (r.error || !r.data) setError(r.error);
      else setReport(r.data.validateFlow);
    });

  const onSave = () =>
    run(async () => {
      if (await save()) setStatus(t('status.savedNow'));
    });

  const afterPublishError = async (e: unknown) => {
    setError(e);
    if (errorCode(e) === 'UNPROCESSABLE') {
      const v = await client.query(FlowsValidateDocument, { agentId, id: flowId }, { requestPolicy: 'network-only' }).toPromise();
      if (v.data) setReport(v.data.validateFlow);
    }
  };

  const onPublish = () =>
    run(async () => {
      if (dirty && !(await save())) return;
      const r = await publishFlow({ agentId, id: flowId });
      if (r.error) return afterPublishError(r.error);
      const f = r.data!.publishFlow;
      setLoaded({ updatedAt: f.updatedAt, revision: f.revision });
      setStatus(t('status.published', { revision: f.revision }));
      onPublished();
    });

  const onPublishAll = () =>
    run(async () => {
      if (dirty && !(await save())) return;
      const r = await publishAll({ agentId });
      if (r.error) return afterPublishError(r.error);
      const mine = r.data!.publishAllFlows.items.find((f) => f.id === flowId);
      if (mine) setLoaded({ updatedAt: mine.updatedAt, revision: mine.revision });
      setStatus(t('status.publishedAll'));
      onPublished();
    });

  const goTo = (p: Problem) => {
    if (p.edgeIndex !== null) select({ kind: 'edge', index: p.edgeIndex });
    else if (p.nodeId) {
      select({ kind: 'node', id: p.nodeId });
      void rf.fitView({ nodes: [{ id: p.nodeId }], maxZoom: 1.2, duration: 200 });
    }
  };

  const onDrop = (e: DragEvent) => {
    const type = e.dataTransfer.getData(DND_TYPE);
    if (!type || !canEdit) return;
    e.preventDefault();
    add(type, rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
  };

  if (loadError) return <ErrorBanner error={loadError} onRetry={() => void load()} />;
  if (!loaded) return <Loading />;

  const errors = problems.list.filter((p) => p.severity === 'error').length;
  const warnings = problems.list.length - errors;

  return (
    <div className="flow-editor">
      <div className="toolbar flow-toolbar">
        {canEdit && (
          <>
            <button type="button" onClick={undo} disabled={!canUndo(history)} aria-keyshortcuts="Control+Z">
              {t('undo')}
            </button>
            <button type="button" onClick={redo} disabled={!canRedo(history)} aria-keyshortcuts="Control+Shift+Z">
              {t('redo')}
            </button>
          </>
        )}
        <button type="button" onClick={validate} disabled={busy}>
          {t('validate')}
        </button>
        {canEdit && (
          <>
            <button type="button" className="primary" onClick={onSave} disabled={busy || !dirty}>
              {t('common:save')}
            </button>
            <button type="button" onClick={onPublish} disabled={busy}>
              {t('publish')}
            </button>
            <button type="button" onClick={onPublishAll} disabled={busy}>
              {t('publishAll')}
            </button>
          </>
        )}
        <span className="flow-status" role="status" aria-live="polite">
          {status ||
            (canEdit ? (dirty ? t('status.unsaved') : t('status.saved')) : t('status.readOnly'))}
          {' · '}
          {loaded.revision > 0 ? t('status.revision', { revision: loaded.revision }) : t('status.neverPublished')}
        </span>
      </div>
      {conflict && (
        <div className="state state-error flow-conflict" role="alert">
          <p>{t('conflict.text')}</p>
          <button type="button" onClick={() => void load()}>
            {t('reload')}
          </button>
        </div>
      )}
      {error ? <ErrorBanner error={error} /> : null}
      <div className={`flow-body${canEdit ? '' : ' flow-body-readonly'}`}>
        {canEdit && (
          <aside className="flow-palette panel" aria-labelledby="flow-palette-title">
            <h2 id="flow-palette-title">{t('palette.title')}</h2>
            <p className="help">{t('palette.help')}</p>
            {types === null ? (
              <Loading label={t('palette.loading')} />
            ) : (
              <ul>
                {types.map((nt) => (
                  <li key={nt.name}>
                    <button
                      type="button"
                      draggable
                      title={t('palette.add', { type: nt.name })}
                      onClick={() => add(nt.name)}
                      onDragStart={(e) => {
                        e.dataTransfer.setData(DND_TYPE, nt.name);
                        e.dataTransfer.effectAllowed = 'move';
                      }}
                    >
                      {nt.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
        <div
          className="flow-canvas"
          ref={canvasRef}
          role="region"
          aria-label={t('canvas.label')}
          onDragOver={(e) => {
            if (!canEdit) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
          }}
          onDrop={onDrop}
        >
          {doc.nodes.length === 0 && <p className="flow-canvas-empty">{t('canvas.empty')}</p>}
          <ReactFlow
            nodes={rfNodes}
            edges={rfEdges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onNodeDragStop={(_, __, dragged) => change((d) => dragged.reduce((acc, n) => moveNode(acc, n.id, n.position), d))}
            onConnect={(c) => change((d) => connect(d, c.source, c.target))}
            onDelete={({ nodes, edges }) =>
              change((d) =>
                removeElements(
                  d,
                  nodes.map((n) => n.id),
                  edges.map((e) => edgeIndex(e.id)).filter((i) => i >= 0),
                ),
              )
            }
            nodesDraggable={canEdit}
            nodesConnectable={canEdit}
            edgesFocusable
            deleteKeyCode={canEdit ? ['Delete', 'Backspace'] : null}
            fitView
            fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
            minZoom={0.2}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
        <div className="flow-aside">
          <SidePanel
            doc={doc}
            selection={selection}
            types={typeMap}
            canEdit={canEdit}
            onConfig={(id, config, key) => change((d) => setNodeConfig(d, id, config), key)}
            onEdge={(index, patch, key) => change((d) => updateEdge(d, index, patch), key)}
            onDelete={deleteSelection}
            onConnect={(from, to) => change((d) => connect(d, from, to))}
          />
          <section className="flow-problems panel" aria-labelledby="flow-problems-title">
            <h2 id="flow-problems-title">{t('problems.title')}</h2>
            {report === null ? (
              <p className="help">{t('problems.notYet')}</p>
            ) : problems.list.length === 0 ? (
              <p className="badge ok">{t('problems.none')}</p>
            ) : (
              <>
                <p className="help">{t('problems.count', { errors, warnings })}</p>
                <ul>
                  {problems.list.map((p, i) => (
                    <li key={i}>
                      <button type="button" className="flow-problem" onClick={() => goTo(p)} disabled={p.nodeId === null && p.edgeIndex === null}>
                        <span className={`badge ${p.severity === 'error' ? 'danger' : 'warn'}`}>
                          {p.severity === 'error' ? t('problems.error') : t('problems.warning')}
                        </span>{' '}
                        {p.message}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
