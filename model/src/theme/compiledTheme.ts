import { colord, extend } from 'colord';
import mixPlugin from 'colord/plugins/mix';
import a11yPlugin from 'colord/plugins/a11y';
import type { EdgeCurve, EdgeDirection, NodeShape } from '../schema/enums';
import type { EdgePlace, NodePlace, NodeRole, ThemeDefinition, ThemePaint } from './themeTypes';

extend([mixPlugin, a11yPlugin]);

/** A theme's node style for one role and branch, its colours worked out. */
export interface ThemeNodeLook {
  shape: NodeShape;
  width: number;
  height: number;
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
  textColor: string;
  textSize: number;
  fontWeight: 400 | 600 | 700;
  /** The branch's colour (the theme's neutral outside any branch): accents such as a collapsed node's badge. */
  accentColor: string;
}

/** A theme's edge style for one place. */
export interface ThemeEdgeLook {
  curve: EdgeCurve;
  color: string;
  width: number;
  endWidth: number;
  direction: EdgeDirection;
  textColor: string;
  textSize: number;
  textBackgroundColor: string;
}

const ROLES: readonly NodeRole[] = ['central', 'main', 'sub', 'floating'];

/** Dark text for light fills, white for dark ones. */
const DARK_TEXT = '#1a1a1a';
const LIGHT_TEXT = '#ffffff';

/** `a` mixed into `b` by `share` (1: `a` itself). */
export function mixColor(a: string, b: string, share: number): string {
  if (share >= 1) return colord(a).toHex();
  if (share <= 0) return colord(b).toHex();
  return colord(b).mix(a, share).toHex();
}

/** Below this contrast a text colour of a node's own is not drawn on a fill its theme gave it (WCAG large text). */
export const MIN_OWN_TEXT_CONTRAST = 3;
const readable = new Map<string, boolean>();

/**
 * True when `text` reads on `fill` (contrast at least {@link MIN_OWN_TEXT_CONTRAST}); kept per pair, as a big map
 * asks for a handful of pairs again and again. An unreadable colour counts as readable (nothing to compare).
 */
export function readsOn(text: string, fill: string): boolean {
  const key = `${text}|${fill}`;
  let ok = readable.get(key);
  if (ok === undefined) {
    const a = colord(text);
    const b = colord(fill);
    ok =
      !a.isValid() ||
      !b.isValid() ||
      a.alpha() < 1 ||
      b.alpha() < 1 ||
      a.contrast(b) >= MIN_OWN_TEXT_CONTRAST;
    if (readable.size > 4096) readable.clear();
    readable.set(key, ok);
  }
  return ok;
}

const opaque = new Map<string, boolean>();

/** True when `color` is a valid colour that hides what lies under it (no transparency); kept per colour. */
export function isOpaque(color: string): boolean {
  let ok = opaque.get(color);
  if (ok === undefined) {
    const c = colord(color);
    ok = c.isValid() && c.alpha() === 1;
    if (opaque.size > 4096) opaque.clear();
    opaque.set(color, ok);
  }
  return ok;
}

/** Black or white, whichever reads better on `fill`. */
export function contrastText(fill: string): string {
  return colord(fill).isLight() ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * A theme ready to style nodes and edges: the looks of each role and branch, worked out once and kept (resolving
 * a 100,000-node map's styles asks for a few dozen distinct looks).
 */
export class CompiledTheme {
  // Looks by role (or branch level) and palette slot, in flat arrays: resolving a node's style asks for one.
  private readonly nodeLooks: (ThemeNodeLook | undefined)[] = [];
  private readonly edgeLooks: (ThemeEdgeLook | undefined)[] = [];
  private readonly paletteHex: (string | undefined)[] = [];
  private neutralHex: string | undefined;
  private canvasTextHex: string | undefined;

  constructor(readonly definition: ThemeDefinition) {}

  get id(): string {
    return this.definition.id;
  }

  get background(): string {
    return this.definition.background;
  }

  /** Text colour of a label drawn on the canvas (beside or below its node): the sub-topics' text, if it reads. */
  get canvasText(): string {
    if (this.canvasTextHex) return this.canvasTextHex;
    const { sub, background } = this.definition;
    const text = typeof sub.text === 'string' && sub.text !== 'contrast' ? colord(sub.text).toHex() : '';
    return (this.canvasTextHex = text && readsOn(text, background) ? text : contrastText(background));
  }

  /** The colour of `branch` (-1: none, the neutral colour); branches past the palette's end start it again. */
  branchColor(branch: number): string {
    const { palette, neutral } = this.definition;
    if (branch < 0 || palette.length === 0) return (this.neutralHex ??= colord(neutral).toHex());
    const slot = branch % palette.length;
    return (this.paletteHex[slot] ??= colord(palette[slot]).toHex());
  }

  /** The look of a node at `place` (a node whose place is unknown looks like a floating topic). */
  node(place: NodePlace | null | undefined): ThemeNodeLook {
    const role: NodeRole = place?.role ?? 'floating';
    const branch = this.paletteSlot(place?.branch ?? -1);
    const key = ROLES.indexOf(role) * (this.definition.palette.length + 1) + branch + 1;
    return (this.nodeLooks[key] ??= this.makeNodeLook(role, branch));
  }

  /** The look of an edge at `place` (unknown: a relationship). */
  edge(place: EdgePlace | null | undefined): ThemeEdgeLook {
    const hierarchy = place?.hierarchy ?? false;
    const level = hierarchy ? Math.min(2, Math.max(0, place!.depth)) : 0;
    const branch = hierarchy ? this.paletteSlot(place!.branch) : -1;
    const key = hierarchy ? 1 + level * (this.definition.palette.length + 1) + branch + 1 : 0;
    return (this.edgeLooks[key] ??= this.makeEdgeLook(hierarchy, level, branch));
  }

  private paletteSlot(branch: number): number {
    const size = this.definition.palette.length;
    return branch < 0 || size === 0 ? -1 : branch % size;
  }

  private paint(paint: ThemePaint, branch: number): string {
    if (typeof paint === 'string') return colord(paint).toHex();
    return mixColor(this.branchColor(branch), this.definition.background, paint.branch);
  }

  private makeNodeLook(role: NodeRole, branch: number): ThemeNodeLook {
    const style = this.definition[role];
    const backgroundColor = this.paint(style.fill, branch);
    return {
      shape: style.shape,
      width: style.width,
      height: style.height,
      backgroundColor,
      borderColor: this.paint(style.border, branch),
      borderWidth: style.borderWidth,
      textColor: style.text === 'contrast' ? contrastText(backgroundColor) : this.paint(style.text, branch),
      textSize: style.textSize,
      fontWeight: style.fontWeight,
      accentColor: this.branchColor(branch),
    };
  }

  private makeEdgeLook(hierarchy: boolean, level: number, branch: number): ThemeEdgeLook {
    const t = this.definition;
    const text = {
      textColor: t.edgeText.color,
      textSize: t.edgeText.size,
      textBackgroundColor: t.edgeText.background,
    };
    if (!hierarchy)
      return {
        curve: t.relationship.curve,
        color: colord(t.relationship.color).toHex(),
        width: t.relationship.width,
        endWidth: t.relationship.width,
        direction: t.relationship.direction,
        ...text,
      };
    const widths = t.branches[level];
    return {
      curve: t.branchCurve,
      color: this.branchColor(branch),
      width: widths.width,
      endWidth: widths.endWidth,
      direction: t.branchDirection,
      ...text,
    };
  }
}
