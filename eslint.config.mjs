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
    files: ['backend/**/*.ts'],
    rules: restrict([backendOnlyModel]),
  },
  {
    // Inside the backend: sync (documents over time) builds on documents (maps, access), presence and the bus;
    // none of those imports sync.
    files: ['backend/src/documents/**/*.ts', 'backend/src/bus/**/*.ts', 'backend/src/presence/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      { group: ['../sync/*', '**/src/sync/*'], message: 'documents and bus depend on nothing in sync.' },
    ]),
  },
  {
    files: ['backend/src/bus/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      { group: ['../sync/*', '**/src/sync/*'], message: 'documents and bus depend on nothing in sync.' },
      { group: ['../documents/*', '**/src/documents/*'], message: 'bus depends on nothing in documents.' },
      { group: ['../presence/*', '**/src/presence/*'], message: 'bus depends on nothing in presence.' },
    ]),
  },
  {
    // The worker pool's tasks are pure work on bytes that sync (and documents) run: sync imports workers, never
    // the other way.
    files: ['backend/src/workers/**/*.ts'],
    rules: restrict([
      backendOnlyModel,
      { group: ['../sync/*', '**/src/sync/*'], message: 'workers depend on nothing in sync.' },
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
