/**
 * A frame that shows nothing but the overview picture at its own scale (texel for pixel, on whole device pixels):
 * what `CanvasShift` compares to decide that a frame is the last drawn one moved.
 */
export interface PictureFrame {
  /** The picture shown (compared by identity) and how many times it had been drawn into. */
  picture: object | null;
  painted: number;
  /** Its top-left corner on screen, CSS px on whole device pixels. */
  x: number;
  y: number;
  /** The canvas's size (CSS px) and resolution. */
  width: number;
  height: number;
  resolution: number;
  /** The background's colour (0xRRGGBB) and alpha (0–1). */
  background: number;
  alpha: number;
}

/** The parts of an element the shift sets (a DOM element; plain objects in unit tests). */
export interface Styled {
  style: { transform: string; backgroundColor: string };
}

export const emptyPictureFrame = (): PictureFrame => ({
  picture: null,
  painted: 0,
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  resolution: 1,
  background: 0,
  alpha: 1,
});

/**
 * Shows a pan of the overview picture without drawing: when a frame would draw the same picture as the last
 * drawn frame, only moved by whole device pixels, with nothing else on the canvas, the canvas element itself is
 * moved (a CSS transform, which the browser's compositor applies without a WebGL frame) and its frame's
 * background shows the same colour where the canvas uncovers it (an opaque background or a transparent one; a
 * translucent one would show twice, so such frames draw). On software WebGL a drawn pan frame costs the
 * GPU process two display frames of CPU, a moved canvas none (bench/render).
 *
 * What the moved canvas shows is what drawing would show only if the drawn frame held everything of the picture
 * that can come into view: the caller offers a drawn frame as a reference (`drew`) only when the whole map lay
 * inside it. The next drawn frame puts the canvas back.
 */
export class CanvasShift {
  /** Frames shown by moving the canvas (or keeping it) instead of drawing; read by tests and the bench. */
  moved = 0;
  /** Off: every frame draws (tests compare a moved frame with a drawn one). */
  enabled = true;
  private readonly reference = emptyPictureFrame();
  private referenced = false;
  private shifted = false;

  constructor(
    private readonly canvas: Styled,
    private readonly frame: Styled,
  ) {}

  /**
   * Shows `frame` (null: not one of only the picture) by moving the canvas when it is the reference moved; true
   * when it did, and the frame needs no drawing.
   */
  show(frame: PictureFrame | null): boolean {
    const r = this.reference;
    if (!this.enabled || !frame || !this.referenced || !sameButPlace(r, frame)) return false;
    // A translucent background would show twice where the moved canvas still covers its frame.
    if (frame.alpha !== 1 && frame.alpha !== 0) return false;
    const dx = frame.x - r.x;
    const dy = frame.y - r.y;
    this.canvas.style.transform = dx === 0 && dy === 0 ? '' : `translate(${dx}px, ${dy}px)`;
    this.frame.style.backgroundColor = frame.alpha === 1 ? cssColor(frame.background) : '';
    this.shifted = true;
    this.moved++;
    return true;
  }

  /**
   * The canvas was drawn: it goes back in place, and `frame` (null when the drawn frame may not be moved: it
   * showed more than the picture, or part of the map lay outside it) becomes the reference.
   */
  drew(frame: PictureFrame | null): void {
    if (this.shifted) {
      this.canvas.style.transform = '';
      this.frame.style.backgroundColor = '';
      this.shifted = false;
    }
    this.referenced = frame !== null;
    if (frame) Object.assign(this.reference, frame);
  }
}

function sameButPlace(a: PictureFrame, b: PictureFrame): boolean {
  return (
    a.picture === b.picture &&
    a.painted === b.painted &&
    a.width === b.width &&
    a.height === b.height &&
    a.resolution === b.resolution &&
    a.background === b.background &&
    a.alpha === b.alpha
  );
}

/** `rgb` (0xRRGGBB) as a CSS colour. */
export function cssColor(rgb: number): string {
  return `rgb(${(rgb >> 16) & 255}, ${(rgb >> 8) & 255}, ${rgb & 255})`;
}
