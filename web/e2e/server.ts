// Starts and stops the platform binary for the end-to-end tests: a fresh
// PostgreSQL database and a Redis database of their own, the demo
// organization seeded on first start (owner subject "demo").
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync, createWriteStream } from 'node:fs';
import { resolve } from 'node:path';

export const repo = resolve(import.meta.dirname, '..', '..');
export const binary = resolve(repo, 'bin', 'voiceagent');
export const port = Number(process.env.E2E_PORT || 18080);
export const baseURL = `http://127.0.0.1:${port}`;
const stateDir = resolve(import.meta.dirname, '.state');
const stateFile = resolve(stateDir, 'server.json');
const pgServer = process.env.E2E_POSTGRES || 'postgres://postgres@127.0.0.1:5432';

export type ServerState = { pid: number; databaseURL: string; database: string; redisDB: number; baseURL: string; env: Record<string, string> };

export function serverEnv(database: string, redisDB: number, extra: Record<string, string> = {}, listenPort = port): Record<string, string> {
  return {
    DATABASE_URL: `${pgServer}/${database}?sslmode=disable`,
    REDIS_URL: `redis://127.0.0.1:6379/${redisDB}`,
    HTTP_ADDR: `127.0.0.1:${listenPort}`,
    METRICS_ADDR: '',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export async function waitReady(url: string, proc: ChildProcess, timeoutMs = 180_000) {
  const start = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode} before it was ready`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - start > timeoutMs) throw new Error(`the server at ${url} was not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts `voiceagent serve` with env; its output goes to e2e/.state/<name>.log. */
export function startBinary(name: string, env: Record<string, string>): ChildProcess {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run make build (make test-ui does)`);
  mkdirSync(stateDir, { recursive: true });
  const log = createWriteStream(resolve(stateDir, `${name}.log`));
  const proc = spawn(binary, ['serve'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.pipe(log);
  proc.stderr?.pipe(log);
  return proc;
}

export function freshDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}`;
}

export function dropDatabase(database: string) {
  try {
    execFileSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`], { stdio: 'ignore' });
  } catch {
    /* best effort */
  }
}

// Redis databases are leased as the Go tests lease them (testkit.RedisURL:
// a key testkit:lease:N in database 0), so a server of these tests never
// shares a database, and its Asynq queues, with a Go test running at the
// same time.
const leaseToken = `e2e-${process.pid}-${Date.now()}`;

function redis(db: number, ...args: string[]): string {
  return execFileSync('redis-cli', ['-n', String(db), ...args], { encoding: 'utf8' }).trim();
}

/** Leases a free Redis database (2-15) for two hours and empties it. */
export function leaseRedisDB(): number {
  for (let n = 15; n >= 2; n--) {
    if (redis(0, 'SET', `testkit:lease:${n}`, leaseToken, 'NX', 'EX', '7200') === 'OK') {
      redis(n, 'FLUSHDB');
      return n;
    }
  }
  throw new Error('no free Redis database (2-15): every one is leased');
}

export function releaseRedisDB(n: number) {
  try {
    redis(n, 'FLUSHDB');
    if (redis(0, 'GET', `testkit:lease:${n}`) === leaseToken) redis(0, 'DEL', `testkit:lease:${n}`);
  } catch {
    /* best effort */
  }
}

export function saveState(s: ServerState) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(s));
}

export function loadState(): ServerState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState;
}

/** Runs the binary's CLI against the test server's database; returns stdout. */
export function cli(args: string[], env: Record<string, string> = loadState().env): string {
  return execFileSync(binary, args, { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
