import { z } from '../schema/zod';
import { mapNodeSchema } from '../schema/node';
import { mapEdgeSchema } from '../schema/edge';
import { drawingDataSchema, supportImageSchema } from '../schema/canvas';
import { CHANGE_LABELS } from '../ops/changeLabels';
import type { Operation, Transaction } from '../ops/operation';
import { keyedUpdateIssue } from './keyedFields';

const key = z.string().min(1).max(200);
const index = z.number().int().nonnegative();

/**
 * zod schema of one {@link Operation} as it arrives over the wire. Records inside are checked with the document's
 * own schemas, and key-level updates field by field ({@link keyedUpdateIssue}: a known key, `from`/`to` of that
 * field's type), so an operation can never put into a map what `parseMapDocument` would refuse.
 */
export const operationSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('node.add'), node: mapNodeSchema, orderIndex: index.optional() }),
    z.object({ type: z.literal('node.remove'), node: mapNodeSchema, orderIndex: index.optional() }),
    z.object({ type: z.literal('node.update'), id: key, from: mapNodeSchema, to: mapNodeSchema }),
    z.object({ type: z.literal('edge.add'), edge: mapEdgeSchema }),
    z.object({ type: z.literal('edge.remove'), edge: mapEdgeSchema }),
    z.object({ type: z.literal('edge.update'), id: key, from: mapEdgeSchema, to: mapEdgeSchema }),
    z.object({ type: z.literal('image.add'), image: supportImageSchema, index }),
    z.object({ type: z.literal('image.remove'), image: supportImageSchema, index }),
    z.object({
      type: z.literal('image.update'),
      id: key,
      from: supportImageSchema,
      to: supportImageSchema,
    }),
    z.object({ type: z.literal('order.move'), id: key, from: index, to: index }),
    z.object({
      type: z.literal('canvas.update'),
      key,
      from: z.unknown().optional(),
      to: z.unknown().optional(),
    }),
    z.object({
      type: z.literal('settings.update'),
      key,
      from: z.unknown().optional(),
      to: z.unknown().optional(),
    }),
    z.object({
      type: z.literal('drawing.update'),
      from: drawingDataSchema.optional(),
      to: drawingDataSchema.optional(),
    }),
    z.object({
      type: z.literal('document.update'),
      key,
      from: z.unknown().optional(),
      to: z.unknown().optional(),
    }),
  ])
  .superRefine((op, ctx) => {
    if ((op.type === 'node.update' || op.type === 'edge.update') && op.to.data.id !== op.id)
      ctx.addIssue({ code: 'custom', path: ['to', 'data', 'id'], message: `must equal id "${op.id}"` });
    if (op.type === 'image.update' && op.to.id !== op.id)
      ctx.addIssue({ code: 'custom', path: ['to', 'id'], message: `must equal id "${op.id}"` });
    if (op.type === 'canvas.update' || op.type === 'settings.update' || op.type === 'document.update') {
      const issue = keyedUpdateIssue(op);
      if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** Most operations one transaction may carry (a layout of a 100k-node map moves every node in one). */
export const MAX_OPERATIONS_PER_TRANSACTION = 500_000;

/** zod schema of one {@link Transaction}: a client-made id, a spec change label and its operations. */
export const transactionSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
  label: z.enum(CHANGE_LABELS),
  source: z.enum(['user', 'remote', 'layout', 'ai', 'study']),
  ops: z.array(operationSchema).max(MAX_OPERATIONS_PER_TRANSACTION),
});

/** The validated wire types are exactly the model's own. */
export type WireOperation = z.output<typeof operationSchema>;
const _sameOperation: (op: WireOperation) => Operation = (op) => op as Operation;
const _sameTransaction: (tx: z.output<typeof transactionSchema>) => Transaction = (tx) => tx as Transaction;
void _sameOperation;
void _sameTransaction;
