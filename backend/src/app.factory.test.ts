import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema } from '@mapa/model';
import { startTestApp, type TestApp } from '../test/testApp';
import { loadConfig } from './config/appConfig';

describe('the app shell', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'mapa-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Mapa</title>');
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
    t = await startTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers health with the embedded configuration and the idle worker pool', async () => {
    const body = (await t.http().get('/api/health').expect(200)).body;
    expect(healthResponseSchema.parse(body)).toEqual({
      status: 'ok',
      database: 'sqlite',
      storage: 'filesystem',
      workers: {
        threads: 0,
        maxThreads: availableParallelism(),
        busy: 0,
        queued: 0,
        maxQueued: 16,
        memoryMb: 2048,
        cancelled: 0,
        replaced: 0,
        failed: 0,
        acceptsTasks: true,
      },
    });
  });

  it('serves the OpenAPI document with the routes and their zod-derived bodies', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/maps',
        '/api/documents/upload',
        '/api/s3/getSignedUrl',
      ]),
    );
    const signup = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(['email', 'password', 'name']);
    expect((await t.http().get('/api/docs/').expect(200)).text).toContain('swagger');
  });

  it('serves the built frontend with an SPA fallback outside /api', async () => {
    expect((await t.http().get('/app.js').expect(200)).text).toBe('console.log(1)');
    const route = await t.http().get('/maps/abc/anything').expect(200);
    expect(route.text).toContain('<title>Mapa</title>');
    expect((await t.http().get('/api/unknown').expect(404)).body.code).toBe('NOT_FOUND');
  });
});

describe('loadConfig', () => {
  it('reads the environment and keeps one generated secret per data directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mapa-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, PORT: '4000', DATABASE_URL: 'file.db' });
      expect(config).toMatchObject({
        port: 4000,
        dataDir,
        sqliteFile: join(dataDir, 'mapa.sqlite'),
        s3: undefined,
      });
      expect(config.databaseUrl).toBeUndefined();
      expect(config.sessionSecret).toBe(readFileSync(join(dataDir, 'secret'), 'utf8'));
      expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
      const scaled = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://u@h/db',
        S3_BUCKET: 'b',
        S3_FORCE_PATH_STYLE: 'true',
        SESSION_SECRET: 'given',
      });
      expect(scaled).toMatchObject({ databaseUrl: 'postgres://u@h/db', sessionSecret: 'given' });
      expect(scaled.s3).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
