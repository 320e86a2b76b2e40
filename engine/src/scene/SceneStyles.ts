import {
  canvasColorOf,
  nodeHeight,
  nodeWidth,
  presentEdge,
  presentNode,
  resolveEdgeStyle,
  resolveNodeStyle,
  type EdgePlace,
  type MapEdge,
  type MapNode,
  type MapPlaces,
  type MapState,
  type NodePlace,
  type PresentationContext,
  type ResolvedEdgeStyle,
  type ResolvedNodeStyle,
} from '@mapa/model';
import { emptyBox, type Box } from '../geometry/Box';
import { dimStyle } from './dimStyle';

interface CachedNode {
  node: MapNode;
  place: NodePlace | null;
  /** The canvas colour the style was resolved on: its label's colour and halo are chosen for it. */
  canvas: string | undefined;
  /** True when the style was faded for a filter of the map (see `setDimmed`). */
  dimmed: boolean;
  style: ResolvedNodeStyle;
}

/**
 * Probes of what a template presents (see `presentationKey`): a centre, a main topic, tree branches from the
 * centre, a main topic and deeper (the timeline and the fishbone draw each differently).
 */
const CENTRE: NodePlace = { depth: 0, branch: -1, role: 'central' };
const MAIN: NodePlace = { depth: 1, branch: 0, role: 'main' };
const BRANCH: EdgePlace = { hierarchy: true, depth: 0, branch: 0 };
const SUB_BRANCH: EdgePlace = { hierarchy: true, depth: 1, branch: 0 };
const DEEP_BRANCH: EdgePlace = { hierarchy: true, depth: 2, branch: 0 };

/**
 * What the template `templateEngine` shows differently from others, as a string: two templates with the same key
 * draw every node and edge alike (Tree LR and the two-sided mind map, say), so switching between them restyles
 * nothing.
 */
export function presentationKey(templateEngine: string | undefined, context: PresentationContext): string {
  return JSON.stringify([
    presentNode(templateEngine, CENTRE, context),
    presentNode(templateEngine, MAIN, context),
    presentEdge(templateEngine, BRANCH),
    presentEdge(templateEngine, SUB_BRANCH),
    presentEdge(templateEngine, DEEP_BRANCH),
  ]);
}

/**
 * The resolved looks of the scene's nodes and edges (issue 34): each node's own fields over the map's theme for its
 * place in the hierarchy (`MapState.places`), under the template's presentation for the editor's window, on the
 * canvas colour the map shows. Node styles are kept per record, place and canvas colour, so a node whose place
 * changes, or a map given another canvas colour, is resolved again; edge styles are resolved when read (half a
 * million small objects at scale), the last one kept.
 *
 * While a streamed load has not built the places yet (`deferPlaces`, a million-node map takes most of a second),
 * nodes are resolved without one, as floating topics, and resolved again once the places are there.
 */
export class SceneStyles {
  private readonly nodes = new Map<string, CachedNode>();
  private lastEdge: MapEdge | null = null;
  private lastEdgePlace: EdgePlace | null = null;
  private lastEdgeStyle: ResolvedEdgeStyle | null = null;
  /** Set by a streamed load until the state's places are ready (see the class comment). */
  deferPlaces = false;
  private context: PresentationContext = {};
  /** The label of a node without one, in the shell's language; null: the model's ('Add Title'). */
  private placeholder: string | null = null;
  /** Nodes drawn dimmed (a filter of the map), see `setDimmed`. */
  private dimmed: ReadonlySet<string> = new Set();

  constructor(private readonly stateOf: () => MapState | null) {}

  /** Number of node styles resolved and kept (the big-map harness counts them). */
  get size(): number {
    return this.nodes.size;
  }

  /** The places to style by, or null while they are deferred and not built yet. */
  places(): MapPlaces | null {
    const state = this.stateOf();
    if (!state || (this.deferPlaces && !state.placesReady)) return null;
    return state.places();
  }

  /** The node's style, kept per record and place. */
  node(id: string, node: MapNode): ResolvedNodeStyle {
    const state = this.stateOf();
    const place = this.places()?.node(id) ?? null;
    const cached = this.nodes.get(id);
    const canvas = this.context.canvasColor;
    const dimmed = this.dimmed.has(id);
    if (
      cached &&
      cached.node === node &&
      cached.place === place &&
      cached.canvas === canvas &&
      cached.dimmed === dimmed
    )
      return cached.style;
    let style = resolveNodeStyle(node, state?.settings ?? null, place, this.context);
    if (style.isPlaceholder && this.placeholder !== null) style.label = this.placeholder;
    if (dimmed) style = dimStyle(style, this.background());
    this.nodes.set(id, { node, place, canvas, dimmed, style });
    return style;
  }

  /**
   * The box around every node `passes` lets through (as `preview` shows them, else as the state has them). Only
   * each node's size is resolved, not its whole style: a fit when a map opens reads every node (a second of
   * resolving styles at a million nodes, before the first frame). Sized by their places once the map has them
   * (a streamed load's first fit comes before: floating sizes).
   */
  contentBounds(
    preview: ReadonlyMap<string, MapNode> | null,
    passes: (id: string, node: MapNode) => boolean,
  ): Box | null {
    const state = this.stateOf();
    if (!state) return null;
    const out = emptyBox();
    const places = this.places();
    const settings = state.settings;
    for (const [id, record] of state.nodes) {
      const node = preview?.get(id) ?? record;
      if (!passes(id, node)) continue;
      const place = places?.node(id) ?? null;
      const hw = nodeWidth(node, settings, place, this.context) / 2;
      const hh = nodeHeight(node, settings, place, this.context) / 2;
      const { x, y } = node.position;
      if (x - hw < out.minX) out.minX = x - hw;
      if (x + hw > out.maxX) out.maxX = x + hw;
      if (y - hh < out.minY) out.minY = y - hh;
      if (y + hh > out.maxY) out.maxY = y + hh;
    }
    return out.minX > out.maxX ? null : out;
  }

  /** The edge's style: a tree branch or a relationship by its place. */
  edge(edge: MapEdge): ResolvedEdgeStyle {
    const place = this.places()?.edge(edge) ?? null;
    const last = this.lastEdgePlace;
    const samePlace =
      place === last ||
      (place !== null &&
        last !== null &&
        place.hierarchy === last.hierarchy &&
        place.depth === last.depth &&
        place.branch === last.branch);
    if (edge !== this.lastEdge || !samePlace || !this.lastEdgeStyle) {
      this.lastEdge = edge;
      this.lastEdgePlace = place;
      this.lastEdgeStyle = resolveEdgeStyle(edge, this.stateOf()?.settings ?? null, place);
    }
    return this.lastEdgeStyle;
  }

  /** The canvas colour: the map's own, else its theme's background. */
  background(): string {
    const state = this.stateOf();
    return canvasColorOf(state?.canvas, state?.settings);
  }

  /**
   * Reads the canvas colour the map shows again (after a canvas change); true when it changed, so every style,
   * whose outside label and halo are chosen for it, must be resolved again.
   */
  canvasChanged(): boolean {
    const canvas = this.stateOf() ? this.background() : undefined;
    if (canvas === this.context.canvasColor) return false;
    this.context = { ...this.context, canvasColor: canvas };
    return true;
  }

  /** Forgets the node's style (it left the map). */
  forget(id: string): void {
    this.nodes.delete(id);
  }

  /** Forgets every style (a new map, new settings) and reads the canvas colour again. */
  clear(): void {
    this.canvasChanged();
    this.nodes.clear();
    this.lastEdge = null;
    this.lastEdgePlace = null;
    this.lastEdgeStyle = null;
  }

  /**
   * Sets what presentations depend on besides the map (the window's width, for flashcards); true when the current
   * template then presents nodes differently, so every style must be resolved again.
   */
  setContext(context: PresentationContext): boolean {
    const template = this.stateOf()?.settings?.templateEngine;
    const before = presentationKey(template, this.context);
    this.context = { ...context, canvasColor: this.context.canvasColor };
    return presentationKey(template, this.context) !== before;
  }

  /** The presentation context styles are resolved with. */
  get presentation(): PresentationContext {
    return this.context;
  }

  /**
   * Draws the nodes `ids` dimmed (view-only: a filter of the map); returns the nodes whose dimming changed, to be
   * drawn again (their kept styles are resolved anew when next read).
   */
  setDimmed(ids: Iterable<string>): string[] {
    const before = this.dimmed;
    const after = new Set(ids);
    this.dimmed = after;
    const changed: string[] = [];
    for (const id of before) if (!after.has(id)) changed.push(id);
    for (const id of after) if (!before.has(id)) changed.push(id);
    return changed;
  }

  /** The nodes drawn dimmed. */
  get dimmedNodes(): ReadonlySet<string> {
    return this.dimmed;
  }

  /**
   * Sets the label nodes without one show (the shell's 'Add Title' in its language); returns the ids of the kept
   * styles that show the old one, forgotten so they are resolved with the new text.
   */
  setPlaceholder(text: string | null): string[] {
    if (text === this.placeholder) return [];
    this.placeholder = text;
    const ids: string[] = [];
    for (const [id, cached] of this.nodes)
      if (cached.style.isPlaceholder) {
        ids.push(id);
        this.nodes.delete(id);
      }
    return ids;
  }
}
