import { GlProgram } from 'pixi.js';
import { FADE_FULL_PX, FADE_OUT_RATIO, MIN_READABLE_TEXT_PX } from '../labels/labelSemantics';

const f = (n: number): string => n.toFixed(6);

/**
 * Both passes place glyphs alike: a label smaller on screen than its least size grows about its anchor to it,
 * no more than its most growth (semantic zoom, `labelSemantics.ts`), and one under its readable size fades, all from the view's scale, so a
 * zoom changes no buffer. A glyph with nothing to draw in the pass collapses to a point outside the view.
 */
const vertex = (halo: boolean) => /* glsl */ `#version 300 es
in vec2 aGraph;
in vec2 aUV;
in vec4 aColor;
in vec4 aHalo;
in vec2 aAnchor;
in vec4 aText;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform vec4 uColor;

out vec2 vUV;
out vec4 vColor;
out float vDistance;

void main() {
  mat3 model = uWorldTransformMatrix * uTransformMatrix;
  // Screen px per graph unit (the camera's zoom, a snapshot's scale): the field's edge stays one pixel wide.
  float scale = (length(model[0].xy) + length(model[1].xy)) * 0.5;
  float size = aText.y;
  float px = size * scale;
  float grow = (px > 0.0 && px < aText.z) ? max(1.0, min(aText.z / px, aText.w)) : 1.0;
  float shown = px * grow;
  float full = min(${f(FADE_FULL_PX)}, size);
  float gone = max(${f(MIN_READABLE_TEXT_PX)}, full * ${f(FADE_OUT_RATIO)});
  float opacity = full > gone ? clamp((shown - gone) / (full - gone), 0.0, 1.0) : step(gone, shown);
  vec4 color = ${halo ? 'aHalo' : 'aColor'};
  vColor = vec4(color.rgb * color.a, color.a) * uColor * opacity;
  vUV = aUV;
  vDistance = aText.x * scale * grow;
  vec2 at = aAnchor + (aGraph - aAnchor) * grow;
  gl_Position = vColor.a > 0.0
    ? vec4((uProjectionMatrix * model * vec3(at, 1.0)).xy, 0.0, 1.0)
    : vec4(2.0, 2.0, 2.0, 1.0);
}
`;

const median = /* glsl */ `
  vec4 field = texture(uPage, vUV);
  float median = field.r + field.g + field.b
    - min(field.r, min(field.g, field.b))
    - max(field.r, max(field.g, field.b));
  median = min(median, field.a);
`;

// The distance-field coverage of PixiJS's own BitmapText shader (median of the channels, one-pixel ramp, the
// gamma lift of light text), so labels look as they did when each was drawn on its own.
const textFragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
in vec4 vColor;
in float vDistance;
uniform sampler2D uPage;
out vec4 finalColor;

void main() {
  ${median}
  float alpha = clamp(vDistance * (median - 0.5) + 0.5, 0.0, 1.0);
  if (median < 0.01) alpha = 0.0;
  else if (median > 0.99) alpha = 1.0;
  float luma = dot(vColor.rgb, vec3(0.299, 0.587, 0.114));
  float coverage = pow(vColor.a * alpha, mix(1.0, 1.0 / 2.2, luma));
  finalColor = vec4(coverage) * vColor;
}
`;

// The halo: the same field's outer band, uHaloPx device px past the outline (as far as the field reaches: its
// spread is half of vDistance), with a one-pixel ramp at its outer edge. Drawn for every label before any text,
// so a glyph's halo never covers the letter beside it.
const haloFragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
in vec4 vColor;
in float vDistance;
uniform sampler2D uPage;
uniform float uHaloPx;
out vec4 finalColor;

void main() {
  ${median}
  float reach = min(uHaloPx, 0.5 * vDistance - 1.0);
  float alpha = clamp(vDistance * (median - 0.5) + reach + 0.5, 0.0, 1.0);
  if (median < 0.01 || reach <= 0.0) alpha = 0.0;
  finalColor = vColor * alpha;
}
`;

let textProgram: GlProgram | null = null;
let haloProgram: GlProgram | null = null;

/** The program label glyphs draw with: the text, or (`halo`) the halo pass drawn under every label's text. */
export function labelGlyphProgram(halo = false): GlProgram {
  if (halo)
    return (haloProgram ??= new GlProgram({
      vertex: vertex(true),
      fragment: haloFragment,
      name: 'mapa-label-halos',
    }));
  return (textProgram ??= new GlProgram({
    vertex: vertex(false),
    fragment: textFragment,
    name: 'mapa-label-glyphs',
  }));
}
