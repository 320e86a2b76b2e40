import { expose } from 'comlink';
import type { Transaction } from '@mapa/model';
import { LayoutService, LayoutSupersededError, type LayoutEndpoint } from './LayoutService';
import { layoutWorkerApi } from './layoutWorkerApi';
import { packLayoutInput } from './packing/packLayoutInput';
import type { PackedLayoutInput } from './packing/packedLayout';
import { proposeLayout } from './proposeLayout';
import { generateTree } from './testing/generateTree';
import { mapOf } from './testing/mapOf';
import { smallTree } from './testing/smallTree';

/**
 * The real service and the worker's real code over comlink, with the "worker" on a MessageChannel in this thread
 * (jest has no Web Workers). `hold` keeps the next job from finishing until released.
 */
function inThreadWorker() {
  const started: LayoutEndpoint[] = [];
  let hold: Promise<void> | null = null;
  const start = (): LayoutEndpoint => {
    const { port1, port2 } = new MessageChannel();
    expose(
      {
        run: async (name: string, input: PackedLayoutInput) => {
          if (hold) await hold;
          return layoutWorkerApi.run(name, input);
        },
        ready: layoutWorkerApi.ready,
      },
      port1 as never,
    );
    const endpoint: LayoutEndpoint = {
      endpoint: port2 as never,
      terminate: () => {
        port1.close();
        port2.close();
      },
    };
    started.push(endpoint);
    return endpoint;
  };
  return {
    start,
    started,
    holdNext() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const request = (outline: Record<string, string[]>) => packLayoutInput(mapOf(smallTree(outline)));

describe('LayoutService', () => {
  it('runs a template through comlink: packed request in, packed positions in request order out', async () => {
    const worker = inThreadWorker();
    const service = new LayoutService(worker.start);
    const { input, nodeIds } = await request({ root: ['a', 'b'] });
    const result = await service.run('Tree TD', input);
    expect(nodeIds).toEqual(['root', 'a', 'b']);
    expect(result.xy[3]).toBeGreaterThan(result.xy[1]); // a below root
    expect(result.xy[5]).toBe(result.xy[3]); // a and b on one level
    expect(result.workerMs).toBeGreaterThanOrEqual(0);
    service.destroy();
  });

  it('lets a new request supersede a running one: the old worker stops, the old promise rejects', async () => {
    const worker = inThreadWorker();
    const service = new LayoutService(worker.start);
    const release = worker.holdNext();
    const packed = [await request({ root: ['a'] }), await request({ root: ['a'] })];
    const first = service.run('Tree TD', packed[0].input);
    const caught = first.catch((e: unknown) => e);
    release();
    const second = service.run('Tree LR', packed[1].input);
    expect(await caught).toBeInstanceOf(LayoutSupersededError);
    expect(worker.started).toHaveLength(2);
    const result = await second;
    expect(result.xy[2]).toBeGreaterThan(result.xy[0]); // LR: the child is right of the root
    expect(service.busy).toBe(false);
    service.destroy();
  });

  it('warmUp starts the worker before any request and resolves once it answers; the request reuses it', async () => {
    const worker = inThreadWorker();
    const service = new LayoutService(worker.start);
    await service.warmUp();
    expect(worker.started).toHaveLength(1);
    await service.run('Tree TD', (await request({ root: ['a'] })).input);
    expect(worker.started).toHaveLength(1);
    service.destroy();
  });

  it('a worker that cannot start (its script unreachable offline) fails its request instead of leaving it waiting', async () => {
    const worker = inThreadWorker();
    const failures: ((error: Error) => void)[] = [];
    // The first worker never answers (a script that did not load), and says so through its error event.
    const service = new LayoutService(() => {
      if (failures.length > 0) return worker.start();
      const { port2 } = new MessageChannel();
      return {
        endpoint: port2 as never,
        terminate: () => port2.close(),
        onError: (listener) => failures.push(listener),
      };
    });
    const warm = service.warmUp().catch((e: unknown) => e);
    const first = service.run('Tree TD', (await request({ root: ['a'] })).input).catch((e: unknown) => e);
    failures[0](new Error('script unreachable'));
    expect(await warm).toEqual(new Error('script unreachable'));
    expect(await first).toEqual(new Error('script unreachable'));
    expect(service.busy).toBe(false);
    // The next request starts a new worker.
    const result = await service.run('Tree LR', (await request({ root: ['a'] })).input);
    expect(result.xy[2]).toBeGreaterThan(result.xy[0]);
    expect(worker.started).toHaveLength(1);
    service.destroy();
  });

  it('rejects a template that positions nothing with a clear error', async () => {
    const service = new LayoutService(inThreadWorker().start);
    await expect(service.run('No Template', (await request({ root: ['a'] })).input)).rejects.toThrow(
      'Template "No Template" does not position nodes',
    );
    service.destroy();
  });
});

/** The service, telling the test when a result has arrived (before the caller builds its transaction). */
class WatchedService extends LayoutService {
  onResult: (() => void) | null = null;
  override async run(name: string, input: PackedLayoutInput, ticket?: number) {
    const result = await super.run(name, input, ticket);
    const notify = this.onResult;
    this.onResult = null;
    notify?.();
    return result;
  }
}

describe('proposeLayout', () => {
  it('gives up a transaction still being built when a newer request arrives', async () => {
    const service = new WatchedService(inThreadWorker().start);
    const state = mapOf(generateTree(300, 2));
    let second: Promise<unknown> = Promise.resolve();
    service.onResult = () => (second = proposeLayout(service, state, 'Tree LR'));
    const first = proposeLayout(service, state, 'Tree TD').catch((e: unknown) => e);
    expect(await first).toBeInstanceOf(LayoutSupersededError);
    const tx = (await second) as Transaction;
    expect(tx.ops.some((op) => op.type === 'settings.update' && op.to === 'Tree LR')).toBe(true);
    service.destroy();
  });

  it('lets a request made while an older one is still packing win', async () => {
    const service = new LayoutService(inThreadWorker().start);
    // Big enough that packing it yields (it takes more than one slice), so the newer request is packed first.
    const big = mapOf(generateTree(40_000, 2));
    const older = proposeLayout(service, big, 'Tree TD').catch((e: unknown) => e);
    const newer = proposeLayout(service, mapOf(generateTree(50, 2)), 'Tree LR');
    expect(await older).toBeInstanceOf(LayoutSupersededError);
    const tx = (await newer)!;
    expect(tx.ops.some((op) => op.type === 'settings.update' && op.to === 'Tree LR')).toBe(true);
    service.destroy();
  });
});
