import { GlProgram, UniformGroup } from 'pixi.js';
import { instanceFetchGlsl } from './InstanceChunk';

import { EDGE_WORDS } from './edgeInstance';

export { EDGE_WORDS };
/** Words per arrow instance: tip x, y, direction x, y, length, half width, RGBA. */
export const ARROW_WORDS = 8;

/** Segments of the strip each edge is drawn with: a multiple of 3 so polyline corners fall on vertices. */
export const EDGE_STRIP_SEGMENTS = 24;
/** Segments at overview zoom (level of detail): curves a few pixels long need no more. */
export const EDGE_STRIP_SEGMENTS_COARSE = 3;
/** Below this zoom edges use the coarse strip. */
export const COARSE_EDGE_ZOOM = 0.2;

/** Below this zoom (spec §9's usual floor, reached only by maps too big to fit above it) edges fade out. */
export const FADE_EDGES_BELOW_ZOOM = 0.05;
/** The opacity edges fade to at the lowest zooms. */
export const FAINTEST_EDGE_ALPHA = 0.2;

const edgeVertex = /* glsl */ `#version 300 es
${instanceFetchGlsl({ words: EDGE_WORDS })}

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform float uZoom;

flat out vec4 vColor;
out float vAcross;
out float vAlong;
out float vHalfPx;

vec2 dir(vec2 v) {
  float l = length(v);
  return l > 1e-6 ? v / l : vec2(1.0, 0.0);
}

void main() {
  vec2 aStrip = aLocal.xy;
  vec4 aP01 = uintBitsToFloat(instanceWord4(0));
  vec4 aP23 = uintBitsToFloat(instanceWord4(1));
  vec4 aParams = uintBitsToFloat(instanceWord4(2));
  uvec4 rest = instanceWord4(3);
  vec4 aColor = unpackRgba(rest.x);
  float endHalf = uintBitsToFloat(rest.y);
  vec2 p0 = aP01.xy;
  vec2 p1 = aP01.zw;
  vec2 p2 = aP23.xy;
  vec2 p3 = aP23.zw;
  // Along the strip: 0…1 the path, -1 and 2 the round caps past its ends (placed from the end's point).
  float s = clamp(aStrip.x, 0.0, 1.0);
  float cap = aStrip.x < 0.0 ? -1.0 : (aStrip.x > 1.0 ? 1.0 : 0.0);
  vec2 pos;
  vec2 tangent;
  // Where along the whole path this vertex lies, for the width: a branch narrows from source to target.
  float along = s;
  if (aParams.w < 0.5) {
    float t = mix(aParams.x, aParams.y, s);
    along = t;
    float u = 1.0 - t;
    pos = u * u * u * p0 + 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t * p3;
    tangent = dir(3.0 * u * u * (p1 - p0) + 6.0 * u * t * (p2 - p1) + 3.0 * t * t * (p3 - p2));
  } else {
    // Polyline through the four points; corners get the mean of both segment directions (a mitre).
    float k = s * 3.0;
    vec2 a = k < 1.0 ? p0 : (k < 2.0 ? p1 : p2);
    vec2 b = k < 1.0 ? p1 : (k < 2.0 ? p2 : p3);
    float f = clamp(k - floor(min(k, 2.999)), 0.0, 1.0);
    pos = mix(a, b, f);
    tangent = dir(b - a);
    float corner = abs(k - 1.0) < 1e-3 ? 1.0 : (abs(k - 2.0) < 1e-3 ? 2.0 : 0.0);
    if (corner > 0.5) {
      vec2 before = corner < 1.5 ? dir(p1 - p0) : dir(p2 - p1);
      vec2 after = corner < 1.5 ? dir(p2 - p1) : dir(p3 - p2);
      tangent = dir(before + after);
    }
  }
  // Never thinner than one screen pixel, so an overview still shows every edge; half a pixel more on each side
  // for the anti-aliased fade (there is no multisampling).
  float halfPx = max(mix(aParams.z, endHalf, along) * uZoom, 0.5);
  float outerPx = halfPx + 0.5;
  pos += vec2(-tangent.y, tangent.x) * aStrip.y * (outerPx / uZoom);
  // A cap vertex lies half a width past the end, along the path: the fragment rounds it off, so branches meeting
  // at a node join without notches.
  pos += tangent * cap * (outerPx / uZoom);
  vAcross = aStrip.y * outerPx;
  vAlong = cap * outerPx;
  vHalfPx = halfPx;
  // Below the ordinary zoom floor (a huge map seen whole) edges fade with the zoom, down to a faint web, so the
  // one-pixel lines of a hundred thousand edges do not cover the nodes in a grey sheet.
  float fade = clamp(uZoom / ${FADE_EDGES_BELOW_ZOOM.toFixed(3)}, ${FAINTEST_EDGE_ALPHA.toFixed(3)}, 1.0);
  vColor = vec4(aColor.rgb * aColor.a, aColor.a) * fade;
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(pos, 1.0)).xy, 0.0, 1.0);
}
`;

const arrowVertex = /* glsl */ `#version 300 es
${instanceFetchGlsl({ words: ARROW_WORDS })}

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

flat out vec4 vColor;

void main() {
  vec2 aCorner = aLocal.xy;
  vec4 aTip = uintBitsToFloat(instanceWord4(0));
  uvec4 rest = instanceWord4(1);
  vec2 aSize = uintBitsToFloat(rest.xy);
  vec4 aColor = unpackRgba(rest.z);
  vec2 d = aTip.zw;
  vec2 n = vec2(-d.y, d.x);
  vec2 pos = aTip.xy + d * aCorner.x * aSize.x + n * aCorner.y * aSize.y;
  vColor = vec4(aColor.rgb * aColor.a, aColor.a);
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(pos, 1.0)).xy, 0.0, 1.0);
}
`;

const edgeFragment = /* glsl */ `#version 300 es
precision mediump float;
flat in vec4 vColor;
in float vAcross;
in float vAlong;
in float vHalfPx;
out vec4 finalColor;
void main() {
  // Coverage by distance from the line's centre, in screen px; past an end (a cap), from the end's point.
  finalColor = vColor * clamp(vHalfPx + 0.5 - length(vec2(vAlong, vAcross)), 0.0, 1.0);
}
`;

const flatFragment = /* glsl */ `#version 300 es
precision mediump float;
flat in vec4 vColor;
out vec4 finalColor;
void main() {
  finalColor = vColor;
}
`;

/** The edge strip program and its `uZoom` uniform. */
export function createEdgeProgram(): { program: GlProgram; uniforms: UniformGroup } {
  const uniforms = new UniformGroup({ uZoom: { value: 1, type: 'f32' } });
  const program = GlProgram.from({ vertex: edgeVertex, fragment: edgeFragment, name: 'mapa-edges' });
  return { program, uniforms };
}

/** The arrow-head program (one triangle per instance). */
export function createArrowProgram(): GlProgram {
  return GlProgram.from({ vertex: arrowVertex, fragment: flatFragment, name: 'mapa-arrows' });
}
