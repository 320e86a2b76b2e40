import { z } from '../schema/zod';
import { MAX_COORDINATE } from '../limits/coordinates';

/**
 * Presence (issue #16): who has a map open, what they selected and where their pointer is. It travels over the
 * map's event stream and `POST /api/documents/presence`, between processes over the bus, and is never stored.
 */

/** At most this many selected ids travel: presence crosses processes in a PostgreSQL `NOTIFY` (< 8,000 bytes). */
export const PRESENCE_MAX_SELECTION = 50;
/** Names are cut to this many characters in presence, for the same reason. */
export const PRESENCE_MAX_NAME = 40;
/**
 * Pointers are world coordinates, within the editor's range like everything on a map (it was 10,000,000, which
 * refused a presenter's pointer over the far end of a big map: 100k flash cards in a row reach 44 million).
 */
export const PRESENCE_MAX_COORDINATE = MAX_COORDINATE;

/** One open event stream of a signed-in user on a map: random, URL-safe. */
export const presenceSessionField = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'Invalid presence session');

const coordinate = z.number().min(-PRESENCE_MAX_COORDINATE).max(PRESENCE_MAX_COORDINATE);

/** A pointer in world (map) coordinates, so it moves with the camera on every screen. */
export const presencePointerSchema = z.object({ x: coordinate, y: coordinate }).strict();

/** Selected node and edge ids (map-scoped, so short). */
export const presenceSelectionSchema = z
  .array(z.string().min(1).max(64))
  .max(PRESENCE_MAX_SELECTION, `At most ${PRESENCE_MAX_SELECTION} selected ids`);

/**
 * Body of `POST /api/documents/presence?id=`: the caller's selection and pointer on the stream `session`
 * (announced to it in its `presence-hello` event). `presenting`: a reader may send a pointer only while presenting.
 */
export const presenceUpdateSchema = z
  .object({
    session: presenceSessionField,
    selection: presenceSelectionSchema,
    pointer: presencePointerSchema.nullable(),
    presenting: z.boolean().optional(),
  })
  .strict();
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

/** Someone's presence on a map: `user` is an opaque id (the same for all of one user's tabs). */
export const presenceEntrySchema = z.object({
  session: presenceSessionField,
  user: z.string().min(1).max(64),
  name: z.string().max(PRESENCE_MAX_NAME),
  role: z.enum(['owner', 'editor', 'reader']),
  selection: presenceSelectionSchema,
  pointer: presencePointerSchema.nullable(),
});
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

/** `event: presence-hello` on the event stream: this stream's session and the caller's own user id. */
export const presenceHelloSchema = z.object({ session: presenceSessionField, user: z.string().min(1) });
export type PresenceHello = z.infer<typeof presenceHelloSchema>;

/** `event: presence-left`: the stream `session` closed (or its process stopped answering). */
export const presenceLeftSchema = z.object({ session: presenceSessionField });
