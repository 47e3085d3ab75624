// Choosing the kind of a new action; each choice opens that kind's form.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Empty } from '../../components/states';
import { kinds } from './kinds';
import './i18n';
import './actions.css';

export function NewActionPage() {
  const { t } = useTranslation('actions');
  const canCreate = useCan('editor');
  if (!canCreate) {
    return (
      <Page title={t('new')}>
        <Empty title={t('editor.forbidden')}>
          <Link to="/actions">{t('backToActions')}</Link>
        </Empty>
      </Page>
    );
  }
  return (
    <Page title={t('new')}>
      <p className="help">{t('picker.help')}</p>
      <ul className="kind-picker">
        {kinds.map((k) => (
          <li key={k.id} className="panel">
            <Link to={`/actions/new/${k.slug}`}>{t(`kind.${k.id}`)}</Link>
            <p className="help">{t(`about.${k.id}`)}</p>
          </li>
        ))}
      </ul>
      <Link to="/actions">{t('backToActions')}</Link>
    </Page>
  );
}
