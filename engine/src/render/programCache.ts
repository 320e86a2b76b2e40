/** A program's two shader sources, as PixiJS hands them to WebGL (its `GlProgram.vertex` and `fragment`). */
export interface ProgramSource {
  vertex: string;
  fragment: string;
}

/**
 * Compiles and links each program on `gl` and waits for each link (reading its status), then frees them: what
 * the program cache worker does. Returns how many linked. The browser's GPU process keeps every linked program
 * in a cache shared by all of a page's contexts, keyed by the sources, so the map's context later links the same
 * sources from that cache instead of compiling them again.
 */
export function linkPrograms(gl: WebGL2RenderingContext, sources: readonly ProgramSource[]): number {
  let linked = 0;
  for (const { vertex, fragment } of sources) {
    const program = gl.createProgram();
    const shaders = [
      [gl.VERTEX_SHADER, vertex],
      [gl.FRAGMENT_SHADER, fragment],
    ].map(([type, text]) => {
      const shader = gl.createShader(type as number)!;
      gl.shaderSource(shader, text as string);
      gl.compileShader(shader);
      gl.attachShader(program, shader);
      return shader;
    });
    gl.linkProgram(program);
    if (gl.getProgramParameter(program, gl.LINK_STATUS)) linked++;
    for (const shader of shaders) gl.deleteShader(shader);
    gl.deleteProgram(program);
  }
  return linked;
}
