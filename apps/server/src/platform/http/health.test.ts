import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('GET /service-api/health', () => {
  it('answers ok with the database kind, and 503 once the database is down', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/service-api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        status: 'ok',
        db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        cache: process.env.TEST_REDIS_URL ? 'redis' : 'database',
      });
      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/service-api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json().status).toBe('unavailable');
    } finally {
      await t.close();
    }
  });
});
