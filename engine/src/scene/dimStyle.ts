import { isOpaque, mixColor, type ResolvedNodeStyle } from '@mapa/model';

/** How much of its own colour a dimmed node keeps; the rest is the canvas colour. */
export const DIM_SHARE = 0.28;

/**
 * A node's style as a filter of the map dims it (issue 36): fill, border, text, text box and accent faded into the
 * canvas colour, so the node and its label recede while keeping their place and shape. A clear fill or text box
 * stays clear (the canvas already shows through it).
 */
export function dimStyle(style: ResolvedNodeStyle, canvas: string): ResolvedNodeStyle {
  const fade = (color: string) => (isOpaque(color) ? mixColor(color, canvas, DIM_SHARE) : color);
  return {
    ...style,
    backgroundColor: fade(style.backgroundColor),
    borderColor: fade(style.borderColor),
    textColor: mixColor(style.textColor, canvas, DIM_SHARE),
    textBackgroundColor: fade(style.textBackgroundColor),
    accentColor: fade(style.accentColor),
  };
}
