import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './AuthProvider';
import { LanguageSwitch } from '../components/LanguageSwitch';

export function SignIn() {
  const { t } = useTranslation();
  const { config, reason, signInDev, signInOIDC } = useAuth();
  const [subject, setSubject] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInDev(subject);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const oidc = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInOIDC();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <main className="signin" id="main">
      <div className="signin-card">
        <h1>{t('signIn.title')}</h1>
        {reason && (
          <p className="state state-info" role="status">
            {t(`signIn.reason.${reason}`)}
          </p>
        )}
        {error && (
          <p className="state state-error" role="alert">
            {t('signIn.failed', { detail: error })}
          </p>
        )}
        {config.oidc && (
          <button type="button" className="primary" onClick={oidc} disabled={busy}>
            {config.dev_sign_in ? t('signIn.oidc') : t('signIn.submit')}
          </button>
        )}
        {config.dev_sign_in && (
          <form onSubmit={submit} className="form">
            <label htmlFor="signin-subject">{t('signIn.subject')}</label>
            <input id="signin-subject" name="subject" autoComplete="username" required maxLength={255} value={subject} onChange={(e) => setSubject(e.target.value)} aria-describedby="signin-subject-help" />
            <p id="signin-subject-help" className="help">
              {t('signIn.subjectHelp')}
            </p>
            <button type="submit" className="primary" disabled={busy || subject.trim() === ''}>
              {busy ? t('signIn.working') : t('signIn.submit')}
            </button>
          </form>
        )}
        {!config.oidc && !config.dev_sign_in && <p>{t('signIn.none')}</p>}
        <LanguageSwitch />
      </div>
    </main>
  );
}
