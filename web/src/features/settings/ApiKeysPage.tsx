// API keys (admins and owners): the list, a new key shown once with a Copy
// button, and revoking with a confirmation.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset } from '../../components/urlState';
import { Confirm, Dialog, ShownOnce } from './Dialog';
import { useFormatTime } from './format';
import { apiKeyScopes, apiKeyState, expiryFromDate, parseRateLimit } from './rules';
import './i18n';

const SettingsApiKeysDocument = graphql(`
  query SettingsApiKeys($limit: Int, $offset: Int) {
    apiKeys(limit: $limit, offset: $offset) {
      items { id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt }
      total limit offset
    }
  }
`);

const SettingsCreateApiKeyDocument = graphql(`
  mutation SettingsCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) { fullKey key { id name } }
  }
`);

const SettingsRevokeApiKeyDocument = graphql(`
  mutation SettingsRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { id name revokedAt }
  }
`);

const LIMIT = 50;

export function ApiKeysPage() {
  const { t } = useTranslation('settings');
  const formatTime = useFormatTime();
  const [offset, setOffset] = useURLOffset();
  const [{ data, fetching, error }, refetch] = useQuery({ query: SettingsApiKeysDocument, variables: { limit: LIMIT, offset } });
  const [, revokeKey] = useMutation(SettingsRevokeApiKeyDocument);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const items = data?.apiKeys.items ?? [];

  const revoke = async (k: { id: string; name: string }) => {
    setActionError(null);
    const r = await revokeKey({ id: k.id });
    setRevoking(null);
    if (r.error) {
      setActionError(r.error);
      return;
    }
    setNotice(t('keys.revoked', { name: k.name }));
    reload();
  };

  return (
    <section aria-labelledby="keys-title">
      <div className="page-header">
        <h2 id="keys-title">{t('keys.title')}</h2>
        <div className="page-actions">
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('keys.new')}
          </button>
        </div>
      </div>
      <p className="help notice">{t('keys.help')}</p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorBanner error={actionError} />
      {!data && fetching && <Loading />}
      {!data && error && <ErrorBanner error={error} onRetry={reload} />}
      {data && items.length === 0 && <Empty title={t('keys.empty')} />}
      {items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('keys.col.name')}</th>
              <th scope="col">{t('keys.col.key')}</th>
              <th scope="col">{t('keys.col.scopes')}</th>
              <th scope="col">{t('keys.col.expires')}</th>
              <th scope="col">{t('keys.col.lastUsed')}</th>
              <th scope="col">{t('keys.col.state')}</th>
              <th scope="col">{t('keys.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((k) => {
              const state = apiKeyState(k);
              return (
                <tr key={k.id} data-testid={`api-key-${k.name}`}>
                  <td>
                    {k.name}
                    {k.description && <p className="help">{k.description}</p>}
                  </td>
                  <td className="mono">{k.keyPreview}</td>
                  <td>{k.scopes.length === 0 ? t('keys.allScopes') : k.scopes.join(', ')}</td>
                  <td>{k.expiresAt ? formatTime(k.expiresAt) : t('keys.never')}</td>
                  <td>{k.lastUsedAt ? formatTime(k.lastUsedAt) : t('keys.never')}</td>
                  <td>
                    <span className={`badge ${state === 'active' ? 'ok' : 'danger'}`}>{t(`keys.state.${state}`)}</span>
                  </td>
                  <td>
                    {state !== 'revoked' && (
                      <button type="button" className="danger" aria-label={t('keys.revokeNamed', { name: k.name })} onClick={() => setRevoking(k)}>
                        {t('keys.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.apiKeys.total} count={items.length} onChange={setOffset} />}
      {creating && (
        <NewKey
          onClose={() => setCreating(false)}
          onCreated={(fullKey) => {
            setCreating(false);
            setCreated(fullKey);
            setNotice('');
            reload();
          }}
        />
      )}
      {created && (
        <ShownOnce
          title={t('keys.created.title')}
          label={t('keys.created.label')}
          value={created}
          warning={t('keys.created.once')}
          failedText={t('keys.created.copyFailed')}
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && (
        <Confirm
          title={t('keys.revokeTitle', { name: revoking.name })}
          body={t('keys.revokeBody')}
          action={t('keys.revoke')}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}

function NewKey({ onClose, onCreated }: { onClose: () => void; onCreated: (fullKey: string) => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [{ fetching }, createKey] = useMutation(SettingsCreateApiKeyDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const limit = parseRateLimit(rate);
    if (Number.isNaN(limit)) return setError(new Error(t('keys.form.badRateLimit')));
    const expiresAt = expiryFromDate(expires);
    if (expires && !expiresAt) return setError(new Error(t('keys.form.badExpiry')));
    const r = await createKey({
      input: {
        name: name.trim(),
        description: description.trim() || undefined,
        scopes,
        expiresAt: expiresAt ?? undefined,
        rateLimitPerMinute: limit ?? undefined,
      },
    });
    if (r.error) return setError(r.error);
    if (r.data) onCreated(r.data.createApiKey.fullKey);
  };

  return (
    <Dialog title={t('keys.form.title')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('keys.form.name')}</label>
          <input id={`${id}-name`} required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('keys.form.description')}</label>
          <input id={`${id}-description`} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <fieldset className="checks" aria-describedby={`${id}-scopes-help`}>
          <legend>{t('keys.form.scopes')}</legend>
          {apiKeyScopes.map((s) => (
            <label key={s}>
              <input
                type="checkbox"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes((prev) => (e.target.checked ? [...prev, s] : prev.filter((x) => x !== s)))}
              />
              <span className="mono">{s}</span>
            </label>
          ))}
          <p id={`${id}-scopes-help`} className="help">
            {t('keys.form.scopesHelp')}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-expires`}>{t('keys.form.expires')}</label>
          <input id={`${id}-expires`} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} aria-describedby={`${id}-expires-help`} />
          <p id={`${id}-expires-help`} className="help">
            {t('keys.form.expiresHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-rate`}>{t('keys.form.rateLimit')}</label>
          <input id={`${id}-rate`} inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} aria-describedby={`${id}-rate-help`} />
          <p id={`${id}-rate-help`} className="help">
            {t('keys.form.rateLimitHelp')}
          </p>
        </div>
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="primary" disabled={fetching}>
            {t('keys.form.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
