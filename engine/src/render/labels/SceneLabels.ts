import type { NodeRole } from '@mapa/model';
import type { MapScene } from '../../scene/MapScene';
import { copyBox, emptyBox, intersects, union, type Box } from '../../geometry/Box';
import { LabelLayer, type Label, type LabelSpec } from './LabelLayer';
import { showLabel, type Shown } from './shownLabel';
import { awayLabelSpec, edgeLabelSpec, fitBound, nodeLabelSpec } from './labelSpecs';
import { labelFaces, labelFont } from './fonts';
import { LabelPlacer } from './LabelPlacer';
import { labelOccluded } from './labelOcclusion';
import { labelCandidate, lowerBoundBox, type LabelCandidates } from './labelCandidates';
import { EDGE_PRIORITY } from './labelSemantics';
import { awayCentre } from './labelAlongBranch';

/**
 * Most labels laid out anew in one placement: the rest wait for the next (a zoom into a dense map otherwise lays
 * out thousands at once). Those already laid out cost nothing to place again.
 */
export const MAX_NEW_LABELS = 3000;
/**
 * Central and main topics keep their least sizes (semantic zoom) only in maps with at most this many of them: a
 * mind map has a few roots and dozens of first-level branches, while a graph without a hierarchy (every node
 * without an edge into it counts as a root) has tens of thousands, whose names would bury the map at its fit.
 */
export const MAX_GROWING = 1000;

/** Told the graph box of every label drawn differently than before (where it was, and where it now is). */
export interface LabelChanges {
  add(box: Box): void;
}

const EMPTY: ReadonlySet<string> = new Set();
const scratch = emptyBox();
const screen = emptyBox();
const probe = emptyBox();
const at = { x: 0, y: 0 };

/**
 * Chooses which labels to draw: the labels of on-screen items that are readable at this zoom (semantic zoom:
 * central and main topics never shrink past a least size, the others fade out, `labelSemantics.ts`), placed in
 * priority order (central, main, sub, floating topics, then edges; bigger text first) and left out where they
 * would overlap a label placed before them or sit under a node drawn in front of theirs; a main topic's grown
 * label that cannot stay at its node moves out along its branch instead (`labelAlongBranch.ts`). Labels come from a
 * pool, are laid out only when their record changed, and stay laid out while on screen even when left out.
 */
export class SceneLabels {
  readonly layer = new LabelLayer();
  private readonly nodes = new Map<string, Shown>();
  private readonly edges = new Map<string, Shown>();
  private readonly placer = new LabelPlacer();
  private readonly candidates: LabelCandidates = { ids: [], edge: [], roles: [], keys: [], x: [], y: [] };
  private readonly order: number[] = [];
  private readonly byKey = (a: number, b: number): number =>
    this.candidates.keys[a] - this.candidates.keys[b] || a - b;
  private frame = 0;
  private drawnCount = 0;
  /** Whether central and main topics keep their least sizes in this map (see MAX_GROWING). */
  private grows = true;
  /** Where this call reports label changes (see `update`). */
  private changed: LabelChanges | null = null;
  /** Graph box of every label drawn by the last placement. */
  readonly extent: Box = emptyBox();

  /** `prominent`: the nodes whose labels show at every zoom (central and main topics; see SceneBatches). */
  constructor(private readonly prominent: () => ReadonlySet<string> = () => EMPTY) {}

  /**
   * Places labels for the visible `nodeIds` and `edgeIds` at `zoom`; with null lists (a view too big to list,
   * where only central and main topics can be read), for the prominent nodes whose boxes meet `view`. With
   * `changed`, every label that appears, goes or is set again reports its box before and after (an overview
   * snapshot patches just those areas).
   */
  update(
    scene: MapScene,
    nodeIds: ReadonlySet<string> | null,
    edgeIds: ReadonlySet<string> | null,
    zoom: number,
    changed: LabelChanges | null = null,
    view: Box | null = null,
  ): void {
    this.changed = changed;
    this.frame++;
    this.gather(scene, nodeIds, edgeIds, zoom, view);
    this.place(scene, zoom);
    this.sweep(this.nodes);
    this.sweep(this.edges);
    this.layer.flush();
    this.changed = null;
  }

  /**
   * Rasterises the glyphs of the labels every view of the map shows (its central and main topics, while they keep
   * their least sizes) into the atlases, once the label faces have loaded. `startEngine` calls it while the browser
   * is still getting WebGL ready, so the map's first frame does not also make them: the page's first canvas text
   * and a few dozen distance fields per face took 200–400 ms of a 10k map's first frame on 2 busy cores.
   */
  warm(scene: MapScene): void {
    const prominent = this.prominent();
    if (!labelFaces.isReady || prominent.size > MAX_GROWING) return;
    for (const id of prominent) {
      const node = scene.node(id);
      const style = scene.nodeStyle(id);
      if (!node || !style) continue;
      const spec = nodeLabelSpec(node, style, null);
      labelFont(spec.weight, spec.italic, spec.text);
    }
  }

  /** Hides every label (nothing readable on screen), reporting their boxes to `changed` when given. */
  clear(changed: LabelChanges | null = null): void {
    this.changed = changed;
    this.frame++;
    this.sweep(this.nodes);
    this.sweep(this.edges);
    this.drawnCount = 0;
    Object.assign(this.extent, emptyBox());
    this.layer.flush();
    this.changed = null;
  }

  /**
   * Draws only the labels whose box meets `box` (graph units) until called with null: a patch of the overview
   * snapshot then skips the hundreds of labels it cannot touch.
   */
  only(box: Box | null): void {
    for (const map of [this.nodes, this.edges])
      for (const shown of map.values()) showLabel(shown, !box || intersects(shown.box, box));
    this.layer.flush();
  }

  /** Number of labels drawn. */
  get count(): number {
    return this.drawnCount;
  }

  /** The text the node's label shows on screen now, or undefined when none is drawn (tests and the bench). */
  nodeLabelText(id: string): string | undefined {
    const shown = this.nodes.get(id);
    return shown?.drawn ? shown.label.text : undefined;
  }

  /** Every label drawn, with the graph box it paints (tests). */
  drawnLabels(): { id: string; edge: boolean; text: string; box: Box }[] {
    const out: { id: string; edge: boolean; text: string; box: Box }[] = [];
    for (const [edge, map] of [
      [false, this.nodes],
      [true, this.edges],
    ] as const)
      for (const [id, s] of map) if (s.drawn) out.push({ id, edge, text: s.label.text, box: { ...s.box } });
    return out;
  }

  /** Lists the candidates (items whose label can be read at `zoom`) with their priority, in `candidates`. */
  private gather(
    scene: MapScene,
    nodeIds: ReadonlySet<string> | null,
    edgeIds: ReadonlySet<string> | null,
    zoom: number,
    view: Box | null,
  ): void {
    const c = this.candidates;
    c.ids.length = c.edge.length = c.roles.length = c.keys.length = c.x.length = c.y.length = 0;
    const places = scene.state?.places();
    const prominent = this.prominent();
    const grows = prominent.size <= MAX_GROWING;
    // Labels laid out with (or without) their least sizes are laid out again when that changes.
    if (grows !== this.grows) for (const shown of this.nodes.values()) shown.record = null;
    this.grows = grows;
    for (const id of nodeIds ?? (this.grows ? prominent : EMPTY)) {
      if (!nodeIds && (!view || !scene.nodeIndex.getInto(id, scratch) || !intersects(scratch, view)))
        continue;
      const style = scene.nodeStyle(id);
      if (!style) continue;
      const role = places ? places.node(id).role : null;
      const fit = fitBound(style);
      const key = labelCandidate(role, style.textSize, style.isPlaceholder, zoom, undefined, this.grows, fit);
      if (key === null) continue;
      c.ids.push(id);
      c.edge.push(false);
      c.roles.push(role);
      c.keys.push(key);
      c.x.push(0);
      c.y.push(0);
    }
    for (const id of edgeIds ?? EMPTY) {
      const style = scene.edgeStyle(id);
      if (!style?.label) continue;
      const key = labelCandidate(null, style.textSize, false, zoom, EDGE_PRIORITY);
      if (key === null || !scene.edgeLabelPoint(id, at)) continue;
      c.ids.push(id);
      c.edge.push(true);
      c.roles.push(null);
      c.keys.push(key);
      c.x.push(at.x);
      c.y.push(at.y);
    }
    const order = this.order;
    order.length = 0;
    for (let i = 0; i < c.ids.length; i++) order.push(i);
    order.sort(this.byKey);
  }

  /** Places the candidates in priority order, each only where it overlaps nothing placed before it. */
  private place(scene: MapScene, zoom: number): void {
    const c = this.candidates;
    this.placer.reset();
    this.drawnCount = 0;
    Object.assign(this.extent, emptyBox());
    let fresh = 0;
    for (const i of this.order) {
      const id = c.ids[i];
      const edge = c.edge[i];
      let shown: Shown;
      if (edge) {
        // Edge styles are resolved afresh each call: the (immutable) edge record tells a change instead.
        const record = scene.state?.getEdge(id);
        shown = this.take(this.edges, id);
        if (this.stale(shown, scene.edgeVersion(id), record)) {
          if (fresh >= MAX_NEW_LABELS) {
            this.hide(shown);
            continue;
          }
          const spec = edgeLabelSpec(
            { x: c.x[i], y: c.y[i] },
            scene.edgeStyle(id)!,
            record,
            scene.state?.settings,
            scene.styles.background(),
          );
          if (!this.set(shown, spec, scene.edgeVersion(id), record, zoom)) continue;
          fresh++;
        }
      } else {
        const node = scene.node(id)!;
        const style = scene.nodeStyle(id)!;
        shown = this.take(this.nodes, id);
        if (this.stale(shown, node, style)) {
          if (fresh >= MAX_NEW_LABELS) {
            this.hide(shown);
            continue;
          }
          const role = c.roles[i] as NodeRole | null;
          const spec = nodeLabelSpec(node, style, role, this.grows);
          // A main topic's label is laid out even where it cannot stay at its node: it may move along its branch.
          if (!this.set(shown, spec, node, style, zoom, role === 'main' && this.grows)) continue;
          shown.awayX = NaN;
          fresh++;
        }
      }
      const label = shown.label;
      label.place(zoom, scratch);
      if (!this.fits(scratch, zoom) || this.covered(scene, edge ? null : id, label, zoom)) {
        if (edge || c.roles[i] !== 'main' || !this.moveAlongBranch(scene, id, shown, zoom)) this.hide(shown);
        continue;
      }
      this.toScreen(scratch, zoom, screen);
      this.placer.take(screen);
      this.draw(shown, scratch, false);
    }
  }

  /**
   * Draws a main topic's label that cannot stay at its node (`scratch`: the box it would paint there) further out
   * along its branch, where it fits (`spotAlongBranch`), on a plate of its node's colours: zoomed out, the main
   * topics of a radial map lie on a ring a few px round the central topic, and their names would all be left out.
   * Only while grown to its least size (at its own size a label that does not fit is left out as any other).
   * False when there is no such spot.
   */
  private moveAlongBranch(scene: MapScene, id: string, shown: Shown, zoom: number): boolean {
    const node = scene.node(id);
    const style = scene.nodeStyle(id);
    if (!this.grows || !node || !style) return false;
    if (!awayCentre(scene, node, shown.label, zoom, scratch, this.placer, at)) return false;
    const { x, y } = at;
    const away = (shown.away ??= this.layer.acquire());
    if (shown.awayX !== x || shown.awayY !== y || away.pending) {
      away.set(awayLabelSpec(nodeLabelSpec(node, style, 'main', true), style, x, y));
      shown.awayX = x;
      shown.awayY = y;
    }
    away.place(zoom, scratch);
    if (!this.fits(scratch, zoom)) return false;
    this.placer.take(screen);
    this.draw(shown, scratch, true);
    return true;
  }

  /** True when `box` (graph units) is not empty and clear of every label placed so far. */
  private fits(box: Box, zoom: number): boolean {
    if (box.minX > box.maxX) return false;
    return this.placer.fits(this.toScreen(box, zoom, screen));
  }

  /**
   * A label inside its node's box under a node drawn in front of it (labels grown past their nodes are drawn
   * over the map).
   */
  private covered(scene: MapScene, id: string | null, label: Label, zoom: number): boolean {
    if (label.growsPastNode && label.scaleAt(zoom) > 1) return false;
    return labelOccluded(scene, id, label.bounds);
  }

  private toScreen(b: Box, zoom: number, out: Box): Box {
    out.minX = b.minX * zoom;
    out.minY = b.minY * zoom;
    out.maxX = b.maxX * zoom;
    out.maxY = b.maxY * zoom;
    return out;
  }

  /** The item's label (from the pool the first time), marked as considered this frame. */
  private take(map: Map<string, Shown>, id: string): Shown {
    let shown = map.get(id);
    if (!shown) {
      const label = this.layer.acquire();
      label.show(false, true);
      shown = {
        ...{ label, record: null, style: null, faces: -1, frame: 0, drawn: false, box: emptyBox() },
        ...{ away: null, awayX: NaN, awayY: NaN, awayDrawn: false },
      };
      map.set(id, shown);
    }
    shown.frame = this.frame;
    return shown;
  }

  /** True when the label must be laid out again: its record changed, or its faces arrived since. */
  private stale(shown: Shown, record: unknown, style: unknown): boolean {
    if (shown.record !== record || shown.style !== style) return true;
    return shown.label.pending && shown.faces !== labelFaces.version;
  }

  /**
   * Lays the label out from `spec`, unless even the least box its text can have would overlap a label placed
   * before it (a dense view then lays out only what it can draw), or `always`. False when left out that way.
   */
  private set(
    shown: Shown,
    spec: LabelSpec,
    record: unknown,
    style: unknown,
    zoom: number,
    always = false,
  ): boolean {
    this.hide(shown);
    if (!always && !this.fits(lowerBoundBox(spec, zoom, probe), zoom)) {
      shown.record = shown.style = null;
      return false;
    }
    shown.label.set(spec);
    shown.record = record;
    shown.style = style;
    shown.faces = labelFaces.version;
    return true;
  }

  private hide(shown: Shown): void {
    if (shown.drawn) this.changed?.add(shown.box);
    shown.drawn = false;
    showLabel(shown, true);
  }

  /** Shows the label drawn (at its node, or moved along its branch when `away`) in `box`. */
  private draw(shown: Shown, box: Box, away: boolean): void {
    const same =
      shown.drawn &&
      shown.awayDrawn === away &&
      shown.box.minX === box.minX &&
      shown.box.minY === box.minY &&
      shown.box.maxX === box.maxX &&
      shown.box.maxY === box.maxY;
    if (!same) {
      if (shown.drawn) this.changed?.add(shown.box);
      copyBox(shown.box, box);
      this.changed?.add(shown.box);
    }
    shown.drawn = true;
    shown.awayDrawn = away;
    showLabel(shown, true);
    this.drawnCount++;
    union(this.extent, box);
  }

  private sweep(map: Map<string, Shown>): void {
    for (const [id, shown] of map) {
      if (shown.frame === this.frame) continue;
      if (shown.drawn) this.changed?.add(shown.box);
      this.layer.release(shown.label);
      if (shown.away) this.layer.release(shown.away);
      map.delete(id);
    }
  }
}
