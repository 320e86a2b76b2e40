import { expect, type APIRequestContext } from '@playwright/test';
import { workerSetting } from './helpers';

/** The OpenAI-compatible test server global-setup started for this worker's production server. */
function fakeUrl(): string {
  return workerSetting('MAPA_FAKE_OPENAI_URL');
}

/** A reply of the test server (see backend/test/fakeOpenAi.ts). */
export type FakeAiReply =
  | { content: string; chunks?: number; delayMs?: number; truncateAfter?: number; gated?: boolean }
  | { status: number; message?: string }
  | { hang: true };

/** Forgets queued replies and recorded requests. */
export async function resetAi(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${fakeUrl()}/__fake/reset`)).ok()).toBe(true);
}

/** Lets `count` held answers or stream chunks of `gated` replies go. */
export async function releaseAi(request: APIRequestContext, count = 1): Promise<void> {
  expect((await request.post(`${fakeUrl()}/__fake/release`, { data: { count } })).ok()).toBe(true);
}

/** Queues the test server's next replies. */
export async function enqueueAi(request: APIRequestContext, ...replies: FakeAiReply[]): Promise<void> {
  expect((await request.post(`${fakeUrl()}/__fake/enqueue`, { data: replies })).ok()).toBe(true);
}

/** A chat reply as the model would send it. */
export function chatReply(
  explanation: string,
  modifications: Partial<Record<string, unknown[]>>,
): FakeAiReply {
  return {
    content: JSON.stringify({
      explanation,
      modifications: {
        concepts_to_modify: [],
        concepts_to_remove: [],
        concepts_to_add: [],
        relations_to_remove: [],
        relations_to_add: [],
        ...modifications,
      },
    }),
  };
}
