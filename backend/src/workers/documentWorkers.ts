import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TransferListItem, Worker } from 'node:worker_threads';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Piscina from 'piscina';
import type { WorkerPoolHealth } from '@mapa/model';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { ApiException } from '../common/apiException';
import type { TaskInput, WorkerTask } from './task';
import { byteLengthOf, ownBytes } from './segments';

/** Bodies below this size are read on the main thread: a worker round trip would cost more than the work. */
export const INLINE_BELOW_BYTES = 64 * 1024;
/** Big bodies waiting for a worker, at most; beyond, 503 `SERVER_BUSY` (each holds up to 50 MB of memory). */
export const MAX_QUEUED_TASKS = 16;
/** The heap one worker thread may use (MB) unless `DOCUMENT_WORKER_MEMORY_MB` says otherwise. */
export const DEFAULT_WORKER_MEMORY_MB = 2048;
/** An idle worker thread exits after this long. */
const IDLE_MS = 60_000;

/** A task lost with its thread: the thread ran out of its heap (`memory`) or died some other way (`crash`). */
export class WorkerStoppedError extends Error {
  constructor(
    readonly reason: 'memory' | 'crash',
    readonly memoryMb: number,
    cause: Error,
  ) {
    super(cause.message, { cause });
    this.name = 'WorkerStoppedError';
  }
}

/**
 * Errors piscina rejects a task with when its thread went away under it (not a refusal of the task itself). Read
 * by their fields, not `instanceof`: Node makes a worker's out-of-memory error in its own realm.
 */
function threadLoss(error: unknown): 'memory' | 'crash' | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  return typeof message === 'string' && /^worker exited with code|^Terminating worker thread/i.test(message)
    ? 'crash'
    : null;
}

/**
 * The file a worker thread loads: the compiled `documentWorker.js` at the root of the build (the built server),
 * or, when running from the TypeScript sources (jest), a shim that compiles `documentWorker.ts` on load. Found by
 * path, not imported: the entry gathers every module's tasks, and the pool depends on none of them.
 */
function workerFile(): string {
  const built = join(__dirname, '..', 'documentWorker.js');
  return existsSync(built) ? built : join(__dirname, '..', 'documentWorker.shim.js');
}

/**
 * Runs the tasks of the modules (`WorkerTask`s: parsing, validating, sanitising and serialising map documents,
 * reading imports and chat messages) off the event loop: in a pool of worker threads (piscina, one per core, at a lower priority than the main
 * thread) for big inputs, inline for small ones. Inputs are transferred to the worker, so the caller must not
 * use `input.bytes` afterwards. Each thread's heap is capped (`DOCUMENT_WORKER_MEMORY_MB`): a task that needs
 * more loses its thread, which the pool replaces, instead of growing the process without bound.
 */
@Injectable()
export class DocumentWorkers implements OnModuleDestroy {
  private pool: Piscina | null = null;
  private closing = false;
  private readonly inlineBelow: number;
  readonly memoryMb: number;
  private readonly maxThreads = Math.max(1, availableParallelism());
  private readonly inFlight = new Map<string, number>();
  /** Tasks cancelled by their caller, threads stopped under a task, tasks lost with their thread. */
  private readonly counts = { cancelled: 0, replaced: 0, failed: 0 };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.inlineBelow = config.inlineBodyBytes ?? INLINE_BELOW_BYTES;
    this.memoryMb = config.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB;
  }

  /** Tasks of that name (`exportTask`, `readUploadTask`…) handed to the pool and not yet settled. */
  running(name: string): number {
    return this.inFlight.get(name) ?? 0;
  }

  /** True when a body this big is read inline: a worker round trip would cost more than the work. */
  runsInline(byteLength: number): boolean {
    return byteLength < this.inlineBelow;
  }

  /**
   * Runs a document task, inline when its input is small, else in the pool. `signal` (the request's
   * `ClientLeft`) cancels it: a queued task is dropped, a running one loses its thread (the pool starts another).
   */
  async run<I extends TaskInput, O>(task: WorkerTask<I, O>, input: I, signal?: AbortSignal): Promise<O> {
    if (this.runsInline(byteLengthOf(input.bytes))) return task.run(input);
    const parts = Array.isArray(input.bytes)
      ? input.bytes.map(ownBytes)
      : [ownBytes(input.bytes as Uint8Array)];
    const bytes = Array.isArray(input.bytes) ? parts : parts[0];
    const transferList = parts.map((part) => part.buffer as ArrayBuffer);
    try {
      return (await this.runInPool(`${task.name}Task`, { ...input, bytes }, { transferList, signal })) as O;
    } catch (error) {
      if (!(error instanceof WorkerStoppedError)) throw error;
      if (error.reason === 'memory')
        throw new ApiException(
          413,
          'PAYLOAD_TOO_LARGE',
          `Reading this document needs more than the ${error.memoryMb} MB of memory a document worker may use`,
        );
      throw new ApiException(
        500,
        'INTERNAL_ERROR',
        'The document worker stopped while reading this document',
      );
    }
  }

  /**
   * Runs a named export of `documentWorker.ts` in the pool, whatever the input's size (the caller decided it is
   * worth a thread). A full queue is a 503 `SERVER_BUSY`; a task whose thread is lost rejects with a
   * {@link WorkerStoppedError}. Aborting `signal` cancels a queued task or stops the thread of a running one, and
   * the task rejects with the signal's reason.
   */
  async runInPool(
    name: string,
    input: object,
    options: { transferList: TransferListItem[]; signal?: AbortSignal },
  ): Promise<unknown> {
    const { signal, transferList } = options;
    signal?.throwIfAborted();
    const pool = this.workers();
    // The pool is given a signal of its own, so a stopped thread can be counted: piscina stops a running task's
    // thread (and starts the one it keeps) synchronously as the signal fires.
    const stop = signal ? new AbortController() : null;
    const cancel = () => {
      const before = pool.threads;
      stop!.abort(signal!.reason);
      this.counts.cancelled++;
      // A thread of before is gone (piscina may have started its replacement already).
      const live = new Set(pool.threads);
      if (before.some((thread) => !live.has(thread))) this.counts.replaced++;
    };
    signal?.addEventListener('abort', cancel, { once: true });
    this.inFlight.set(name, this.running(name) + 1);
    try {
      return await pool.run(input, { name, transferList, ...(stop ? { signal: stop.signal } : {}) });
    } catch (error) {
      if (stop?.signal.aborted) throw signal!.reason;
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new ApiException(
          503,
          'SERVER_BUSY',
          'The server is busy with large documents; try again shortly',
        );
      const lost = threadLoss(error);
      if (lost && !this.closing) {
        this.counts.failed++;
        this.counts.replaced++;
        throw new WorkerStoppedError(lost, this.memoryMb, error as Error);
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      this.inFlight.set(name, this.running(name) - 1);
    }
  }

  /**
   * The pool as `/api/health` reports it (cheap: counters and piscina's own tallies). `busy` counts tasks running
   * in a thread (or handed to one still starting), `queued` those waiting for one; `acceptsTasks` is false when a big body would be refused with 503.
   */
  health(): WorkerPoolHealth {
    let handed = 0;
    for (const count of this.inFlight.values()) handed += count;
    const queued = this.pool?.queueSize ?? 0;
    return {
      threads: this.pool?.threads.length ?? 0,
      maxThreads: this.maxThreads,
      busy: Math.max(0, handed - queued),
      queued,
      maxQueued: MAX_QUEUED_TASKS,
      memoryMb: this.memoryMb,
      ...this.counts,
      acceptsTasks: !this.closing && queued < MAX_QUEUED_TASKS,
    };
  }

  /** The live worker threads (for the fault tests, which stop one under a task). */
  threads(): readonly Worker[] {
    return this.pool?.threads ?? [];
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private workers(): Piscina {
    this.pool ??= new Piscina({
      filename: workerFile(),
      // At least one: piscina starts a new thread for queued tasks only when a thread becomes free or a task is
      // added, so with none kept, stopping every thread under its task stranded the queue until the next request.
      // With one kept, piscina replaces a stopped thread at once, and that thread takes the queue on.
      minThreads: 1,
      maxThreads: this.maxThreads,
      maxQueue: MAX_QUEUED_TASKS,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
    });
    return this.pool;
  }
}
