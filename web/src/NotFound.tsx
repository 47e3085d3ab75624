import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from './components/Page';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link to="/agents">{t('notFound.back')}</Link>
    </Page>
  );
}
