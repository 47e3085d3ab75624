// The flow editor tab of the agent page: the agent's flows as tabs (the
// main flow first; the chosen one in the URL) and the editor of the chosen
// flow. It loads, with @xyflow/react and its styles, only on this route.
import '@xyflow/react/dist/style.css';
import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { useCan } from '../../auth/Can';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLParam } from '../../components/urlState';
import { FlowEditor } from './FlowEditor';
import { FlowsNodeTypesDocument, FlowsOfAgentDocument } from './operations';
import './flows.css';
import './i18n';

export function FlowEditorPage() {
  const { t } = useTranslation('flows');
  const { agentId = '' } = useParams();
  const canEdit = useCan('editor');
  const [flowParam, setFlowParam] = useURLParam('flow');
  const [{ data, fetching, error }, refetch] = useQuery({ query: FlowsOfAgentDocument, variables: { agentId } });
  const [typesResult] = useQuery({ query: FlowsNodeTypesDocument });
  const dirty = useRef(false);
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const open = (id: string | null) => {
    if (dirty.current && !window.confirm(t('leave.confirm'))) return;
    dirty.current = false;
    setFlowParam(id);
  };

  if (!data) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const flows = data.flows.items;
  if (flows.length === 0) {
    return (
      <Empty title={t('empty.title')}>
        <p>{t('empty.body')}</p>
      </Empty>
    );
  }
  const current = flows.find((f) => f.id === flowParam) ?? flows[0];
  return (
    <div className="flows-page">
      <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
        {flows.map((f) => (
          <button
            key={f.id}
            type="button"
            role="tab"
            id={`flow-tab-${f.id}`}
            aria-selected={f.id === current.id}
            aria-controls="flow-tabpanel"
            tabIndex={f.id === current.id ? 0 : -1}
            onClick={() => f.id !== current.id && open(f.isMain ? null : f.id)}
          >
            {f.name}
            {f.isMain && <span className="badge flow-main-badge">{t('main')}</span>}
          </button>
        ))}
      </div>
      {typesResult.error && <ErrorBanner error={typesResult.error} />}
      <div role="tabpanel" id="flow-tabpanel" aria-labelledby={`flow-tab-${current.id}`}>
        <ReactFlowProvider key={current.id}>
          <FlowEditor
            agentId={agentId}
            flowId={current.id}
            types={typesResult.data?.flowNodeTypes ?? null}
            canEdit={canEdit}
            onPublished={() => refetch({ requestPolicy: 'network-only' })}
            onDirty={onDirty}
          />
        </ReactFlowProvider>
      </div>
    </div>
  );
}
