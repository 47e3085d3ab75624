import { dropDatabase, loadState, releaseRedisDB } from './server';

export default async function globalTeardown() {
  const s = loadState();
  try {
    process.kill(s.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  // Give the server its graceful shutdown before the database goes.
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(s.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  dropDatabase(s.database);
  releaseRedisDB(s.redisDB);
}
