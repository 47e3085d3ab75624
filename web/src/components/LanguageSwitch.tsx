import { useTranslation } from 'react-i18next';
import { languages, setLanguage, type Language } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="inline-field">
      <span>{t('header.language')}</span>
      <select value={i18n.language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {languages.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
