import { dropDatabase, flushRedis, freshDatabaseName, saveState, serverEnv, startBinary, waitReady, baseURL } from './server';

export default async function globalSetup() {
  flushRedis();
  const database = freshDatabaseName('voiceagent_ui');
  const env = serverEnv(database);
  const proc = startBinary('server', env);
  try {
    await waitReady(baseURL, proc);
  } catch (e) {
    proc.kill('SIGTERM');
    dropDatabase(database);
    throw e;
  }
  saveState({ pid: proc.pid!, databaseURL: env.DATABASE_URL, database, baseURL, env });
  proc.unref();
}
