// Members and their roles: the list (server-paged) for everyone; adding,
// changing a role and removing for admins and owners, where only owners
// touch the owner role. The API's refusals (the last owner) show as its
// detail.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { useRole } from '../../auth/SessionProvider';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset } from '../../components/urlState';
import { Confirm } from './Dialog';
import { useFormatTime } from './format';
import { canManageMember, grantableRoles } from './rules';
import './i18n';

const SettingsMembersDocument = graphql(`
  query SettingsMembers($limit: Int, $offset: Int) {
    members(limit: $limit, offset: $offset) {
      items { userId subject email name role status createdAt }
      total limit offset
    }
  }
`);

const SettingsAddMemberDocument = graphql(`
  mutation SettingsAddMember($input: AddMemberInput!) {
    addMember(input: $input) { userId subject email name role status }
  }
`);

const SettingsUpdateMemberRoleDocument = graphql(`
  mutation SettingsUpdateMemberRole($userId: ID!, $role: Role!) {
    updateMemberRole(userId: $userId, role: $role) { userId name role }
  }
`);

const SettingsRemoveMemberDocument = graphql(`
  mutation SettingsRemoveMember($userId: ID!) {
    removeMember(userId: $userId) { userId name }
  }
`);

const LIMIT = 50;

type Member = { userId: string; subject?: string | null; email?: string | null; name: string; role: Role; status: string; createdAt: string };

function displayName(m: { name: string; subject?: string | null; email?: string | null }) {
  return m.name || m.email || m.subject || '';
}

export function MembersPage() {
  const { t } = useTranslation('settings');
  const role = useRole();
  const formatTime = useFormatTime();
  const [offset, setOffset] = useURLOffset();
  const [{ data, fetching, error }, refetch] = useQuery({ query: SettingsMembersDocument, variables: { limit: LIMIT, offset } });
  const [, updateRole] = useMutation(SettingsUpdateMemberRoleDocument);
  const [, removeMember] = useMutation(SettingsRemoveMemberDocument);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<Member | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const manages = grantableRoles(role).length > 0;

  const changeRole = async (m: Member, next: Role) => {
    setActionError(null);
    setNotice('');
    const r = await updateRole({ userId: m.userId, role: next });
    if (r.error) {
      setActionError(r.error);
      reload();
      return;
    }
    setNotice(t('members.changed', { name: displayName(m), role: t(`common:role.${next}`) }));
    reload();
  };

  const remove = async (m: Member) => {
    setActionError(null);
    setNotice('');
    const r = await removeMember({ userId: m.userId });
    setRemoving(null);
    if (r.error) {
      setActionError(r.error);
      return;
    }
    setNotice(t('members.removed', { name: displayName(m) }));
    reload();
  };

  const items = data?.members.items ?? [];
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{t('members.title')}</h2>
      <p className="help notice">{t('members.help')}</p>
      {manages && (
        <AddMember
          onAdded={(m) => {
            setActionError(null);
            setNotice(t('members.added', { name: displayName(m), role: t(`common:role.${m.role}`) }));
            reload();
          }}
        />
      )}
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorBanner error={actionError} />
      {!data && fetching && <Loading />}
      {!data && error && <ErrorBanner error={error} onRetry={reload} />}
      {data && items.length === 0 && <Empty title={t('members.empty')} />}
      {items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('members.col.name')}</th>
              <th scope="col">{t('members.col.subject')}</th>
              <th scope="col">{t('members.col.email')}</th>
              <th scope="col">{t('members.col.role')}</th>
              <th scope="col">{t('members.col.status')}</th>
              <th scope="col">{t('members.col.since')}</th>
              {manages && <th scope="col">{t('members.col.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((m) => {
              const name = displayName(m);
              const can = canManageMember(role, m.role);
              return (
                <tr key={m.userId} data-testid={`member-${m.subject ?? m.email ?? m.userId}`}>
                  <td>{name}</td>
                  <td className="mono">{m.subject ?? ''}</td>
                  <td>{m.email ?? ''}</td>
                  <td>
                    {can ? (
                      <select aria-label={t('members.roleOf', { name })} value={m.role} onChange={(e) => void changeRole(m, e.target.value as Role)}>
                        {grantableRoles(role).map((r) => (
                          <option key={r} value={r}>
                            {t(`common:role.${r}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(`common:role.${m.role}`)
                    )}
                  </td>
                  <td>
                    <span className={`badge ${m.status === 'active' ? 'ok' : 'warn'}`}>{t(`members.status.${m.status}`, { defaultValue: m.status })}</span>
                  </td>
                  <td>{formatTime(m.createdAt)}</td>
                  {manages && (
                    <td>
                      {can && (
                        <button type="button" className="danger" aria-label={t('members.removeNamed', { name })} onClick={() => setRemoving(m)}>
                          {t('members.remove')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.members.total} count={items.length} onChange={setOffset} />}
      {removing && (
        <Confirm
          title={t('members.removeTitle', { name: displayName(removing) })}
          body={t('members.removeBody', { name: displayName(removing) })}
          action={t('members.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

function AddMember({ onAdded }: { onAdded: (m: { name: string; subject?: string | null; email?: string | null; role: Role }) => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const role = useRole();
  const [by, setBy] = useState<'subject' | 'email'>('subject');
  const [who, setWho] = useState('');
  const [newRole, setNewRole] = useState<Role>('viewer');
  const [{ fetching }, addMember] = useMutation(SettingsAddMemberDocument);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const value = who.trim();
    const r = await addMember({ input: by === 'subject' ? { subject: value, role: newRole } : { email: value, role: newRole } });
    if (r.error) {
      setError(r.error);
      return;
    }
    setWho('');
    if (r.data) onAdded(r.data.addMember);
  };

  return (
    <form className="panel toolbar" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('members.add')}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-by`}>{t('members.addBy')}</label>
        <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value as 'subject' | 'email')}>
          <option value="subject">{t('members.bySubject')}</option>
          <option value="email">{t('members.byEmail')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-who`}>{by === 'subject' ? t('members.bySubject') : t('members.byEmail')}</label>
        <input
          id={`${id}-who`}
          type={by === 'email' ? 'email' : 'text'}
          required
          maxLength={255}
          value={who}
          onChange={(e) => setWho(e.target.value)}
          aria-describedby={`${id}-who-help`}
        />
        <p id={`${id}-who-help`} className="help">
          {by === 'subject' ? t('members.subjectHelp') : t('members.emailHelp')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>{t('members.role')}</label>
        <select id={`${id}-role`} value={newRole} onChange={(e) => setNewRole(e.target.value as Role)}>
          {grantableRoles(role).map((r) => (
            <option key={r} value={r}>
              {t(`common:role.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <button type="submit" className="primary" disabled={fetching}>
          {t('members.add')}
        </button>
      </div>
      {error ? (
        <div className="add-error">
          <ErrorBanner error={error} />
        </div>
      ) : null}
    </form>
  );
}
