import type { MapNode, Point, Transaction } from '@mapa/model';
import type { MapScene } from '../scene/MapScene';
import { SceneFeed } from './SceneFeed';
import { isLayoutSetting } from './sceneOps';
import { findTemplate } from './templates/registry';

/**
 * Beyond this many moved nodes a layout jumps into place: every animation frame re-indexes each moving node and
 * its edges, which stays well inside a frame up to about a thousand nodes (measured by `npm run bench -- layout`).
 */
export const MAX_ANIMATED_NODES = 1000;
/** Main-thread time per frame for handing a big layout to the scene (see {@link SceneFeed}). */
export const FEED_SLICE_MS = 10;
/** An animation frame that costs more than this (a slow or busy machine) ends the animation: nodes jump. */
export const MAX_FRAME_MS = 30;
/** Used when the template is unknown. */
const DEFAULT_DURATION: readonly [number, number] = [500, 800];

interface Move {
  id: string;
  from: Point;
  to: Point;
}

/** Smooth start and end. */
const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Brings a `layout` transaction (already applied to the state) into the scene. Its operations reach the scene in
 * time slices ({@link SceneFeed}: one per frame, the first at once when the layout animates), and when at most
 * {@link MAX_ANIMATED_NODES} nodes move, each moved node is shown at an interpolated position (through the scene's
 * preview) until the template's duration (spec §9) is over; the duration grows within the template's range with
 * the number of moved nodes. Bigger layouts jump into place as the slices arrive, and so does an animation whose
 * frame took more than {@link MAX_FRAME_MS}: on a slow machine a jump is better than a stutter of long tasks.
 */
export class LayoutAnimator {
  private moves: Move[] = [];
  private startedAt = 0;
  private duration = 0;
  private readonly feed: SceneFeed;

  /** @param clock measures what a frame costs (the page's clock; tests pass their own). */
  constructor(
    private readonly scene: MapScene,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.feed = new SceneFeed(scene);
  }

  /** True while the animation runs or operations still wait for the scene. */
  get active(): boolean {
    return this.moves.length > 0 || this.feed.active;
  }

  /**
   * Starts bringing `tx` (already applied to the state) into the scene from `now`; with `jump` (reduced motion)
   * the moved nodes are shown in place at once.
   */
  start(tx: Transaction, now: number, jump = false): void {
    this.stopAnimation();
    // Moves are collected only while they may still be animated: reading 100k records costs ~15 ms, so the scan
    // stops at the first move too many.
    const moves: Move[] = [];
    let templateName: string | undefined;
    for (const op of tx.ops) {
      if (op.type === 'settings.update' && op.key === 'templateEngine') templateName = op.to as string;
      if (op.type !== 'node.update') continue;
      const { from, to } = op;
      if (from.position.x === to.position.x && from.position.y === to.position.y) continue;
      moves.push({ id: op.id, from: from.position, to: to.position });
      if (moves.length > MAX_ANIMATED_NODES) break;
    }
    const animate = moves.length > 0 && moves.length <= MAX_ANIMATED_NODES;
    // Animated nodes reach the scene through the preview, whose end re-reads them from the state: feeding their
    // operations too would index each twice. Settings only layouts read are never fed (see sceneOps).
    const moving = animate ? new Set(moves.map((m) => m.id)) : null;
    this.feed.add(
      tx.ops,
      (op) => isLayoutSetting(op) || (moving !== null && op.type === 'node.update' && moving.has(op.id)),
    );
    // A layout too big to animate starts reaching the scene on the next frame: the task applying it already
    // carries the state's and the history's share of the transaction.
    if (!animate) return;
    this.feed.step(FEED_SLICE_MS);
    templateName ??= this.scene.state?.settings?.templateEngine;
    const [min, max] = findTemplate(templateName)?.animationMs ?? DEFAULT_DURATION;
    this.duration = jump ? 0 : min + (max - min) * Math.min(1, moves.length / 500);
    this.startedAt = now;
    this.moves = moves;
    this.showFrame(now);
  }

  /** Shows the frame at `now` and feeds the scene a slice; false once both are over. */
  step(now: number): boolean {
    if (this.feed.active) this.feed.step(FEED_SLICE_MS);
    if (this.moves.length > 0) this.showFrame(now);
    return this.active;
  }

  /** Jumps to the end of the animation (a gesture starts); slices still waiting keep coming one per frame. */
  finish(): void {
    this.stopAnimation();
  }

  private showFrame(now: number): void {
    const t = this.duration > 0 ? Math.min(1, (now - this.startedAt) / this.duration) : 1;
    if (t >= 1) {
      this.stopAnimation();
      return;
    }
    const began = this.clock();
    const k = easeInOut(t);
    const preview = new Map<string, MapNode>();
    for (const { id, from, to } of this.moves) {
      const node = this.scene.state?.getNode(id);
      if (!node) continue;
      preview.set(id, {
        ...node,
        position: { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k },
      });
    }
    this.scene.setPreview(preview);
    if (this.clock() - began > MAX_FRAME_MS) this.stopAnimation();
  }

  private stopAnimation(): void {
    if (this.moves.length === 0) return;
    this.moves = [];
    this.scene.setPreview(null);
  }
}
