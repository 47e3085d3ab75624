// The frame of every signed-in page: navigation, organization switcher,
// the user and their role, language, sign out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from './auth/AuthProvider';
import { useSession } from './auth/SessionProvider';
import { LanguageSwitch } from './components/LanguageSwitch';
import { Empty } from './components/states';

const sections = ['agents', 'knowledge', 'calls', 'analytics', 'actions', 'tests', 'settings'] as const;

export function Layout() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const { user, memberships, organizationId, role, switchOrganization } = useSession();
  const [switchError, setSwitchError] = useState<string | null>(null);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <span className="brand">{t('appName')}</span>
        {memberships.length > 0 && (
          <label className="inline-field">
            <span>{t('header.organization')}</span>
            <select
              value={organizationId ?? ''}
              onChange={(e) => {
                setSwitchError(null);
                switchOrganization(e.target.value).catch((err: Error) => setSwitchError(err.message));
              }}
            >
              {memberships.map((m) => (
                <option key={m.organization.id} value={m.organization.id}>
                  {m.organization.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {switchError && (
          <span role="alert" className="state-error-inline">
            {switchError}
          </span>
        )}
        <span className="spacer" />
        <LanguageSwitch />
        <span className="user" data-testid="current-user">
          {user.name || user.email || user.subject}
          {role && <span className="role-badge">{t('header.role', { role: t(`role.${role}`) })}</span>}
        </span>
        <button type="button" onClick={() => signOut('signed_out')}>
          {t('header.signOut')}
        </button>
      </header>
      <div className="body">
        <nav className="sidenav" aria-label={t('nav.label')}>
          <ul>
            {sections.map((s) => (
              <li key={s}>
                <NavLink to={`/${s}`}>{t(`nav.${s}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="content" tabIndex={-1}>
          {organizationId ? <Outlet key={organizationId} /> : <Empty title={t('session.noOrganization')} />}
        </main>
      </div>
    </div>
  );
}
