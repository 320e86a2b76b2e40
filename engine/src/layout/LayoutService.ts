import { transfer, wrap, type Endpoint, type Remote } from 'comlink';
import type { LayoutWorkerApi } from './layoutWorkerApi';
import { buffersOf, type PackedLayoutInput, type PackedLayoutResult } from './packing/packedLayout';

/** A worker (or anything speaking comlink) the service can stop. */
export interface LayoutEndpoint {
  endpoint: Endpoint;
  terminate(): void;
  /** Registers what to do when the worker fails outside a request (its script could not be loaded: offline). */
  onError?(listener: (error: Error) => void): void;
}

/** The rejection of a layout request that a newer request replaced. */
export class LayoutSupersededError extends Error {
  constructor() {
    super('A newer layout request replaced this one');
    this.name = 'LayoutSupersededError';
  }
}

/**
 * Runs templates in a Web Worker through comlink, so the main thread never blocks on a layout. One job at a
 * time: a new request supersedes a running one, whose worker is terminated (a big layout cannot be interrupted
 * any other way) and whose promise rejects with {@link LayoutSupersededError}. The worker starts on first use or
 * at {@link warmUp}: the engine warms it up as it starts, so its script is fetched while the page is online and a
 * template chosen later, offline, can still be laid out. A worker that fails (its script could not be loaded)
 * rejects the running request with that error instead of leaving it waiting for good; the next request starts a
 * new worker.
 */
export class LayoutService {
  private worker: LayoutEndpoint | null = null;
  private remote: Remote<LayoutWorkerApi> | null = null;
  private job: { reject: (reason: Error) => void } | null = null;
  private requests = 0;

  constructor(private readonly start: () => LayoutEndpoint) {}

  /**
   * Starts a request without sending it yet (its input is still being packed): a running one is superseded now.
   * Pass the ticket to {@link run}; a later `begin` or `run` makes it stale.
   */
  begin(): number {
    this.supersede();
    return ++this.requests;
  }

  /**
   * Lays `input` out with template `name` in the worker. The input's buffers are transferred (they are unusable
   * here afterwards), so posting a 100k-node request costs the main thread a few milliseconds. With the `ticket`
   * of an earlier {@link begin}, rejects with {@link LayoutSupersededError} when another request came since.
   */
  run(name: string, input: PackedLayoutInput, ticket = this.begin()): Promise<PackedLayoutResult> {
    if (ticket !== this.requests) return Promise.reject(new LayoutSupersededError());
    const remote = this.startWorker();
    return new Promise<PackedLayoutResult>((resolve, reject) => {
      const job = { reject };
      this.job = job;
      remote.run(name, transfer(input, buffersOf(input))).then(
        (result) => {
          if (this.job !== job) return;
          this.job = null;
          resolve(result);
        },
        (error: unknown) => {
          if (this.job !== job) return;
          this.job = null;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /**
   * Starts the worker now, if it is not running, and resolves once it answers (its script and the templates'
   * code are loaded); rejects when it fails to start.
   */
  warmUp(): Promise<void> {
    const remote = this.startWorker();
    return Promise.race([remote.ready().then(() => undefined), this.failed!]);
  }

  /** How many requests were made: work done for a request is stale once this moved on. */
  get requestCount(): number {
    return this.requests;
  }

  /** True while a layout runs. */
  get busy(): boolean {
    return this.job !== null;
  }

  /** Stops the worker; a running request rejects as superseded. */
  destroy(): void {
    this.supersede();
    this.stopWorker();
  }

  private supersede(): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.stopWorker();
    job.reject(new LayoutSupersededError());
  }

  /** Rejects when the current worker fails (see {@link LayoutEndpoint.onError}); set with the worker. */
  private failed: Promise<never> | null = null;

  private startWorker(): Remote<LayoutWorkerApi> {
    if (this.remote) return this.remote;
    const worker = this.start();
    this.worker = worker;
    this.remote = wrap<LayoutWorkerApi>(worker.endpoint);
    let fail!: (error: Error) => void;
    this.failed = new Promise<never>((_, reject) => (fail = reject));
    this.failed.catch(() => undefined); // only warmUp reads it
    worker.onError?.((error) => {
      if (this.worker !== worker) return;
      fail(error);
      this.stopWorker();
      const job = this.job;
      this.job = null;
      job?.reject(error);
    });
    return this.remote;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
  }
}
