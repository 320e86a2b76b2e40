import { z } from '../schema/zod';
import { mapIdField } from '../api/fields';
import { transactionSchema } from './operationSchema';
import type { Transaction } from '../ops/operation';

/** Most transactions one save may carry. */
export const MAX_TRANSACTIONS_PER_SAVE = 1000;

/**
 * `POST /api/documents/transactions` body: the transactions made since `baseVersion`, the last revision the client
 * has seen acknowledged. Accepted only when the map is still at `baseVersion`; otherwise 409 `CONFLICT_DETECTED`
 * and the client rebases on `GET /api/documents/transactions` first.
 */
export const saveTransactionsRequestSchema = z.object({
  id: mapIdField,
  baseVersion: z.number().int().nonnegative(),
  transactions: z
    .array(transactionSchema)
    .min(1)
    .max(MAX_TRANSACTIONS_PER_SAVE)
    .superRefine((transactions, ctx) => {
      // Each transaction is logged under its id once: a save naming one twice is a client's mistake.
      const first = new Map<string, number>();
      transactions.forEach((tx, i) => {
        const seen = first.get(tx.id);
        if (seen === undefined) first.set(tx.id, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `"${tx.id}" is already the id of transactions[${seen}]`,
          });
      });
    }),
});
export type SaveTransactionsRequest = z.input<typeof saveTransactionsRequestSchema>;

/** Answer of an accepted save: the map's new revision (one per transaction) and its time. */
export const saveTransactionsResponseSchema = z.object({
  success: z.literal(true),
  revision: z.number().int(),
  lastModified: z.string(),
});
export type SaveTransactionsResponse = z.infer<typeof saveTransactionsResponseSchema>;

/** `GET /api/documents/transactions?id=&since=` query. */
export const transactionsQuerySchema = z.object({
  id: mapIdField,
  since: z.coerce.number().int().nonnegative(),
});

/**
 * `GET /api/documents/transactions` answer: the transactions after `since` up to `revision`, in order, or
 * `reset: true` when they are no longer kept one by one (compacted, or the whole document was uploaded) and the
 * client must download the document instead.
 */
export const transactionsResponseSchema = z.union([
  z.object({
    reset: z.literal(false),
    revision: z.number().int(),
    lastModified: z.string(),
    transactions: z.array(transactionSchema),
  }),
  z.object({ reset: z.literal(true), revision: z.number().int(), lastModified: z.string() }),
]);
export type TransactionsResponse =
  | { reset: false; revision: number; lastModified: string; transactions: Transaction[] }
  | { reset: true; revision: number; lastModified: string };

/** Payload of the `revision` event on `GET /api/documents/events?id=` (server-sent events). */
export const revisionEventSchema = z.object({ revision: z.number().int(), lastModified: z.string() });
export type RevisionEvent = z.infer<typeof revisionEventSchema>;
