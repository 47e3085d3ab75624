// Every string the app shows comes from a catalogue: `common` here, and one
// namespace per feature (src/features/<name>/i18n.ts registers its own with
// registerMessages). English and Brazilian Portuguese; the browser's
// language picks one at first, the user may switch, and <html lang>
// follows.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common';

export const languages = ['en', 'pt-BR'] as const;
export type Language = (typeof languages)[number];

const LANG_KEY = 'voiceagent.language';

/** The language to start in: the one chosen before, else the browser's. */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (stored && (languages as readonly string[]).includes(stored)) return stored as Language;
  for (const tag of browser) {
    const t = tag.toLowerCase();
    if (t.startsWith('pt')) return 'pt-BR';
    if (t.startsWith('en')) return 'en';
  }
  return 'en';
}

export type Messages = Record<string, string>;

/** Adds a feature's catalogue: messages for each language, same keys. */
export function registerMessages(namespace: string, messages: Record<Language, Messages>) {
  for (const lang of languages) i18n.addResourceBundle(lang, namespace, messages[lang], true, true);
}

export function setLanguage(lang: Language) {
  localStorage.setItem(LANG_KEY, lang);
  void i18n.changeLanguage(lang);
}

export function setupI18n() {
  const lang = initialLanguage(localStorage.getItem(LANG_KEY), navigator.languages ?? [navigator.language]);
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: common.en }, 'pt-BR': { common: common['pt-BR'] } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  i18n.on('languageChanged', (l) => {
    document.documentElement.lang = l;
  });
  return i18n;
}

export default i18n;
