// What survives a reload: the development session (token and subject), the
// chosen organization and language. OIDC sessions are kept by
// oidc-client-ts itself (sessionStorage).

export type StoredSession = {
  kind: 'dev' | 'oidc';
  token: string;
  /** Unix milliseconds. */
  expiresAt: number;
  subject?: string;
  organizationId?: string | null;
};

const SESSION_KEY = 'voiceagent.session';
const ORG_KEY = 'voiceagent.organization';

export function storedSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StoredSession;
    if (typeof s.token !== 'string' || typeof s.expiresAt !== 'number' || s.expiresAt <= Date.now()) return null;
    return { ...s, organizationId: storedOrganization() };
  } catch {
    return null;
  }
}

export function saveSession(s: StoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ ...s, organizationId: undefined }));
}

export function clearSession() {
  localStorage.removeItem(SESSION_KEY);
}

export function storedOrganization(): string | null {
  return localStorage.getItem(ORG_KEY);
}

export function saveOrganization(id: string) {
  localStorage.setItem(ORG_KEY, id);
}
