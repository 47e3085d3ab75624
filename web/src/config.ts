// The server's answer to GET /app/config.json: how users sign in.
export type AppConfig = {
  dev_sign_in: boolean;
  oidc: null | { issuer: string; client_id: string; scope: string };
};

export async function loadConfig(): Promise<AppConfig> {
  const res = await fetch('/app/config.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /app/config.json answered ${res.status}`);
  return (await res.json()) as AppConfig;
}
