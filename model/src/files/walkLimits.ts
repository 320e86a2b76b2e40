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
      throw new FileFormatError(fileName, {
        code: 'TOO_MANY_NODES',
        params: { limit: IMPORT_LIMITS.maxNodes },
      });
    }
    if (depth > IMPORT_LIMITS.maxDepth) {
      throw new FileFormatError(
        fileName,
        {
          code: 'NESTED_TOO_DEEP',
          params: { limit: IMPORT_LIMITS.maxDepth, title: node.title.slice(0, 40) },
        },
        { path: path.length > 80 ? `…${path.slice(-80)}` : path },
      );
    }
    node.children.forEach((c, i) => stack.push([c, depth + 1, `${path}[${i}]`]));
  }
}
