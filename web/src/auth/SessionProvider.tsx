// The signed-in user's context: who they are, their organizations, the one
// chosen (sent as X-Organization-Id and remembered) and their role in it.
// It owns the GraphQL client, rebuilt when the token or organization
// changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { graphql } from '../gql';
import type { MeQuery } from '../gql/graphql';
import { errorDetail, makeClient } from '../api/client';
import { useAuth } from './AuthProvider';
import type { Role } from './roles';
import { saveOrganization, storedOrganization } from './storage';

export const MeDocument = graphql(`
  query Me {
    me {
      user { id subject email name }
      memberships { role organization { id name slug suspendedAt } }
    }
  }
`);

const SwitchOrganizationDocument = graphql(`
  mutation SwitchOrganization($organizationId: ID!) {
    switchOrganization(organizationId: $organizationId) { role organization { id name } }
  }
`);

type Membership = MeQuery['me']['memberships'][number];

type SessionState = {
  token: string;
  user: MeQuery['me']['user'];
  memberships: Membership[];
  organizationId: string | null;
  role: Role | null;
  switchOrganization: (id: string) => Promise<void>;
  onUnauthorized: () => void;
};

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

/** The signed-in user's role in the chosen organization. */
export function useRole(): Role | null {
  return useSession().role;
}

type Loaded = { me: MeQuery['me'] } | { error: string } | null;

export function SessionProvider({ token, children, fallback }: { token: string; children: ReactNode; fallback: (state: 'loading' | { error: string }) => ReactNode }) {
  const { signOut } = useAuth();
  const onUnauthorized = useCallback(() => signOut('refused'), [signOut]);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [organizationId, setOrganizationId] = useState<string | null>(null);

  // Who the user is, asked without an organization.
  const base = useMemo(() => makeClient({ token, organizationId: null, onUnauthorized }), [token, onUnauthorized]);
  useEffect(() => {
    let live = true;
    void base.client
      .query(MeDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (!live) return;
        if (r.error || !r.data) {
          setLoaded({ error: errorDetail(r.error) || 'the API did not answer' });
          return;
        }
        const me = r.data.me;
        setLoaded({ me });
        const remembered = storedOrganization();
        const ids = me.memberships.map((m) => m.organization.id);
        setOrganizationId((current) => {
          if (current && ids.includes(current)) return current;
          if (remembered && ids.includes(remembered)) return remembered;
          return ids[0] ?? null;
        });
      });
    return () => {
      live = false;
      base.dispose();
    };
  }, [base]);

  const scoped = useMemo(() => makeClient({ token, organizationId, onUnauthorized }), [token, organizationId, onUnauthorized]);
  useEffect(() => () => scoped.dispose(), [scoped]);

  const switchOrganization = useCallback(
    async (id: string) => {
      const r = await base.client.mutation(SwitchOrganizationDocument, { organizationId: id }).toPromise();
      if (r.error) throw new Error(errorDetail(r.error));
      saveOrganization(id);
      setOrganizationId(id);
    },
    [base],
  );

  const value = useMemo<SessionState | null>(() => {
    if (!loaded || !('me' in loaded)) return null;
    const membership = loaded.me.memberships.find((m) => m.organization.id === organizationId);
    return {
      token,
      user: loaded.me.user,
      memberships: loaded.me.memberships,
      organizationId,
      role: (membership?.role as Role | undefined) ?? null,
      switchOrganization,
      onUnauthorized,
    };
  }, [loaded, organizationId, token, switchOrganization, onUnauthorized]);

  if (!loaded) return <>{fallback('loading')}</>;
  if ('error' in loaded) return <>{fallback(loaded)}</>;
  return (
    <SessionContext.Provider value={value}>
      <Provider value={scoped.client}>{children}</Provider>
    </SessionContext.Provider>
  );
}
