import type { Kysely } from 'kysely';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi';
import type { AiConfig } from '../src/config/appConfig';
import { DATABASE, type Database } from '../src/database/database.types';
import { startTestApp, type TestApp, type TestBackend } from './testApp';

/** A test app whose AI endpoint is the OpenAI-compatible test server. */
export interface AiTestApp extends TestApp {
  fake: FakeOpenAi;
  /** Sets a user's credit balance directly in the database. */
  setCredits: (email: string, credits: number) => Promise<void>;
  credits: (email: string) => Promise<number>;
  /**
   * Runs `run` with the model timeout at `ms`, then puts it back (ModelClient reads the setting at each call).
   * Suites keep the production 60 s, so no reply that should arrive can time out on a busy machine; only a test of
   * the timeout itself, against a reply that is never sent, shortens it.
   */
  withModelTimeout: <T>(ms: number, run: () => Promise<T>) => Promise<T>;
}

export async function startAiTestApp(backend: TestBackend, ai: Partial<AiConfig> = {}): Promise<AiTestApp> {
  const fake = await startFakeOpenAi();
  let t: TestApp;
  try {
    t = await startTestApp(
      {
        ai: {
          baseUrl: fake.baseUrl,
          apiKey: 'test-key',
          model: 'test-model',
          contextTokens: 6000,
          timeoutMs: 60_000,
          ...ai,
        },
      },
      backend,
    );
  } catch (error) {
    await fake.close();
    throw error;
  }
  const db = t.app.get<Kysely<Database>>(DATABASE);
  return {
    ...t,
    fake,
    setCredits: async (email, credits) => {
      await db.updateTable('users').set({ credits }).where('email', '=', email).execute();
    },
    credits: async (email) =>
      (await db.selectFrom('users').select('credits').where('email', '=', email).executeTakeFirstOrThrow())
        .credits,
    withModelTimeout: async (ms, run) => {
      const ai = t.config.ai!;
      const before = ai.timeoutMs;
      ai.timeoutMs = ms;
      try {
        return await run();
      } finally {
        ai.timeoutMs = before;
      }
    },
    close: async () => {
      await fake.close(); // first: it hangs up calls still waiting on it, so the app can close
      await t.close();
    },
  };
}
