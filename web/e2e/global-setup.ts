import { dropDatabase, freshDatabaseName, leaseRedisDB, releaseRedisDB, saveState, serverEnv, startBinary, waitReady, baseURL } from './server';

export default async function globalSetup() {
  const database = freshDatabaseName('voiceagent_ui');
  const redisDB = leaseRedisDB();
  const env = serverEnv(database, redisDB);
  const proc = startBinary('server', env);
  try {
    await waitReady(baseURL, proc);
  } catch (e) {
    proc.kill('SIGTERM');
    dropDatabase(database);
    releaseRedisDB(redisDB);
    throw e;
  }
  saveState({ pid: proc.pid!, databaseURL: env.DATABASE_URL, database, redisDB, baseURL, env });
  proc.unref();
}
