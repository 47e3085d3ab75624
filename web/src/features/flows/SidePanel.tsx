// The side panel: the selected node's configuration (fields generated from
// the registry's description of its type, JSON for anything else) or the
// selected edge's condition, default flag, label and examples.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseConfigJSON, type FlowDocument, type FlowEdgeDoc, type FlowNodeDoc, type NodeTypeInfo } from './document';

export type Selection = { kind: 'node'; id: string } | { kind: 'edge'; index: number } | null;

type Props = {
  doc: FlowDocument;
  selection: Selection;
  types: ReadonlyMap<string, NodeTypeInfo>;
  canEdit: boolean;
  onConfig: (id: string, config: Record<string, unknown>, key: string) => void;
  onEdge: (index: number, patch: Partial<FlowEdgeDoc>, key: string) => void;
  onDelete: () => void;
  onConnect: (from: string, to: string) => void;
};

export function SidePanel(props: Props) {
  const { t } = useTranslation('flows');
  const { doc, selection } = props;
  const node = selection?.kind === 'node' ? doc.nodes.find((n) => n.id === selection.id) : undefined;
  const edgeAt = selection?.kind === 'edge' ? selection.index : -1;
  const edge = edgeAt >= 0 ? doc.edges[edgeAt] : undefined;
  return (
    <aside className="flow-side panel" aria-labelledby="flow-side-title">
      <h2 id="flow-side-title">
        {node ? t('panel.node', { id: node.id }) : edge ? t('panel.edge', { from: edge.from, to: edge.to }) : t('panel.title')}
      </h2>
      {node ? (
        <NodeForm key={node.id} node={node} {...props} />
      ) : edge ? (
        <EdgeForm key={edgeAt} edge={edge} index={edgeAt} {...props} />
      ) : (
        <p className="help">{t('panel.nothing')}</p>
      )}
    </aside>
  );
}

const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

function NodeForm({ node, doc, types, canEdit, onConfig, onDelete, onConnect }: Props & { node: FlowNodeDoc }) {
  const { t } = useTranslation('flows');
  const id = useId();
  const info = types.get(node.type);
  const config = node.config ?? {};
  const set = (name: string, value: unknown, optional: boolean) => {
    const next = { ...config };
    if (optional && (value === '' || value === undefined || (Array.isArray(value) && value.length === 0))) delete next[name];
    else next[name] = value;
    onConfig(node.id, next, `node:${node.id}:${name}`);
  };
  const targets = doc.nodes.filter((n) => n.id !== node.id && n.type !== 'start' && !doc.edges.some((e) => e.from === node.id && e.to === n.id));
  const [target, setTarget] = useState('');
  return (
    <>
      <p className="help">{t('panel.type', { type: node.type })}</p>
      <fieldset className="form flow-fields" disabled={!canEdit}>
        {!info && <p className="help">{t('panel.unknownType')}</p>}
        {info && info.fields.length === 0 && <p className="help">{t('panel.noFields')}</p>}
        {info?.fields.map((f) => {
          const fid = `${id}-${f.name}`;
          const label = (
            <label htmlFor={fid}>
              {t(`field.${f.name}`, { defaultValue: humanize(f.name) })}
              {!f.required && <span className="help"> ({t('optional')})</span>}
            </label>
          );
          const raw = config[f.name];
          if (f.options && f.options.length) {
            return (
              <div className="field" key={f.name}>
                {label}
                <select id={fid} value={typeof raw === 'string' ? raw : ''} onChange={(e) => set(f.name, e.target.value, !f.required)}>
                  {!f.required && <option value="" />}
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </div>
            );
          }
          switch (f.type) {
            case 'boolean':
              return (
                <div className="field flow-check" key={f.name}>
                  <input id={fid} type="checkbox" checked={raw === true} onChange={(e) => set(f.name, e.target.checked, !f.required)} />
                  {label}
                </div>
              );
            case 'number':
              return (
                <div className="field" key={f.name}>
                  {label}
                  <input
                    id={fid}
                    type="number"
                    value={typeof raw === 'number' ? raw : ''}
                    onChange={(e) => set(f.name, e.target.value === '' ? '' : Number(e.target.value), !f.required)}
                  />
                </div>
              );
            case 'strings':
              return (
                <div className="field" key={f.name}>
                  {label}
                  <textarea
                    id={fid}
                    rows={3}
                    aria-describedby={`${fid}-help`}
                    value={Array.isArray(raw) ? raw.join('\n') : ''}
                    onChange={(e) => set(f.name, e.target.value === '' ? [] : e.target.value.split('\n'), !f.required)}
                  />
                  <p className="help" id={`${fid}-help`}>
                    {t('panel.linesHelp')}
                  </p>
                </div>
              );
            case 'text':
              return (
                <div className="field" key={f.name}>
                  {label}
                  <textarea id={fid} rows={3} value={typeof raw === 'string' ? raw : ''} onChange={(e) => set(f.name, e.target.value, !f.required)} />
                </div>
              );
            default:
              return (
                <div className="field" key={f.name}>
                  {label}
                  <input id={fid} value={typeof raw === 'string' ? raw : ''} onChange={(e) => set(f.name, e.target.value, !f.required)} />
                </div>
              );
          }
        })}
      </fieldset>
      {info ? (
        <details className="flow-json">
          <summary>{t('panel.jsonEdit')}</summary>
          <JSONConfig node={node} canEdit={canEdit} onConfig={onConfig} />
        </details>
      ) : (
        <JSONConfig node={node} canEdit={canEdit} onConfig={onConfig} />
      )}
      {canEdit && (
        <div className="flow-side-actions">
          {targets.length > 0 && (
            <div className="inline-field">
              <label htmlFor={`${id}-connect`}>{t('panel.connectTo')}</label>
              <select id={`${id}-connect`} value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="" />
                {targets.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.id}
                  </option>
                ))}
              </select>
              <button type="button" disabled={!target} onClick={() => (onConnect(node.id, target), setTarget(''))}>
                {t('panel.connect')}
              </button>
            </div>
          )}
          <button type="button" className="danger" onClick={onDelete}>
            {t('panel.deleteNode')}
          </button>
        </div>
      )}
    </>
  );
}

function JSONConfig({ node, canEdit, onConfig }: { node: FlowNodeDoc; canEdit: boolean; onConfig: Props['onConfig'] }) {
  const { t } = useTranslation('flows');
  const id = useId();
  const current = JSON.stringify(node.config ?? {}, null, 2);
  const [text, setText] = useState(current);
  const [error, setError] = useState('');
  useEffect(() => {
    setText(current);
    setError('');
  }, [current]);
  const apply = () => {
    const r = parseConfigJSON(text);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setError('');
    onConfig(node.id, r.value, `node:${node.id}:json:${Date.now()}`);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('panel.json')}</label>
      <textarea
        id={id}
        className="flow-json-text"
        rows={8}
        spellCheck={false}
        readOnly={!canEdit}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className="state-error-inline" role="alert">
          {t('panel.jsonInvalid', { error })}
        </p>
      )}
      {canEdit && (
        <button type="button" onClick={apply}>
          {t('panel.jsonApply')}
        </button>
      )}
    </div>
  );
}

function EdgeForm({ edge, index, canEdit, onEdge, onDelete }: Props & { edge: FlowEdgeDoc; index: number }) {
  const { t } = useTranslation('flows');
  const id = useId();
  const set = (patch: Partial<FlowEdgeDoc>, field: string) => onEdge(index, patch, `edge:${index}:${field}`);
  return (
    <>
      <fieldset className="form flow-fields" disabled={!canEdit}>
        <div className="field">
          <label htmlFor={`${id}-condition`}>{t('edge.condition')}</label>
          <input
            id={`${id}-condition`}
            aria-describedby={`${id}-condition-help`}
            value={edge.condition ?? ''}
            onChange={(e) => set({ condition: e.target.value || undefined }, 'condition')}
          />
          <p className="help" id={`${id}-condition-help`}>
            {t('edge.conditionHelp')}
          </p>
        </div>
        <div className="field flow-check">
          <input id={`${id}-default`} type="checkbox" checked={edge.default === true} onChange={(e) => set({ default: e.target.checked || undefined }, 'default')} />
          <label htmlFor={`${id}-default`}>{t('edge.default')}</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-label`}>{t('edge.label')}</label>
          <input id={`${id}-label`} value={edge.label ?? ''} onChange={(e) => set({ label: e.target.value || undefined }, 'label')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-examples`}>{t('edge.examples')}</label>
          <textarea
            id={`${id}-examples`}
            rows={3}
            aria-describedby={`${id}-examples-help`}
            value={(edge.examples ?? []).join('\n')}
            onChange={(e) => set({ examples: e.target.value === '' ? undefined : e.target.value.split('\n') }, 'examples')}
          />
          <p className="help" id={`${id}-examples-help`}>
            {t('panel.linesHelp')}
          </p>
        </div>
      </fieldset>
      {canEdit && (
        <div className="flow-side-actions">
          <button type="button" className="danger" onClick={onDelete}>
            {t('panel.deleteEdge')}
          </button>
        </div>
      )}
    </>
  );
}
