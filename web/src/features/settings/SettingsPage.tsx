// Settings: the heading and one tab per section the role may see (child
// routes); viewers and editors see the members only.
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useRole } from '../../auth/SessionProvider';
import { visibleSections } from './rules';
import './i18n';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const role = useRole();
  const shown = visibleSections(role);
  const { pathname } = useLocation();
  const current = pathname.split('/').filter(Boolean)[1] ?? '';
  // A section the role may not see: back to the first one it may.
  if (current && !shown.some((s) => s.path === current)) return <Navigate to="/settings/members" replace />;
  return (
    <Page title={t('common:nav.settings')}>
      <nav className="tabs" aria-label={t('tabs.label')}>
        {shown.map((s) => (
          <NavLink key={s.path} to={`/settings/${s.path}`}>
            {t(`tab.${s.path}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}
