import { FileFormatError } from './FileFormatError';
import { IMPORT_LIMITS } from './limits';
import type { OutlineNode } from './outline';

/** Refuses an outline nested deeper than {@link IMPORT_LIMITS.maxDepth} or with more than `maxNodes` nodes. */
export function walkLimits(fileName: string, roots: OutlineNode[]): void {
  let count = 0;
  const stack: [OutlineNode, number, string][] = roots.map((r, i) => [r, 1, `[${i}]`]);
  while (stack.length) {
    const [node, depth, path] = stack.pop()!;
    if (++count > IMPORT_LIMITS.maxNodes) {
      throw new FileFormatError(
        fileName,
        `the file has more than ${IMPORT_LIMITS.maxNodes.toLocaleString('en-US')} nodes`,
      );
    }
    if (depth > IMPORT_LIMITS.maxDepth) {
      throw new FileFormatError(
        fileName,
        `nodes are nested deeper than ${IMPORT_LIMITS.maxDepth} levels (at "${node.title.slice(0, 40)}")`,
        { path: path.length > 80 ? `…${path.slice(-80)}` : path },
      );
    }
    node.children.forEach((c, i) => stack.push([c, depth + 1, `${path}[${i}]`]));
  }
}
