import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';

/** /app/callback: where the identity service sends the user back. */
export function Callback() {
  const { t } = useTranslation();
  const { completeOIDC } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    completeOIDC()
      .then((back) => navigate(back.replace(/^\/app/, '') || '/', { replace: true }))
      .catch((e: Error) => setError(e.message));
  }, [completeOIDC, navigate]);
  return (
    <main className="signin" id="main">
      {error ? (
        <p className="state state-error" role="alert">
          {t('signIn.failed', { detail: error })}
        </p>
      ) : (
        <p role="status">{t('signIn.callback')}</p>
      )}
    </main>
  );
}
