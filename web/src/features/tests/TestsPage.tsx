import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function TestsPage() {
  const { t } = useTranslation();
  return <Page title={t('nav.tests')}>{null}</Page>;
}
