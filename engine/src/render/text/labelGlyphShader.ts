import { GlProgram } from 'pixi.js';

const vertex = /* glsl */ `#version 300 es
in vec2 aGraph;
in vec2 aUV;
in vec4 aColor;
in float aDistance;

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
  gl_Position = vec4((uProjectionMatrix * model * vec3(aGraph, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
  vColor = vec4(aColor.rgb * aColor.a, aColor.a) * uColor;
  vDistance = aDistance * scale;
}
`;

// The distance-field coverage of PixiJS's own BitmapText shader (median of the channels, one-pixel ramp, the
// gamma lift of light text), so labels look as they did when each was drawn on its own.
const fragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
in vec4 vColor;
in float vDistance;
uniform sampler2D uPage;
out vec4 finalColor;

void main() {
  vec4 field = texture(uPage, vUV);
  float median = field.r + field.g + field.b
    - min(field.r, min(field.g, field.b))
    - max(field.r, max(field.g, field.b));
  median = min(median, field.a);
  float alpha = clamp(vDistance * (median - 0.5) + 0.5, 0.0, 1.0);
  if (median < 0.01) alpha = 0.0;
  else if (median > 0.99) alpha = 1.0;
  float luma = dot(vColor.rgb, vec3(0.299, 0.587, 0.114));
  float coverage = pow(vColor.a * alpha, mix(1.0, 1.0 / 2.2, luma));
  finalColor = vec4(coverage) * vColor;
}
`;

let program: GlProgram | null = null;

/** The program every label glyph mesh draws with (made once per page). */
export function labelGlyphProgram(): GlProgram {
  return (program ??= new GlProgram({ vertex, fragment, name: 'mapa-label-glyphs' }));
}
