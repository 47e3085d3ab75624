import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function AgentsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.agents')}>{null}</Page>;
}
