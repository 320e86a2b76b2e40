import { z } from 'zod';
import {
  presenceEntrySchema,
  presencePointerSchema,
  presenceSelectionSchema,
  presenceSessionField,
} from '@mapa/model';

/**
 * What one process tells the others about presence on a map. The process holding a stream owns its session's
 * entry: it announces the entry (on join, on change, and again every refresh) and that it `left`; an `update`
 * is a `POST /api/documents/presence` received by another process, applied only by the owner.
 */
export const presenceSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('entry'), entry: presenceEntrySchema }),
  z.object({ type: z.literal('left'), session: presenceSessionField }),
  z.object({
    type: z.literal('update'),
    user: z.string().min(1).max(64),
    session: presenceSessionField,
    selection: presenceSelectionSchema,
    pointer: presencePointerSchema.nullable(),
  }),
]);
export type PresenceSignal = z.infer<typeof presenceSignalSchema>;
