// The dependency direction of DESIGN §1 is enforced by ESLint; these tests run that lint over the workspace and
// prove the rule bites on a forbidden import in each package, on a page global read in the engine outside its
// page adapter, and on HTTP made outside the frontend's API client.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

const forbidden: [string, string][] = [
  ['engine/src/x.ts', "import React from 'react';"],
  ['engine/src/x.ts', "import { makeAutoObservable } from 'mobx';"],
  ['model/src/x.ts', "import { createMapEngine } from '@mapa/engine';"],
  ['model/src/x.ts', "import { Application } from 'pixi.js';"],
  ['backend/src/x.ts', "import { createMapEngine } from '@mapa/engine';"],
  ['backend/src/x.ts', "import { App } from '../../frontend/src/App';"],
  ['frontend/src/x.ts', "import { AppModule } from '../../backend/src/app.module';"],
  ['backend/src/sync/x.ts', "import { MapAccessService } from '../maps/mapAccess.service';"],
  ['backend/src/sync/x.ts', "import { DocumentSnapshots } from '../documents/documentSnapshots';"],
  ['backend/src/maps/x.ts', "import { DocumentsService } from '../documents/documents.service';"],
  ['backend/src/bus/x.ts', "import { MapsRepository } from '../maps/maps.repository';"],
  ['backend/src/documents/x.ts', "import { createMapEngine } from '@mapa/engine';"],
  ['backend/src/workers/x.ts', "import { SyncService } from '../sync/sync.service';"],
  ['backend/src/workers/x.ts', "import { readUpload } from '../documents/documentTasks';"],
  ['backend/src/workers/x.ts', "import { createMapEngine } from '@mapa/engine';"],
  ['backend/src/database/x.ts', "import { MapsRepository } from '../maps/maps.repository';"],
  ['backend/src/database/migrations/x.ts', "import { SyncService } from '../../sync/sync.service';"],
  // The engine reads the page only through its page adapter (engine/src/page/pageAdapter.ts).
  ['engine/src/render/x.ts', 'export const width = window.innerWidth;'],
  ['engine/src/render/frame/x.ts', 'export const frame = requestAnimationFrame(() => {});'],
  [
    'engine/src/input/x.ts',
    "export const reduce = globalThis.matchMedia('(prefers-reduced-motion: reduce)');",
  ],
  ['engine/src/render/images/x.ts', 'export const image = new Image();'],
  ['engine/src/layout/x.ts', "export const worker = new Worker('layout.js');"],
  ['engine/src/x.ts', 'export const observer = new ResizeObserver(() => {});'],
  ['frontend/src/editor/x.ts', "export const r = fetch('/api/maps');"],
  ['frontend/src/sync/x.ts', "export const r = window.fetch('/api/maps', { keepalive: true });"],
  ['frontend/src/editor/x.tsx', 'export const r = new XMLHttpRequest();'],
  ['frontend/src/sync/x.ts', "export const r = navigator.sendBeacon('/api/sync', '');"],
];
const allowed: [string, string][] = [
  ['engine/src/x.ts', "import { Application } from 'pixi.js';"],
  ['frontend/src/x.ts', "import { createMapEngine } from '@mapa/engine';"],
  ['backend/src/x.ts', "import { parseMapDocument } from '@mapa/model';"],
  ['backend/src/documents/x.ts', "import { SyncService } from '../sync/sync.service';"],
  ['backend/src/maps/x.ts', "import { MapStateReader } from '../sync/mapStateReader';"],
  ['backend/src/sync/x.ts', "import { DocumentWorkers } from '../workers/documentWorkers';"],
  ['backend/src/workers/x.ts', "import { exceedsJsonDepth } from '../common/jsonDepth';"],
  ['engine/src/page/pageAdapter.ts', 'export const width = window.innerWidth;'],
  ['engine/src/render/x.test.ts', 'export const width = window.innerWidth;'],
  ['engine/src/x.ts', 'export let observer: ResizeObserver | null = null;\nobserver = null;'],
  ['frontend/src/api/x.ts', "export const r = fetch('/api/maps');"],
  ['frontend/src/api/x.ts', 'export const r = new XMLHttpRequest();'],
  ['frontend/src/editor/x.test.ts', "export const r = fetch('/api/maps');"],
  ['frontend/src/testing/x.ts', "export const r = fetch('/api/maps');"],
  [
    'backend/src/database/migrations/x.ts',
    "import { sanitizeTransaction } from '../../common/operationSanitizer';",
  ],
];

// Files of every part of the workspace, the benchmarks too: ESLint covers each (none is ignored).
const covered = [
  'model/src/x.ts',
  'engine/src/x.ts',
  'frontend/src/x.tsx',
  'backend/src/x.ts',
  'e2e/x.spec.ts',
  'scripts/x.mjs',
  'bench/x.mjs',
  'bench/lib/x.ts',
];

let output: { cases: string[][]; linted: boolean[]; workspace: string[] };

beforeAll(() => {
  const cases = [...forbidden, ...allowed, ...covered.map((file) => [file, ''])].map(([file, code]) => ({
    file,
    code: `${code}\nexport const used = 1;\n`,
  }));
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/lintProbe.mjs')], {
    cwd: root,
    input: JSON.stringify({ cases, lintWorkspace: true }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`lint probe failed: ${r.stderr}`);
  output = JSON.parse(r.stdout);
}, 300_000);

describe('dependency direction', () => {
  it.each(forbidden.map((c, i) => [...c, i] as const))('%s may not %s', (_file, _code, i) => {
    expect(output.cases[i].join(' ')).toMatch(
      /cannot|depend|imports nothing|framework-free|over HTTP|reads the page through page\(\)|API client/,
    );
  });

  it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))('%s may %s', (_file, _code, i) => {
    expect(output.cases[i]).toEqual([]);
  });

  it.each(covered.map((file, i) => [file, forbidden.length + allowed.length + i] as const))(
    '%s is linted',
    (_file, i) => {
      expect(output.linted[i]).toBe(true);
    },
  );

  it('the whole workspace lints clean, the benchmarks too', () => {
    expect(output.workspace).toEqual([]);
  });
});
