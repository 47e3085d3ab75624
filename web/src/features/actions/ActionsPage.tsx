import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function ActionsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.actions')}>{null}</Page>;
}
