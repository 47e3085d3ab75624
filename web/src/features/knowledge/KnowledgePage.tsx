import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export function KnowledgePage() {
  const { t } = useTranslation();
  return <Page title={t('nav.knowledge')}>{null}</Page>;
}
