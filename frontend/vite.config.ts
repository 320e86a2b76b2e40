import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pixiStartup } from '../engine/vite/pixiStartup.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The shell imports the model and the engine as sources, like the TypeScript paths of tsconfig.base.json.
export default defineConfig({
  root: here('.'),
  plugins: [react(), pixiStartup()],
  resolve: {
    alias: {
      '@mapa/model': here('../model/src/index.ts'),
      '@mapa/engine': here('../engine/src/index.ts'),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
