import { z } from '../schema/zod';

/** An e-mail address as the API takes it: trimmed, lower-cased, standard pattern (spec §5 'Invalid email'). */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Invalid email' }));

/** Map ids are URL-safe random ids (base64url alphabet), 12 to 64 characters. */
export const MAP_ID_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;

/** A map id as it appears in paths, headers and bodies. */
export const mapIdField = z.string().regex(MAP_ID_PATTERN, 'Invalid map id');
