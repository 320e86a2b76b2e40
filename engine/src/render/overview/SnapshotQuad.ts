import { Geometry, GlProgram, Mesh, Shader, Texture, type RenderTexture } from 'pixi.js';

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
out vec2 vUV;

void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aPosition;
}`;

const fragment = /* glsl */ `#version 300 es
precision mediump float;
in vec2 vUV;
uniform sampler2D uTexture;
out vec4 fragColor;

void main() {
  fragColor = texture(uTexture, vUV);
}`;

let program: GlProgram | null = null;

/** A picture shown within this of its own scale is shown at it (texel for pixel). */
const OWN_SCALE = 1e-6;

/**
 * The overview picture on screen: one textured quad with a one-sampler shader. PixiJS's sprite batcher picks its
 * texture among 16 samplers per pixel, which software WebGL (SwiftShader) runs about five times slower over a
 * full view than this (measured: a pan frame at fit of the 10k tree); panning a cached view is this one draw.
 */
export class SnapshotQuad {
  readonly mesh: Mesh<Geometry, Shader>;
  private readonly shader: Shader;
  private texture: RenderTexture | null = null;
  /** Whether the last `place` showed the picture at its own scale, texel for pixel (see `place`). */
  private own = false;

  constructor() {
    program ??= new GlProgram({ vertex, fragment, name: 'overview-picture' });
    // A unit square: the mesh's scale gives it the picture's size on screen, its position the corner.
    const geometry = new Geometry({
      attributes: { aPosition: [0, 0, 1, 0, 1, 1, 0, 1] },
      indexBuffer: [0, 1, 2, 0, 2, 3],
    });
    this.shader = new Shader({ glProgram: program, resources: { uTexture: Texture.EMPTY.source } });
    this.mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    this.mesh.visible = false;
  }

  /** The picture shown, or null. */
  get shows(): RenderTexture | null {
    return this.texture;
  }

  /** True while a picture is shown at its own scale, on whole device pixels (a pan moves it by whole pixels). */
  get atOwnScale(): boolean {
    return this.mesh.visible && this.own;
  }

  /** The screen position of the shown picture's top-left corner (CSS px). */
  get x(): number {
    return this.mesh.position.x;
  }

  get y(): number {
    return this.mesh.position.y;
  }

  /**
   * Shows `texture` with its top-left corner at screen (x, y), scaled by `k` (1: one texel per screen px at
   * resolution 1). At its own scale (a pan) the picture is put on whole device pixels and sampled nearest: each
   * pixel is one texel, as sharp as drawn, where a fractional place blurs it; on software WebGL nearest sampling
   * also costs about a sixth less of a pan frame's GPU work than linear (10k tree at fit: 61 -> 50 ms of GPU-process
   * CPU a frame). Scaled (a zoom), it is sampled linearly.
   */
  place(texture: RenderTexture, x: number, y: number, k: number): void {
    if (this.texture !== texture) {
      this.texture = texture;
      this.shader.resources.uTexture = texture.source;
    }
    const own = Math.abs(k - 1) < OWN_SCALE;
    this.own = own;
    const mode = own ? 'nearest' : 'linear';
    if (texture.source.scaleMode !== mode) texture.source.scaleMode = mode;
    if (own) {
      const r = texture.source.resolution;
      this.mesh.position.set(Math.round(x * r) / r, Math.round(y * r) / r);
      this.mesh.scale.set(texture.width, texture.height);
    } else {
      this.mesh.position.set(x, y);
      this.mesh.scale.set(texture.width * k, texture.height * k);
    }
    this.mesh.visible = true;
  }

  /** Stops showing a picture; with `forget`, also drops the reference to it (it is about to be destroyed). */
  hide(forget = false): void {
    this.mesh.visible = false;
    if (forget && this.texture) {
      this.texture = null;
      this.shader.resources.uTexture = Texture.EMPTY.source;
    }
  }

  destroy(): void {
    this.mesh.destroy();
    this.shader.destroy();
  }
}
