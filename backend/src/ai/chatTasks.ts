import type { z } from 'zod';
import { chatRequestSchema } from '@mapa/model';
import { fail, readJson, workerTask, type TaskFailure, type TaskInput } from '../workers/task';

// The chat's task in the worker pool: a chat message's body read and checked off the event loop.

/** A chat message (`PUT /api/documents/chatbot`), parsed and checked. */
export interface ChatRequestRead {
  ok: true;
  request: z.output<typeof chatRequestSchema>;
}

/**
 * Reads a chat message's body: it carries the whole map as titles, descriptions and relations (up to 200,000
 * records, ~10 MB at 100k nodes), so it is parsed and checked here, off the event loop, like a save. A bad field
 * is a 400 `VALIDATION_FAILED` naming it, as the route's other checks answer.
 */
export const readChatRequest = workerTask(
  'readChatRequest',
  (input: TaskInput): ChatRequestRead | TaskFailure => {
    const json = readJson(input.bytes);
    if (!json.ok) return json;
    const parsed = chatRequestSchema.safeParse(json.value ?? {});
    if (parsed.success) return { ok: true, request: parsed.data };
    const issue = parsed.error.issues[0];
    const path = issue.path.map(String).join('.');
    return fail(400, 'VALIDATION_FAILED', path ? `${path}: ${issue.message}` : issue.message, path);
  },
);
