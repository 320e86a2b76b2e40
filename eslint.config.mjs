// Lint rules, including the one-way dependency direction of DESIGN §1:
// frontend -> engine -> model, frontend -> model, backend -> model.
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const backendOnlyModel = {
  group: ['@mapa/engine', '@mapa/frontend', '**/engine/**', '**/frontend/**', 'pixi.js', 'react', 'react-*'],
  message: 'backend depends on model only.',
};

/** The backend's feature modules (everything in backend/src but common/, config/ and the root files). */
const backendFeatures = [
  'ai',
  'attachments',
  'auth',
  'blobs',
  'bus',
  'documents',
  'export',
  'health',
  'icons',
  'images',
  'maps',
  'presence',
  'rateLimit',
  'reviews',
  'storage',
  'sync',
  'versions',
];

const modelImports = [
  {
    group: ['@mapa/*', '**/engine/**', '**/frontend/**', '**/backend/**'],
    message: 'model imports nothing of ours.',
  },
  {
    group: ['react', 'react-*', 'mobx*', 'pixi.js', '@nestjs/*', 'express'],
    message: 'model is framework-free.',
  },
];

/** Page globals the engine reaches only through its page adapter (engine/src/page/pageAdapter.ts). */
const pageGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'globalThis',
  'self',
  'scheduler',
  'devicePixelRatio',
  'innerWidth',
  'innerHeight',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'ResizeObserver',
  'Image',
  'ImageData',
  'createImageBitmap',
  'OffscreenCanvas',
  'Worker',
  'fetch',
  'DOMParser',
  'CanvasRenderingContext2D',
  'WebGLRenderingContext',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.nx/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['model/**/*.ts'],
    rules: restrict(modelImports),
  },
  {
    // Schemas are built with the `z` of schema/zod.ts, which sets zod up for the app's CSP first (see there).
    files: ['model/src/**/*.ts'],
    ignores: ['model/src/schema/zod.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "import { z } from model/src/schema/zod.ts, not from 'zod'." }],
          patterns: modelImports,
        },
      ],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-*', 'mobx', 'mobx-*', '@mantine/*'],
        message: 'engine cannot import React or MobX.',
      },
      {
        group: ['@mapa/frontend', '@mapa/backend', '**/frontend/**', '**/backend/**'],
        message: 'engine depends on model only.',
      },
    ]),
  },
  {
    // The engine reads the page only through engine/src/page/pageAdapter.ts (`page()`), so it runs headless in
    // tests with an adapter of theirs (`setPageAdapter`) and no global patched.
    files: ['engine/src/**/*.ts'],
    ignores: [
      'engine/src/page/pageAdapter.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...pageGlobals.map((name) => ({
          name,
          message: `the engine reads the page through page() (engine/src/page/pageAdapter.ts), not ${name}.`,
        })),
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: restrict([backendOnlyModel]),
  },
  // Inside the backend, modules build on one another one way (backend/README.md): the worker pool and the
  // database below every feature; the operation log (sync) below maps and documents; maps below documents; the
  // bus below all of them. Each rule names the modules a layer may not import.
  {
    files: ['backend/src/workers/**/*.ts', 'backend/src/database/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      {
        group: backendFeatures.flatMap((name) => [`../${name}/*`, `../../${name}/*`, `**/src/${name}/*`]),
        message:
          'the worker pool and the database depend on no feature module (tasks live with their modules).',
      },
    ]),
  },
  {
    files: ['backend/src/sync/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      {
        group: [
          'maps',
          'documents',
          'versions',
          'presence',
          'attachments',
          'reviews',
          'ai',
          'export',
        ].flatMap((name) => [`../${name}/*`, `**/src/${name}/*`]),
        message:
          'the operation log depends on nothing built on it (maps, documents and the readers of a map).',
      },
    ]),
  },
  {
    files: ['backend/src/maps/**/*.ts', 'backend/src/presence/**/*.ts', 'backend/src/versions/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      { group: ['../documents/*', '**/src/documents/*'], message: 'maps depend on nothing in documents.' },
    ]),
  },
  {
    files: ['backend/src/bus/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      {
        group: ['sync', 'documents', 'maps', 'presence'].flatMap((name) => [
          `../${name}/*`,
          `**/src/${name}/*`,
        ]),
        message: 'the bus depends on no feature module.',
      },
    ]),
  },
  {
    // React's rules of hooks and the React Compiler's checks (refs read in render, state set in effects,
    // dependencies), on every frontend file: fixed where they find something, never silenced.
    files: ['frontend/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    // The wrappers themselves, and the theme that gives Mantine's components their defaults.
    ignores: [
      'frontend/src/components/Tooltip.tsx',
      'frontend/src/components/ColorInput.tsx',
      'frontend/src/theme.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The app's own Tooltip (closes on a click, shows for the keyboard) and ColorInput (typing works, Enter
          // closes the picker) wrap Mantine's: every use goes through them.
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Tooltip', 'ColorInput'],
              message: 'use frontend/src/components/Tooltip.tsx and ColorInput.tsx.',
            },
          ],
          patterns: [
            {
              group: ['@mapa/backend', '**/backend/**', '@nestjs/*'],
              message: 'frontend talks to the backend over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every HTTP call goes through the API client (frontend/src/api/): one place for credentials, errors
    // ({statusCode, code}) and the test fetch boundary. Tests and their helpers may stand in for the network.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/api/**', 'frontend/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'HTTP goes through the API client in frontend/src/api/.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...[
          ['window', 'fetch'],
          ['globalThis', 'fetch'],
          ['self', 'fetch'],
          ['window', 'XMLHttpRequest'],
          ['globalThis', 'XMLHttpRequest'],
          ['navigator', 'sendBeacon'],
        ].map(([object, property]) => ({
          object,
          property,
          message: 'HTTP goes through the API client in frontend/src/api/.',
        })),
      ],
    },
  },
  {
    files: [
      'frontend/src/components/Tooltip.tsx',
      'frontend/src/components/ColorInput.tsx',
      'frontend/src/theme.ts',
    ],
    rules: restrict([
      {
        group: ['@mapa/backend', '**/backend/**', '@nestjs/*'],
        message: 'frontend talks to the backend over HTTP only.',
      },
    ]),
  },
);
