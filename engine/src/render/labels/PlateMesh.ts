import { Geometry, GlProgram, Mesh, Shader, UniformGroup } from 'pixi.js';

const vertex = /* glsl */ `#version 300 es
in vec2 aCorner;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform vec4 uBox;
out vec2 vLocal;
out float vPx;

void main() {
  mat3 model = uWorldTransformMatrix * uTransformMatrix;
  // Local units per screen pixel: the anti-aliased fringe is one pixel wide whatever the zoom or growth.
  float px = 2.0 / (length(model[0].xy) + length(model[1].xy));
  vLocal = aCorner * (uBox.zw + px);
  vPx = px;
  gl_Position = vec4((uProjectionMatrix * model * vec3(uBox.xy + vLocal, 1.0)).xy, 0.0, 1.0);
}`;

const fragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vLocal;
in float vPx;
uniform vec4 uBox;
uniform vec4 uFill;
uniform vec4 uStroke;
uniform vec2 uShape;
uniform vec4 uColor;
out vec4 finalColor;

void main() {
  float radius = uShape.x;
  float border = uShape.y;
  vec2 d = abs(vLocal) - (uBox.zw - radius);
  float sd = length(max(d, 0.0)) + min(max(d.x, d.y), 0.0) - radius;
  float fillCover = clamp(0.5 - sd / vPx, 0.0, 1.0);
  // The border lies inside the outline, as a Graphics stroke with alignment 1 does.
  float borderCover = border > 0.0
    ? clamp(0.5 - (abs(sd + border * 0.5) - border * 0.5) / vPx, 0.0, 1.0) * fillCover
    : 0.0;
  vec4 color = uStroke * borderCover + uFill * fillCover * (1.0 - uStroke.a * borderCover);
  if (color.a <= 0.0) discard;
  finalColor = color * uColor;
}`;

let program: GlProgram | null = null;

/** A colour as premultiplied RGBA 0–1 into `out`. */
function premultiplied(rgb: number, alpha: number, out: Float32Array): void {
  out[0] = (((rgb >> 16) & 0xff) / 255) * alpha;
  out[1] = (((rgb >> 8) & 0xff) / 255) * alpha;
  out[2] = ((rgb & 0xff) / 255) * alpha;
  out[3] = alpha;
}

/** A filled box with rounded corners and an inner border. */
export interface PlateShape {
  cx: number;
  cy: number;
  halfWidth: number;
  halfHeight: number;
  radius: number;
  border: number;
  fill: { rgb: number; alpha: number };
  stroke: { rgb: number; alpha: number };
}

/**
 * A label's plate or background box: one quad whose rounded rectangle is a distance function in a small
 * program of its own. A PixiJS Graphics would bring in the sprite batcher's program, which picks among 16
 * samplers per pixel: on software WebGL (SwiftShader) linking it held a 10k map's first frame by 100–400 ms, and
 * the plates of main topics are on that frame (bench/render, issue 34). It follows its container's alpha.
 */
export class PlateMesh {
  readonly mesh: Mesh<Geometry, Shader>;
  private readonly uniforms = new UniformGroup({
    uBox: { value: new Float32Array(4), type: 'vec4<f32>' },
    uFill: { value: new Float32Array(4), type: 'vec4<f32>' },
    uStroke: { value: new Float32Array(4), type: 'vec4<f32>' },
    uShape: { value: new Float32Array(2), type: 'vec2<f32>' },
  });

  constructor() {
    program ??= new GlProgram({ vertex, fragment, name: 'mapa-label-plates' });
    // Not `aPosition`: PixiJS would read it for the mesh's bounds, which are the uniforms' box, not these corners.
    const geometry = new Geometry({
      attributes: { aCorner: [-1, -1, 1, -1, 1, 1, -1, 1] },
      indexBuffer: [0, 1, 2, 0, 2, 3],
    });
    const shader = new Shader({ glProgram: program, resources: { plateUniforms: this.uniforms } });
    this.mesh = new Mesh<Geometry, Shader>({ geometry, shader });
    this.mesh.visible = false;
  }

  get visible(): boolean {
    return this.mesh.visible;
  }

  set visible(visible: boolean) {
    this.mesh.visible = visible;
  }

  /** Shows `shape` (in the container's units). */
  draw(shape: PlateShape): void {
    const u = this.uniforms.uniforms;
    u.uBox[0] = shape.cx;
    u.uBox[1] = shape.cy;
    u.uBox[2] = shape.halfWidth;
    u.uBox[3] = shape.halfHeight;
    u.uShape[0] = Math.max(0, Math.min(shape.radius, shape.halfWidth, shape.halfHeight));
    u.uShape[1] = Math.max(0, shape.border);
    premultiplied(shape.fill.rgb, shape.fill.alpha, u.uFill);
    premultiplied(shape.stroke.rgb, shape.stroke.alpha, u.uStroke);
    this.uniforms.update();
    this.mesh.visible = true;
  }

  /** Shows nothing. */
  clear(): void {
    this.mesh.visible = false;
  }

  destroy(): void {
    this.mesh.destroy();
  }
}
