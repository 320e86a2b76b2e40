import { GlProgram, UniformGroup } from 'pixi.js';
import { SHAPE_VERTICES } from './nodeShapes';
import { instanceFetchGlsl } from './InstanceChunk';

/**
 * Words per node instance: centre x, y, half width, half height, border width, shape kind, polygon start, polygon
 * count, fill RGBA, border RGBA.
 */
export const NODE_WORDS = 10;

/**
 * The least size (screen px) of a node drawn as a plain quad: a little over one pixel, so it covers a pixel
 * centre even where the rasteriser's sub-pixel snapping moves its edge.
 */
export const MIN_DOT_PX = 1.25;

/** In a miniature, a fill more transparent than this is drawn in the border colour or the ghost colour. */
const GHOST_BELOW_ALPHA = '0.15';

const vertex = /* glsl */ `#version 300 es
${instanceFetchGlsl({ words: NODE_WORDS })}

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform float uZoom;
// Premultiplied; alpha 0 except in a miniature, where it stands in for a node that would paint nothing.
uniform vec4 uGhost;

out vec2 vLocal;
flat out vec2 vHalf;
flat out vec4 vStyle;
flat out vec4 vFill;
flat out vec4 vBorder;

void main() {
  vec2 aCorner = aLocal.xy;
  vec4 aBox = uintBitsToFloat(instanceWord4(0));
  vec4 aStyle = uintBitsToFloat(instanceWord4(1));
  uvec4 colors = instanceWord4(2);
  vec4 aFill = unpackRgba(colors.x);
  vec4 aBorder = unpackRgba(colors.y);
  vec2 half_ = aBox.zw;
  // Room for the outer half of the border and the anti-aliased fringe; none for a node drawn as a plain quad.
  bool tiny = min(half_.x, half_.y) * uZoom < 2.0;
  float pad = tiny ? 0.0 : aStyle.x * 0.5 + 1.5 / uZoom;
  // A plain quad is at least MIN_DOT_PX each way, so it always covers a pixel centre: at the fit of a huge
  // map (zoom 0.02: a 120×30 node is 2.4×0.6 px) every node stays a dot instead of falling between pixels.
  if (tiny) half_ = max(half_, vec2(${(MIN_DOT_PX / 2).toFixed(3)} / uZoom));
  vLocal = aCorner * (half_ + pad);
  vHalf = half_;
  vStyle = aStyle;
  vFill = vec4(aFill.rgb * aFill.a, aFill.a);
  vBorder = vec4(aBorder.rgb * aBorder.a, aBorder.a);
  // A miniature shows where a node is even when its fill is (nearly) clear: its border colour, else the ghost.
  if (uGhost.a > 0.0 && aFill.a < ${GHOST_BELOW_ALPHA}) {
    vFill = aBorder.a >= ${GHOST_BELOW_ALPHA} ? vec4(aBorder.rgb, 1.0) : uGhost;
    vBorder = vec4(0.0);
  }
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aBox.xy + vLocal, 1.0)).xy, 0.0, 1.0);
}
`;

function fragment(): string {
  const n = SHAPE_VERTICES.length / 2;
  const table = Array.from(
    { length: n },
    (_, i) => `vec2(${SHAPE_VERTICES[i * 2].toFixed(6)}, ${SHAPE_VERTICES[i * 2 + 1].toFixed(6)})`,
  ).join(',\n  ');
  return /* glsl */ `#version 300 es
precision highp float;
in vec2 vLocal;
flat in vec2 vHalf;
flat in vec4 vStyle;
flat in vec4 vFill;
flat in vec4 vBorder;
uniform float uZoom;
out vec4 finalColor;

const vec2 SHAPES[${n}] = vec2[${n}](
  ${table}
);

float sdBox(vec2 p, vec2 b) {
  vec2 d = abs(p) - b;
  return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0);
}

float sdEllipse(vec2 p, vec2 r) {
  // A close approximation (exact on the axes), cheap enough for every pixel.
  float k0 = length(p / r);
  float k1 = length(p / (r * r));
  return k0 < 1e-4 ? -min(r.x, r.y) : k0 * (k0 - 1.0) / k1;
}

float sdPolygon(vec2 p, int start, int count, vec2 scale) {
  vec2 v0 = SHAPES[start] * scale;
  float d = dot(p - v0, p - v0);
  float s = 1.0;
  for (int i = 0, j = count - 1; i < count; j = i, i++) {
    vec2 vi = SHAPES[start + i] * scale;
    vec2 vj = SHAPES[start + j] * scale;
    vec2 e = vj - vi;
    vec2 w = p - vi;
    vec2 b = w - e * clamp(dot(w, e) / dot(e, e), 0.0, 1.0);
    d = min(d, dot(b, b));
    bvec3 c = bvec3(p.y >= vi.y, p.y < vj.y, e.x * w.y > e.y * w.x);
    if (all(c) || all(not(c))) s *= -1.0;
  }
  return s * sqrt(d);
}

void main() {
  float kind = vStyle.y;
  float border = vStyle.x;
  float px = 1.0 / uZoom;
  float radius = min(16.0, min(vHalf.x, vHalf.y) * 0.5);
  float sd;
  bool tiny = min(vHalf.x, vHalf.y) * uZoom < 2.0;
  if (tiny || kind < 0.5) {
    // Level of detail: a node a few pixels wide is a plain quad.
    sd = sdBox(vLocal, vHalf);
  } else if (kind < 1.5) {
    sd = sdBox(vLocal, vHalf - radius) - radius;
  } else if (kind < 2.5) {
    sd = sdEllipse(vLocal, vHalf);
  } else if (kind < 3.5) {
    sd = sdPolygon(vLocal, int(vStyle.z), int(vStyle.w), vHalf);
  } else {
    sd = sdPolygon(vLocal, int(vStyle.z), int(vStyle.w), max(vHalf - radius, vec2(0.5))) - radius;
  }
  float fillCover = clamp(0.5 - sd / px, 0.0, 1.0);
  float borderCover = border > 0.0 ? clamp(0.5 - (abs(sd) - border * 0.5) / px, 0.0, 1.0) : 0.0;
  // A node a few pixels big is mostly outline on screen: its dot mixes border and fill evenly everywhere, so a
  // pale fill with a dark border stays visible at the fit of a huge map instead of vanishing into the canvas.
  if (tiny && border > 0.0) borderCover = max(borderCover, 0.5);
  vec4 color = vBorder * borderCover + vFill * fillCover * (1.0 - vBorder.a * borderCover);
  if (color.a <= 0.0) discard;
  finalColor = color;
}
`;
}

/** The node program's uniforms: `uZoom` (screen px per graph unit) and `uGhost` (see `NodeBatch.setGhost`). */
export type NodeUniforms = UniformGroup<{
  uZoom: { value: number; type: 'f32' };
  uGhost: { value: Float32Array; type: 'vec4<f32>' };
}>;

/** The node program and its uniforms, shared by every node chunk. */
export function createNodeProgram(): { program: GlProgram; uniforms: NodeUniforms } {
  const uniforms = new UniformGroup({
    uZoom: { value: 1, type: 'f32' },
    uGhost: { value: new Float32Array(4), type: 'vec4<f32>' },
  });
  const program = GlProgram.from({ vertex, fragment: fragment(), name: 'mapa-nodes' });
  return { program, uniforms };
}
