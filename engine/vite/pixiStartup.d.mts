import type { Plugin } from 'vite';

/** PixiJS's canvasUtils module with its 2D-canvas blend test run on first use instead of on import. */
export function deferCanvasProbe(code: string): string;
/** PixiJS's GlContextSystem module without its warning about a context given without a stencil buffer. */
export function dropStencilWarning(code: string): string;
/** The Vite plugin applying both (every build that bundles the engine uses it). */
export function pixiStartup(): Plugin;
