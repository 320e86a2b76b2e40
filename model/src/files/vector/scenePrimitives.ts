/** A colour for a vector export: `#rrggbb` and an opacity in [0, 1]. */
export interface Paint {
  color: string;
  opacity: number;
}

/** What the vector exports (SVG, PDF, PNG) draw, in graph units, back to front. */
export type ScenePrimitive =
  | { kind: 'polygon'; points: number[]; fill: Paint | null; stroke: Paint | null; strokeWidth: number }
  /** An SVG path (`M`, `L`, `C` commands only), stroked. */
  | { kind: 'path'; d: string; stroke: Paint; strokeWidth: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Paint }
  /** Lines of text; `x` is the anchor, `y` the first line's baseline. */
  | {
      kind: 'text';
      x: number;
      y: number;
      lines: string[];
      size: number;
      lineHeight: number;
      anchor: 'start' | 'middle' | 'end';
      fill: Paint;
      italic?: boolean;
    };

/** A map drawn as primitives: its bounds (with padding), background and the primitives, produced lazily. */
export interface MapScene {
  minX: number;
  minY: number;
  width: number;
  height: number;
  background: Paint;
  primitives: () => Iterable<ScenePrimitive>;
  /** Primitives whose bounds touch a rectangle (for tiled rendering). */
  primitivesIn: (x0: number, y0: number, x1: number, y1: number) => Iterable<ScenePrimitive>;
}

/** The font family every vector export names (the canvas's label font stack). */
export const VECTOR_FONT_FAMILY = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';
