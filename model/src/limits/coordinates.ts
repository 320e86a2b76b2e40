// The editor's range: where on a map anything can be. Plain values, free of zod, so code that only reads
// documents (the engine, the exports) can use them without building the schemas.

/**
 * The farthest a coordinate may be from the origin, on either axis, and the largest size of a node, an image, a
 * stroke or a text annotation: 1,000,000,000 graph units. It is far beyond what the editor itself makes (its
 * layouts put a flat 100k-node tree 27 million units wide and 100k flash cards in a row 44 million long; a 50 MB
 * document holds about 800,000 nodes, 350 million in a row), yet small enough that every sum of coordinates stays
 * an exact, finite number and an export's cost can be bounded from it. Documents refuse values beyond it on the
 * way in (400 naming the field); documents stored before the limit are read with them clamped to it.
 */
export const MAX_COORDINATE = 1_000_000_000;

/** `value` held to the editor's range (`±MAX_COORDINATE`). */
export function clampCoordinate(value: number): number {
  return value > MAX_COORDINATE ? MAX_COORDINATE : value < -MAX_COORDINATE ? -MAX_COORDINATE : value;
}
