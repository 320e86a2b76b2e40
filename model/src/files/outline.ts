/**
 * The tree every file format is read into and written from: titles, notes (HTML), links, icons, colours and the
 * folded state, plus cross links that are not part of the hierarchy (FreeMind arrow links, XMind relationships).
 */
export interface OutlineNode {
  title: string;
  /** Rich text (HTML); sanitised by whoever stores it. */
  description?: string;
  link?: string;
  /** A Tabler icon name, when the file's icon has a matching one. */
  icon?: string;
  /** Markers (ids of model/src/markers), in order: the file's own marker names where Mapa has no counterpart. */
  markers?: string[];
  backgroundColor?: string;
  textColor?: string;
  collapsed?: boolean;
  /** The side of the root a first-level branch sits on (FreeMind POSITION). */
  side?: 'left' | 'right';
  /** The file's own id of this node, to resolve cross links; never kept as the map's id. */
  sourceId?: string;
  children: OutlineNode[];
}

/** A cross link between two nodes, named by their {@link OutlineNode.sourceId}. */
export interface OutlineLink {
  from: string;
  to: string;
  label?: string;
}

/** A whole file: one or more root trees (XMind sheets, OPML top-level outlines), a title and cross links. */
export interface Outline {
  title: string;
  roots: OutlineNode[];
  links: OutlineLink[];
}

/** Counts the nodes of an outline and its deepest level (a lone root has depth 1). */
export function outlineStats(outline: Outline): { nodes: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const stack: [OutlineNode, number][] = outline.roots.map((r) => [r, 1]);
  while (stack.length) {
    const [node, d] = stack.pop()!;
    nodes++;
    if (d > depth) depth = d;
    for (const child of node.children) stack.push([child, d + 1]);
  }
  return { nodes, depth };
}
