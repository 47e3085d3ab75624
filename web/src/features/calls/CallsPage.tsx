import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function CallsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.calls')}>{null}</Page>;
}
