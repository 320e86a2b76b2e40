import { Container, Graphics, Text } from 'pixi.js';
import type { Point } from '@mapa/model';
import type { ChangePreview } from '../../api';
import type { MapScene } from '../../scene/MapScene';
import { shapePolygon } from '@mapa/model';

/** Colours of the change preview: proposed additions and changes, and removals. */
export const PREVIEW_ADD_COLOR = 0x7048e8;
export const PREVIEW_CHANGE_COLOR = 0xf08c00;
export const PREVIEW_REMOVE_COLOR = 0xe03131;
/** Size of a ghost node when the preview gives none (the size of a node made by 'Add node'). */
const GHOST_SIZE = { width: 250, height: 100 };
const GHOST_TEXT_SIZE = 22;
const DASH_PX = 8;
const outline: number[] = [];

/**
 * Draws a proposed change over the map before anything changes (the AI diff): nodes to add as ghosts where they
 * would land, nodes to change outlined with their new title above them, nodes and edges to remove struck through in
 * red, edges to add dashed. Graph coordinates; widths divided by the zoom keep a constant size on screen.
 */
export class ChangePreviewLayer {
  readonly root = new Container();
  private readonly shapes = new Graphics();
  private readonly texts = new Container();
  private readonly pool: Text[] = [];
  /** What the last drawing showed: redrawn only when the preview, the zoom or the map changed. */
  private drawn: { preview: ChangePreview | null; zoom: number; version: number } = {
    preview: null,
    zoom: 0,
    version: -1,
  };

  constructor() {
    this.root.addChild(this.shapes, this.texts);
  }

  draw(scene: MapScene, preview: ChangePreview | null | undefined, zoom: number): void {
    const version = scene.state?.version ?? 0;
    const last = this.drawn;
    if (last.preview === (preview ?? null) && last.zoom === zoom && last.version === version) return;
    this.drawn = { preview: preview ?? null, zoom, version };
    const g = this.shapes.clear();
    this.releaseTexts();
    if (!preview) return;
    const px = 1 / zoom;
    const ghostAt = new Map(preview.added.map((n) => [n.id, n]));
    /** A node's centre and half size: a ghost's, or a shown node's. */
    const boxOf = (id: string): { c: Point; hw: number; hh: number } | undefined => {
      const ghost = ghostAt.get(id);
      if (ghost) {
        const w = ghost.width ?? GHOST_SIZE.width;
        const h = ghost.height ?? GHOST_SIZE.height;
        return { c: ghost.position, hw: w / 2, hh: h / 2 };
      }
      const node = scene.isShown(id) ? scene.node(id) : undefined;
      const style = scene.nodeStyle(id);
      return node && style ? { c: node.position, hw: style.width / 2, hh: style.height / 2 } : undefined;
    };

    for (const id of preview.removedEdges) {
      const path = scene.sampleEdge(id);
      if (!path) continue;
      g.moveTo(path.points[0], path.points[1]);
      for (let i = 2; i < path.length; i += 2) g.lineTo(path.points[i], path.points[i + 1]);
      g.stroke({ width: 4 * px, color: PREVIEW_REMOVE_COLOR, alpha: 0.9, cap: 'round' });
    }
    for (const edge of preview.addedEdges) {
      const a = boxOf(edge.source);
      const b = boxOf(edge.target);
      if (!a || !b) continue;
      // From box edge to box edge, so the line does not run over either title.
      const from = leaveBox(a.c, b.c, a.hw, a.hh);
      const to = leaveBox(b.c, a.c, b.hw, b.hh);
      dashed(g, from, to, DASH_PX * px).stroke({ width: 3 * px, color: PREVIEW_ADD_COLOR, alpha: 0.9 });
    }
    for (const ghost of preview.added) {
      const width = ghost.width ?? GHOST_SIZE.width;
      const height = ghost.height ?? GHOST_SIZE.height;
      const { x, y } = ghost.position;
      g.roundRect(x - width / 2, y - height / 2, width, height, 12).fill({
        color: PREVIEW_ADD_COLOR,
        alpha: 0.1,
      });
      dashedRect(g, x - width / 2, y - height / 2, width, height, DASH_PX * px).stroke({
        width: 2 * px,
        color: PREVIEW_ADD_COLOR,
        alpha: 0.9,
      });
      this.label(ghost.label, x, y, width, PREVIEW_ADD_COLOR, 'middle');
    }
    for (const change of preview.changed) {
      const box = this.outlineNode(scene, change.id, g, 3 * px, PREVIEW_CHANGE_COLOR, 6 * px);
      if (box)
        this.label(
          change.label,
          box.x,
          box.top - 8 * px,
          Math.max(box.width, 200),
          PREVIEW_CHANGE_COLOR,
          'above',
          px,
        );
    }
    for (const id of preview.removed) {
      const box = this.outlineNode(scene, id, g, 3 * px, PREVIEW_REMOVE_COLOR, 4 * px);
      if (!box) continue;
      g.rect(box.x - box.width / 2, box.top, box.width, box.height).fill({
        color: PREVIEW_REMOVE_COLOR,
        alpha: 0.12,
      });
      g.moveTo(box.x - box.width / 2, box.top)
        .lineTo(box.x + box.width / 2, box.top + box.height)
        .moveTo(box.x - box.width / 2, box.top + box.height)
        .lineTo(box.x + box.width / 2, box.top)
        .stroke({ width: 4 * px, color: PREVIEW_REMOVE_COLOR, alpha: 0.9, cap: 'round' });
    }
  }

  /** Outlines a shown node's shape; its box (centre x, top, size), or null when it is not on the map. */
  private outlineNode(scene: MapScene, id: string, g: Graphics, width: number, color: number, gap: number) {
    const node = scene.node(id);
    const style = scene.nodeStyle(id);
    if (!node || !style || !scene.isShown(id)) return null;
    shapePolygon(style.shape, style.width + 2 * gap, style.height + 2 * gap, outline);
    for (let i = 0; i < outline.length; i += 2) {
      outline[i] += node.position.x;
      outline[i + 1] += node.position.y;
    }
    g.poly(outline.slice(), true).stroke({ width, color, alpha: 1 });
    return {
      x: node.position.x,
      top: node.position.y - style.height / 2,
      width: style.width,
      height: style.height,
    };
  }

  /** A title: inside a ghost (middle), or in a white pill just above a changed node (above, constant size). */
  private label(
    text: string,
    x: number,
    y: number,
    maxWidth: number,
    color: number,
    place: 'middle' | 'above',
    px = 1,
  ) {
    const t = this.pool.pop() ?? new Text({ text: '', resolution: 2 });
    t.text = text || '…';
    t.style.fontFamily = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';
    t.style.fill = color;
    t.style.fontWeight = '600';
    t.style.wordWrap = true;
    t.style.breakWords = true;
    if (place === 'middle') {
      t.style.fontSize = GHOST_TEXT_SIZE;
      t.style.wordWrapWidth = maxWidth - 20;
      t.style.align = 'center';
      t.scale.set(1);
      t.anchor.set(0.5, 0.5);
      t.position.set(x, y);
    } else {
      t.style.fontSize = 14;
      t.style.wordWrapWidth = 320;
      t.style.align = 'left';
      t.scale.set(px);
      t.anchor.set(0.5, 1);
      t.position.set(x, y);
      const w = t.width + 12 * px;
      const h = t.height + 6 * px;
      this.shapes
        .roundRect(x - w / 2, y - h + 3 * px, w, h, 6 * px)
        .fill({ color: 0xffffff, alpha: 0.95 })
        .stroke({ width: 1.5 * px, color });
    }
    this.texts.addChild(t);
  }

  private releaseTexts(): void {
    while (this.texts.children.length > 0) this.pool.push(this.texts.removeChildAt(0) as Text);
  }
}

/** Where the segment from the centre `c` of a box (half sizes hw, hh) towards `to` leaves the box. */
function leaveBox(c: Point, to: Point, hw: number, hh: number): Point {
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  const t = Math.min(dx === 0 ? Infinity : hw / Math.abs(dx), dy === 0 ? Infinity : hh / Math.abs(dy), 1);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

function dashed(g: Graphics, a: Point, b: Point, dash: number): Graphics {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const steps = Math.max(1, Math.floor(length / dash));
  for (let i = 0; i < steps; i += 2) {
    const t0 = i / steps;
    const t1 = Math.min(1, (i + 1) / steps);
    g.moveTo(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0).lineTo(
      a.x + (b.x - a.x) * t1,
      a.y + (b.y - a.y) * t1,
    );
  }
  return g;
}

function dashedRect(g: Graphics, x: number, y: number, w: number, h: number, dash: number): Graphics {
  const corners = [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  for (let i = 0; i < 4; i++) dashed(g, corners[i], corners[(i + 1) % 4], dash);
  return g;
}
