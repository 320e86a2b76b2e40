import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createDatabase } from '../database/createDatabase';
import { migrateToLatest, migrations } from '../database/migrations';
import { postgresUnavailable, startPostgres } from '../../test/postgresCluster';
import {
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

// Starting PostgreSQL and the app takes seconds on a loaded machine; so can a few scrypt hashes.
jest.setTimeout(60_000);

describeEachBackend('the application colour scheme on the account', (backend) => {
  let t: TestApp | undefined;
  const app = () => t!.app;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  it("is 'system' for a new account, then kept as chosen through other changes and a new sign-in", async () => {
    const agent = await signedUpAgent(app(), 'dusk@example.com', 'Dusk');
    expect((await agent.get('/api/auth/me')).body.user.colorScheme).toBe('system');
    const dark = await agent.patch('/api/auth/me').send({ colorScheme: 'dark' }).expect(200);
    expect(dark.body.user.colorScheme).toBe('dark');
    await agent.patch('/api/auth/me').send({ name: 'Dawn', language: 'pt-BR' }).expect(200);
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({
      name: 'Dawn',
      colorScheme: 'dark',
    });
    await agent.patch('/api/auth/me').send({ colorScheme: 'light' }).expect(200);
    const signin = await request(app().getHttpServer())
      .post('/api/auth/signin')
      .send({ email: 'dusk@example.com', password: 'correct horse' })
      .expect(200);
    expect(signin.body.user.colorScheme).toBe('light');
    await agent.patch('/api/auth/me').send({ colorScheme: 'system' }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.colorScheme).toBe('system');
  });

  it('belongs to one account only', async () => {
    const first = await signedUpAgent(app(), 'night@example.com');
    const second = await signedUpAgent(app(), 'day@example.com');
    await first.patch('/api/auth/me').send({ colorScheme: 'dark' }).expect(200);
    expect((await second.get('/api/auth/me')).body.user.colorScheme).toBe('system');
  });

  it.each(['Dark', 'auto', '', null, true, 1])(
    'refuses %p with 400 naming colorScheme and the accepted values, and keeps the stored one',
    async (colorScheme) => {
      const agent = await signedUpAgent(app(), `bad${Math.random().toString(36).slice(2)}@example.com`);
      await agent.patch('/api/auth/me').send({ colorScheme: 'dark' }).expect(200);
      const res = await agent.patch('/api/auth/me').send({ colorScheme, name: 'Changed' });
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'colorScheme' });
      expect(res.body.message).toBe("colorScheme: Color scheme must be one of 'light', 'dark', 'system'");
      expect((await agent.get('/api/auth/me')).body.user).toMatchObject({
        colorScheme: 'dark',
        name: 'Tester',
      });
    },
  );

  it('refuses a signed-out request with 401', async () => {
    await t!.http().patch('/api/auth/me').send({ colorScheme: 'dark' }).expect(401);
  });
});

describe('migration 0014_user_color_scheme', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name !== '0014_user_color_scheme'),
  );

  async function accountMadeBefore(target: { databaseUrl?: string; sqliteFile: string }) {
    const { db } = createDatabase(target);
    try {
      await migrateToLatest(db, before);
      await db
        .insertInto('users')
        .values({
          id: 'u1',
          email: 'old@example.com',
          name: 'Old',
          password_hash: 'x',
          default_view_mode: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await migrateToLatest(db);
      return await db.selectFrom('users').select(['email', 'color_scheme']).execute();
    } finally {
      await db.destroy();
    }
  }

  it("gives accounts stored before it 'system' on SQLite", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mapa-scheme-'));
    try {
      expect(await accountMadeBefore({ sqliteFile: path.join(dir, 'mapa.sqlite') })).toEqual([
        { email: 'old@example.com', color_scheme: 'system' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (postgresUnavailable() ? it.skip : it)(
    "gives accounts stored before it 'system' on PostgreSQL",
    async () => {
      const pg = await startPostgres();
      try {
        expect(await accountMadeBefore({ databaseUrl: pg.databaseUrl, sqliteFile: '' })).toEqual([
          { email: 'old@example.com', color_scheme: 'system' },
        ]);
      } finally {
        pg.stop();
      }
    },
  );
});
