import { MapState, type MapDocument, type Settings } from '@mapa/model';
import type { LayoutInput } from '../types';

/** A map document with the nodes (sizes as `dimensions`), labels and edges of a layout input. */
export function documentOf(input: LayoutInput, settings: Settings = {}): MapDocument {
  return {
    nodes: input.nodes.map((n) => ({
      position: n.position,
      data: {
        id: n.id,
        label: n.label,
        dimensions: { width: n.width, height: n.height },
        ...(n.mmSide ? { mmSide: n.mmSide } : {}),
      },
    })),
    edges: input.edges.map((e) => ({ data: { id: e.id, source: e.source, target: e.target } })),
    version: 0,
    htmlContent: '',
    canvas: null,
    settings,
  };
}

/** The map of a layout input, as a `MapState`. */
export function mapOf(input: LayoutInput, settings: Settings = {}): MapState {
  return MapState.fromDocument(documentOf(input, settings));
}
