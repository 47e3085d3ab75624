import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function SettingsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.settings')}>{null}</Page>;
}
