import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import type { AppConfig } from '../src/config/appConfig';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../src/config/rateLimitSettings';
import { describeRequiring } from '../../scripts/describeRequiring';
import { postgresUnavailable, startPostgres } from './postgresCluster';
import { startS3Server } from './s3Server';

/** The two configurations of DESIGN §5: embedded (SQLite + files) and scale-out (PostgreSQL + S3). */
export type TestBackend = 'sqlite+filesystem' | 'postgres+s3';

/** Backends to run API suites on; PostgreSQL's run is skipped (failed in CI) when its binaries are missing. */
export const TEST_BACKENDS: TestBackend[] = ['sqlite+filesystem', 'postgres+s3'];

export { HEAVY_TEST_TIMEOUT, SERVICES_HOOK_TIMEOUT } from './hookTimeout';

/**
 * Runs `suite` once per backend; a backend that cannot start here is skipped with a message naming why, and in CI
 * (which installs PostgreSQL) fails with that message instead.
 */
export function describeEachBackend(name: string, suite: (backend: TestBackend) => void): void {
  for (const backend of TEST_BACKENDS) {
    const missing = backend === 'postgres+s3' ? postgresUnavailable() : null;
    describeRequiring(missing, `${name} [${backend}]`, () => suite(backend));
  }
}

/**
 * Limits of test apps: the production sign-in limits, but sign-ups and saves far above what a suite does
 * (suites sign up many users and save in bursts from 127.0.0.1). Rate-limit tests pass their own.
 */
export const TEST_RATE_LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  signup: { limit: 1_000_000, windowMs: 60_000 },
  saves: { limit: 1_000_000, windowMs: 60_000 },
  uploads: { limit: 1_000_000, windowMs: 60_000 },
  files: { limit: 1_000_000, windowMs: 60_000 },
  imports: { limit: 1_000_000, windowMs: 60_000 },
};

/** A real app on a fresh temporary data directory (SQLite file + filesystem blobs unless overridden). */
export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** A fresh server process, as it were: the app is closed and built again on the same data (agents must sign in again). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  backend: TestBackend = 'sqlite+filesystem',
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mapa-test-'));
  const services: { stop: () => unknown }[] = [];
  if (backend === 'postgres+s3') {
    const pg = await startPostgres();
    const s3 = await startS3Server();
    services.push(pg, s3);
    overrides = { databaseUrl: pg.databaseUrl, s3: s3.config, ...overrides };
  }
  const config: AppConfig = {
    port: 0,
    dataDir,
    sqliteFile: join(dataDir, 'mapa.sqlite'),
    blobDir: join(dataDir, 'blobs'),
    sessionSecret: 'test-secret-0123456789abcdef0123456789',
    staticDir: null,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  };
  let app: NestExpressApplication;
  try {
    app = await createApp(config, { logger: false });
  } catch (error) {
    for (const service of services) await service.stop();
    throw error;
  }
  const test: TestApp = {
    app,
    config,
    http: () => request(test.app.getHttpServer()),
    restart: async () => {
      await test.app.close();
      test.app = await createApp(config, { logger: false });
    },
    close: async () => {
      await test.app.close();
      for (const service of services) await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

/** A signed-up user's agent: keeps the session cookie between requests. */
export async function signedUpAgent(
  app: NestExpressApplication,
  email: string,
  name = 'Tester',
): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/signup').send({ email, password: 'correct horse', name }).expect(201);
  return agent;
}

/** An agent signed in as an existing user (after a restart). */
export async function signedInAgent(
  app: NestExpressApplication,
  email: string,
): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/signin').send({ email, password: 'correct horse' }).expect(200);
  return agent;
}

/** Creates a map as the agent's user and returns its id. */
export async function createMap(agent: ReturnType<typeof request.agent>, title = 'My map'): Promise<string> {
  const res = await agent.post('/api/maps').send({ title }).expect(201);
  return res.body.id as string;
}

/** The document headers for a map. */
export function docHeaders(id: string, owner: string): Record<string, string> {
  return { 'document-id': id, 'document-owner': owner, 'document-path': 'map' };
}
