import type { Point } from './enums';

// Plain values the schema modules also export, kept free of zod so that code which only reads documents (the
// engine, a bench page) can import them without building the schemas (see `sideEffects` in package.json).

/** Exactly this position on both axes marks a node as unpositioned (spec §3.2). */
export const UNPOSITIONED = 0.000123;

/** True when the node carries the "unpositioned" marker position. */
export function isUnpositioned(node: { position: Point }): boolean {
  return node.position.x === UNPOSITIONED && node.position.y === UNPOSITIONED;
}

/** The template used when a map names none (spec §4.1). */
export const DEFAULT_TEMPLATE = 'BaseTemplate';
