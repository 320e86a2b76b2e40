/**
 * Limits on imported files. They keep a hostile or broken file from taking the server's memory or time: the
 * size is checked before reading, a zip's declared and actual uncompressed sizes before inflating, the depth
 * and node count while walking.
 */
export const IMPORT_LIMITS = {
  /** Largest file accepted for import, in bytes (20 MiB: the biggest real maps in the corpora are < 1 MiB). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Largest total uncompressed size of the zip entries read (XMind), in bytes. */
  maxUnzippedBytes: 64 * 1024 * 1024,
  /** Largest uncompressed/compressed ratio of one zip entry; zip bombs reach 1000:1 and more. */
  maxZipRatio: 200,
  /** Deepest nesting of nodes. */
  maxDepth: 500,
  /** Most nodes in one import. */
  maxNodes: 200_000,
} as const;

/** Whole megabytes, for limit messages (`20` for 20 MiB). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
