import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function AnalyticsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.analytics')}>{null}</Page>;
}
