import { useTranslation } from 'react-i18next';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { Callback } from './auth/Callback';
import { SessionProvider } from './auth/SessionProvider';
import { SignIn } from './auth/SignIn';
import { Loading } from './components/states';
import type { AppConfig } from './config';
import { signedInRoutes } from './routes';

/** Signed in: the user's session around the pages; else the sign-in page. */
function Gate() {
  const { t } = useTranslation();
  const { session } = useAuth();
  if (!session) return <SignIn />;
  return (
    <SessionProvider
      key={session.subject}
      token={session.token}
      fallback={(state) =>
        state === 'loading' ? (
          <main id="main" className="signin">
            <Loading label={t('session.loading')} />
          </main>
        ) : (
          <main id="main" className="signin">
            <p className="state state-error" role="alert">
              {t('session.failed', { detail: state.error })}
            </p>
          </main>
        )
      }
    >
      <Outlet />
    </SessionProvider>
  );
}

const router = createBrowserRouter(
  [
    { path: 'callback', element: <Callback /> },
    { element: <Gate />, children: signedInRoutes },
  ],
  { basename: '/app' },
);

export function App({ config }: { config: AppConfig }) {
  return (
    <AuthProvider config={config}>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
