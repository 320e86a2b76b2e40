import { z } from '../schema/zod';
import { stripUnsafeChars } from '../text/unsafeChars';

/** An e-mail address as the API takes it: trimmed, lower-cased, standard pattern (spec §5 'Invalid email'). */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Invalid email' }));

/**
 * Text a person types (a map's title, description, tags): stored without the characters the map's text rule drops
 * (`text/unsafeChars.ts`), before it is trimmed and measured. Chain `.trim()`, `.max()` after it.
 */
export const plainTextField = () => z.string().overwrite(stripUnsafeChars);

/** Map ids are URL-safe random ids (base64url alphabet), 12 to 64 characters. */
export const MAP_ID_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;

/** A map id as it appears in paths, headers and bodies. */
export const mapIdField = z.string().regex(MAP_ID_PATTERN, 'Invalid map id');
