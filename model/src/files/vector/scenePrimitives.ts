/** A colour for a vector export: `#rrggbb` and an opacity in [0, 1]. */
export interface Paint {
  color: string;
  opacity: number;
}

/** How a picture fills its box: whole inside it, covering it (cropped to it), or stretched to it. */
export type ImageFit = 'contain' | 'cover' | 'fill';

/** What the vector exports (SVG, PDF, PNG) draw, in graph units, back to front. */
export type ScenePrimitive =
  | { kind: 'polygon'; points: number[]; fill: Paint | null; stroke: Paint | null; strokeWidth: number }
  /** An SVG path (`M`, `L`, `C` commands only), stroked. */
  | { kind: 'path'; d: string; stroke: Paint; strokeWidth: number }
  /** A rectangle, its corners rounded by `radius` (0: square). */
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Paint; radius: number }
  /**
   * A picture of the map (a node's image or icon, a background image) in a box: `src` is the address the map
   * holds; the writer is given the pictures it could read (see {@link MapScene.imageSources}) and draws nothing
   * for one it could not.
   */
  | { kind: 'image'; x: number; y: number; width: number; height: number; src: string; fit: ImageFit }
  /**
   * Lines of text; `x` is the anchor, `y` the first line's baseline. With a `halo`, the letters are first drawn
   * outlined `halo.width` wide in its colour, so lines and pictures under them never cut them (the canvas's halo).
   */
  | {
      kind: 'text';
      x: number;
      y: number;
      lines: string[];
      size: number;
      lineHeight: number;
      anchor: 'start' | 'middle' | 'end';
      fill: Paint;
      weight: 400 | 600 | 700;
      italic?: boolean;
      halo: { paint: Paint; width: number } | null;
    };

/** A map drawn as primitives: its bounds (with padding), background and the primitives, produced lazily. */
export interface MapScene {
  minX: number;
  minY: number;
  width: number;
  height: number;
  background: Paint;
  /** Every picture address the primitives name, once each (videos are drawn as a box with a play mark, never read). */
  imageSources: readonly string[];
  primitives: () => Iterable<ScenePrimitive>;
  /** Primitives whose bounds touch a rectangle (for tiled rendering). */
  primitivesIn: (x0: number, y0: number, x1: number, y1: number) => Iterable<ScenePrimitive>;
}

/** A picture read for a vector export: its bytes, type and size in pixels (an SVG's own size, or its viewBox). */
export interface EmbeddedImage {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
  /** A JPEG's EXIF orientation (1–8) when it is not 1: the picture is shown turned, `width` × `height` as shown. */
  orientation?: number;
}

/**
 * The family every vector export names: Inter, the canvas's label face, which the server's PNG and PDF bundle;
 * an SVG opened where Inter is not installed falls back to the reader's sans-serif.
 */
export const VECTOR_FONT_FAMILY = 'Inter, sans-serif';
