import type { z } from '../schema/zod';
import { canvasSchema } from '../schema/canvas';
import { settingsSchema } from '../schema/settings';
import { mapDocumentSchema } from '../schema/document';
import { RESERVED_CANVAS_KEYS } from '../ops/apply/canvasAppliers';

/** A problem with a key-level update: where in the operation (`['key']`, `['to', 'x']`) and what. */
export interface FieldIssue {
  path: PropertyKey[];
  message: string;
}

/** The updates that set one key of the canvas, the settings or the document. */
export type KeyedUpdateType = 'canvas.update' | 'settings.update' | 'document.update';

/** Keys of the document that no `document.update` may set: they change through their own operations. */
const OWN_OPERATION_KEYS: ReadonlySet<string> = new Set(['nodes', 'edges', 'version']);

/** Keys that would reach an object's prototype instead of becoming a field. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const has = (shape: object, key: string) => Object.prototype.hasOwnProperty.call(shape, key);

/**
 * The schema a key-level update's `from` and `to` must satisfy: the field's own schema in the document schema
 * (`canvas.zoom` must be a positive number, `settings.defaultTextSize` too, `htmlContent` a string), so an
 * update can never store what `parseMapDocument` would refuse. A string says why the key itself is refused:
 * canvas and settings keys must be fields the schema knows; canvas `nodesOrder`, `backgroundImages` and
 * `drawingData`, and the document's `nodes`, `edges` and `version`, have operations of their own. Other document
 * keys are the unknown top-level fields a document keeps (null: any JSON value).
 */
export function keyedFieldSchema(type: KeyedUpdateType, key: string): z.ZodType | null | string {
  if (PROTOTYPE_KEYS.has(key)) return `"${key}" cannot be a field name`;
  switch (type) {
    case 'canvas.update':
      if (RESERVED_CANVAS_KEYS.has(key)) return `canvas.${key} has its own operations`;
      if (!has(canvasSchema.shape, key)) return `"${key}" is not a canvas field`;
      return canvasSchema.shape[key as keyof typeof canvasSchema.shape];
    case 'settings.update':
      if (!has(settingsSchema.shape, key)) return `"${key}" is not a settings field`;
      return settingsSchema.shape[key as keyof typeof settingsSchema.shape];
    case 'document.update':
      if (OWN_OPERATION_KEYS.has(key)) return `document.${key} has its own operations`;
      if (key === 'htmlContent') return mapDocumentSchema.shape.htmlContent;
      if (key === 'canvas') return mapDocumentSchema.shape.canvas;
      if (key === 'settings') return mapDocumentSchema.shape.settings;
      return null;
  }
}

/**
 * Checks a key-level update field by field: its key (see {@link keyedFieldSchema}) and its `from` and `to`
 * against that field's schema. Returns the first issue, with a path inside the operation, or undefined.
 */
export function keyedUpdateIssue(op: {
  type: KeyedUpdateType;
  key: string;
  from?: unknown;
  to?: unknown;
}): FieldIssue | undefined {
  const schema = keyedFieldSchema(op.type, op.key);
  if (typeof schema === 'string') return { path: ['key'], message: schema };
  if (schema === null) return undefined;
  for (const side of ['to', 'from'] as const) {
    const result = schema.safeParse(op[side]);
    if (!result.success) {
      const issue = result.error.issues[0];
      return { path: [side, ...issue.path], message: issue.message };
    }
  }
  return undefined;
}
