import type { MapEdge } from '../schema/edge';
import type { MapNode } from '../schema/node';

/**
 * What the places are computed from: the parts of a map's state (`MapState`) they read, named here so the theme
 * does not import the state that keeps its places (no import cycle).
 */
export interface PlacesSource {
  readonly nodes: ReadonlyMap<string, MapNode>;
  readonly edges: ReadonlyMap<string, MapEdge>;
  getEdge(id: string): MapEdge | undefined;
  outgoing(nodeId: string): MapEdge[];
  incoming(nodeId: string): MapEdge[];
}
