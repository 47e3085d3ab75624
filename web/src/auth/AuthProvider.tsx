// Signing in: the development issuer (POST /auth/dev/token, a subject typed
// in) or an identity service (OpenID Connect, authorization code with PKCE).
// Either way the app holds one bearer token, renews it before it expires,
// and signs out with a reason when the API refuses it.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AppConfig } from '../config';
import { clearSession, saveSession, storedSession, type StoredSession } from './storage';

export type SignOutReason = 'signed_out' | 'expired' | 'refused';

type AuthState = {
  config: AppConfig;
  session: StoredSession | null;
  /** Why the last session ended, shown on the sign-in page. */
  reason: SignOutReason | null;
  signInDev: (subject: string) => Promise<void>;
  signInOIDC: () => Promise<void>;
  /** Completes the OIDC redirect; returns the path to go back to. */
  completeOIDC: () => Promise<string>;
  signOut: (reason?: SignOutReason) => void;
};

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The detail of an API error answer, or a generic text. */
async function detailOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { detail?: string };
    if (body.detail) return body.detail;
  } catch {
    /* not JSON */
  }
  return `${res.status} ${res.statusText}`;
}

async function devToken(subject: string): Promise<StoredSession> {
  const res = await fetch('/auth/dev/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ subject }),
  });
  if (!res.ok) throw new Error(await detailOf(res));
  const body = (await res.json()) as { token: string; expires_at: string };
  return { kind: 'dev', token: body.token, expiresAt: Date.parse(body.expires_at), subject };
}

function oidcSession(user: User): StoredSession {
  return {
    kind: 'oidc',
    token: user.access_token,
    expiresAt: (user.expires_at ?? Date.now() / 1000 + 300) * 1000,
    subject: user.profile.sub,
  };
}

// Renew a development token this long before it expires.
const RENEW_MARGIN_MS = 60_000;

export function AuthProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => {
    const s = storedSession();
    return s?.kind === 'dev' ? s : null;
  });
  const [reason, setReason] = useState<SignOutReason | null>(null);

  const manager = useMemo(() => {
    if (!config.oidc) return null;
    const origin = window.location.origin;
    return new UserManager({
      authority: config.oidc.issuer,
      client_id: config.oidc.client_id,
      scope: config.oidc.scope,
      redirect_uri: `${origin}/app/callback`,
      post_logout_redirect_uri: `${origin}/app/`,
      response_type: 'code',
      automaticSilentRenew: true,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
  }, [config.oidc]);

  const signOut = useCallback(
    (why: SignOutReason = 'signed_out') => {
      clearSession();
      setSession(null);
      setReason(why);
      void manager?.removeUser();
    },
    [manager],
  );

  // An OIDC session already in storage, and its renewals.
  useEffect(() => {
    if (!manager) return;
    let live = true;
    void manager.getUser().then((user) => {
      if (live && user && !user.expired) setSession(oidcSession(user));
    });
    const loaded = (user: User) => setSession(oidcSession(user));
    const expired = () => signOut('expired');
    manager.events.addUserLoaded(loaded);
    manager.events.addAccessTokenExpired(expired);
    manager.events.addSilentRenewError(expired);
    return () => {
      live = false;
      manager.events.removeUserLoaded(loaded);
      manager.events.removeAccessTokenExpired(expired);
      manager.events.removeSilentRenewError(expired);
    };
  }, [manager, signOut]);

  // A development token is renewed a minute before it expires.
  const renewing = useRef(false);
  useEffect(() => {
    if (session?.kind !== 'dev' || !session.subject) return;
    const subject = session.subject;
    const wait = Math.max(0, session.expiresAt - Date.now() - RENEW_MARGIN_MS);
    const timer = window.setTimeout(() => {
      if (renewing.current) return;
      renewing.current = true;
      devToken(subject)
        .then((s) => {
          saveSession(s);
          setSession(s);
        })
        .catch(() => signOut('expired'))
        .finally(() => {
          renewing.current = false;
        });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [session, signOut]);

  const value = useMemo<AuthState>(
    () => ({
      config,
      session,
      reason,
      signInDev: async (subject: string) => {
        const s = await devToken(subject.trim());
        saveSession(s);
        setReason(null);
        setSession(s);
      },
      signInOIDC: async () => {
        if (!manager) throw new Error('no identity service is configured');
        const back = window.location.pathname + window.location.search;
        await manager.signinRedirect({ state: back.startsWith('/app/') ? back : '/app/' });
      },
      completeOIDC: async () => {
        if (!manager) throw new Error('no identity service is configured');
        const user = await manager.signinRedirectCallback();
        setReason(null);
        setSession(oidcSession(user));
        const back = typeof user.state === 'string' && user.state.startsWith('/app/') ? user.state : '/app/';
        return back;
      },
      signOut,
    }),
    [config, session, reason, manager, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
