import type { RemotePresence } from '../../api';
import type { MapScene } from '../../scene/MapScene';

/** One peer's selection as the presence layer outlines it. */
export interface PeerOutline {
  peer: RemotePresence;
  /** The selected nodes drawn around, in the peer's order. */
  nodes: string[];
}

/**
 * Which of each peer's selected ids the presence layer outlines (kept apart from PixiJS so it can be tested): the
 * nodes the map has and shows; ids it does not have (or edges, or nodes hidden by a collapse or the view filter)
 * are skipped. Peers with nothing to outline are left out.
 */
export function peerOutlines(
  scene: Pick<MapScene, 'node' | 'nodeStyle' | 'isShown'>,
  peers: readonly RemotePresence[],
): PeerOutline[] {
  const out: PeerOutline[] = [];
  for (const peer of peers) {
    const nodes = peer.selection.filter((id) => scene.node(id) && scene.nodeStyle(id) && scene.isShown(id));
    if (nodes.length > 0) out.push({ peer, nodes });
  }
  return out;
}
