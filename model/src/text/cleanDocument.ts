import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import type { MapEdge } from '../schema/edge';
import type { Canvas, DrawingData, SupportImage } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import type { Operation, Transaction } from '../ops/operation';
import { stripUnsafeChars, stripUnsafeMarkup } from './unsafeChars';
import { isSafeUrl, type UrlUse } from './safeUrl';

// What a map may keep, applied where text enters it (issue #33): the server's whole-document uploads (and so
// imports), its transactions, and the file converters. Every string loses its unsafe characters, rich text its
// references to them too; addresses that fail the URL rule are dropped. Identifiers are left as stored: they are
// never written into markup, and a transaction must still find a node saved before this rule existed.

type Json = Record<string, unknown>;

/** Keys whose strings are identifiers (records' ids, edge ends, id lists). */
const ID_KEYS: ReadonlySet<string> = new Set(['id', 'source', 'target', 'nodesOrder', 'presentationSteps']);
/** Keys whose strings are rich text (HTML). */
const MARKUP_KEYS: ReadonlySet<string> = new Set(['description', 'htmlContent']);

const NODE_URLS: [string, UrlUse][] = [
  ['imageURL', 'image'],
  ['image', 'name'],
  ['icon', 'name'],
];
const SETTINGS_URLS: [string, UrlUse][] = [
  ['defaultImageURL', 'image'],
  ['defaultImage', 'name'],
];

/**
 * What a support image's address becomes when it fails the URL rule: a transparent 1×1 GIF. The address is
 * required, and the layer stays where it was so that it can be seen and removed.
 */
export const BLANK_IMAGE_URL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/** `value` with every string cleaned (identifiers kept); the same reference when nothing changed. */
function cleanStrings(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && ID_KEYS.has(key)) return value;
    return key !== undefined && MARKUP_KEYS.has(key) ? stripUnsafeMarkup(value) : stripUnsafeChars(value);
  }
  if (!isObject(value) || (key !== undefined && ID_KEYS.has(key))) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const clean = cleanStrings(value[i]);
      if (clean !== value[i]) (out ??= value.slice())[i] = clean;
    }
    return out ?? value;
  }
  let out: Json | null = null;
  for (const k of Object.keys(value)) {
    const clean = cleanStrings(value[k], k);
    if (clean !== value[k]) (out ??= { ...value })[k] = clean;
  }
  return out ?? value;
}

/** The record without the addresses of `fields` that fail the URL rule (empty strings are kept). */
function withoutUnsafeUrls<T extends Json>(record: T, fields: [string, UrlUse][]): T {
  let out: Json | null = null;
  for (const [key, use] of fields) {
    const value = record[key];
    if (typeof value !== 'string' || value === '' || isSafeUrl(value, use)) continue;
    out ??= { ...record };
    delete out[key];
  }
  return (out as T | null) ?? record;
}

/** A node with clean text, without unsafe `imageURL`, `image` or `icon`. */
export function cleanNode(node: MapNode): MapNode {
  const clean = cleanStrings(node) as MapNode;
  const data = withoutUnsafeUrls(clean.data, NODE_URLS);
  return data === clean.data ? clean : { ...clean, data };
}

/** An edge with clean text. */
export function cleanEdge(edge: MapEdge): MapEdge {
  return cleanStrings(edge) as MapEdge;
}

/** A support image with a clean name, its unsafe address replaced by {@link BLANK_IMAGE_URL}. */
export function cleanSupportImage(image: SupportImage): SupportImage {
  const clean = cleanStrings(image) as SupportImage;
  if (typeof clean.url !== 'string' || isSafeUrl(clean.url, 'media')) return clean;
  return { ...clean, url: BLANK_IMAGE_URL };
}

function cleanCanvas(canvas: Canvas): Canvas {
  const clean = cleanStrings(canvas) as Canvas;
  const images = clean.backgroundImages;
  if (!Array.isArray(images)) return clean;
  const safe = images.map((image) => (isObject(image) ? cleanSupportImage(image) : image));
  return safe.every((image, i) => image === images[i]) ? clean : { ...clean, backgroundImages: safe };
}

function cleanSettings(settings: Settings): Settings {
  return withoutUnsafeUrls(cleanStrings(settings) as Settings, SETTINGS_URLS);
}

/**
 * The document as a map may keep it: every string without unsafe characters (`unsafeChars.ts`; identifiers
 * kept), node `imageURL` / `image` / `icon` and settings `defaultImageURL` / `defaultImage` dropped when they
 * fail the URL rule (`safeUrl.ts`), support images with such an address given {@link BLANK_IMAGE_URL}. Records
 * that were already clean are the same objects.
 */
export function cleanMapDocument<T extends MapDocument>(doc: T): T {
  const { nodes, edges, canvas, settings, ...rest } = doc;
  const head = cleanStrings(rest) as Json;
  return {
    ...head,
    nodes: nodes.map(cleanNode),
    edges: edges.map(cleanEdge),
    canvas: isObject(canvas) ? cleanCanvas(canvas) : canvas,
    settings: isObject(settings) ? cleanSettings(settings) : settings,
  } as unknown as T;
}

/** A value set under a key: cleaned as that key is in a document. */
function cleanKeyed(
  type: 'canvas.update' | 'settings.update' | 'document.update',
  key: string,
  value: unknown,
) {
  if (value === undefined) return undefined;
  if (type === 'document.update' && key === 'canvas' && isObject(value)) return cleanCanvas(value as Canvas);
  if (type === 'document.update' && key === 'settings' && isObject(value))
    return cleanSettings(value as Settings);
  if (type === 'settings.update') {
    const fields = SETTINGS_URLS.filter(([k]) => k === key);
    if (fields.length) return withoutUnsafeUrls({ [key]: cleanStrings(value, key) }, fields)[key];
  }
  return cleanStrings(value, key);
}

function keyed<T extends { from?: unknown; to?: unknown }>(op: T, from: unknown, to: unknown): T {
  if (from === op.from && to === op.to) return op;
  const out = { ...op, from, to };
  // "Absent" is how a key-level update says the key is not there: an address dropped leaves it absent.
  if (from === undefined) delete out.from;
  if (to === undefined) delete out.to;
  return out;
}

/** An operation with its records and values cleaned as {@link cleanMapDocument} cleans a document. */
export function cleanOperation(op: Operation): Operation {
  switch (op.type) {
    case 'node.add':
    case 'node.remove':
      return { ...op, node: cleanNode(op.node) };
    case 'node.update':
      return { ...op, from: cleanNode(op.from), to: cleanNode(op.to) };
    case 'edge.add':
    case 'edge.remove':
      return { ...op, edge: cleanEdge(op.edge) };
    case 'edge.update':
      return { ...op, from: cleanEdge(op.from), to: cleanEdge(op.to) };
    case 'image.add':
    case 'image.remove':
      return { ...op, image: cleanSupportImage(op.image) };
    case 'image.update':
      return { ...op, from: cleanSupportImage(op.from), to: cleanSupportImage(op.to) };
    case 'drawing.update':
      return keyed(op, cleanStrings(op.from) as DrawingData, cleanStrings(op.to) as DrawingData);
    case 'canvas.update':
    case 'settings.update':
    case 'document.update':
      return keyed(op, cleanKeyed(op.type, op.key, op.from), cleanKeyed(op.type, op.key, op.to));
    case 'order.move':
      return op;
  }
}

/** A transaction with every operation cleaned ({@link cleanOperation}). */
export function cleanTransaction(tx: Transaction): Transaction {
  return { ...tx, ops: tx.ops.map(cleanOperation) };
}
