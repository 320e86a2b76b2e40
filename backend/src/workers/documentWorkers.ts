import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TransferListItem } from 'node:worker_threads';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Piscina from 'piscina';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { ApiException } from '../common/apiException';
import { documentTasks, type DocumentTaskName } from './documentTasks';
import { byteLengthOf, ownBytes } from './segments';

/** Bodies below this size are read on the main thread: a worker round trip would cost more than the work. */
export const INLINE_BELOW_BYTES = 64 * 1024;
/** Big bodies waiting for a worker, at most; beyond, 503 `SERVER_BUSY` (each holds up to 50 MB of memory). */
export const MAX_QUEUED_TASKS = 16;
/** An idle worker thread exits after this long. */
const IDLE_MS = 60_000;

type Tasks = typeof documentTasks;
type Input<K extends DocumentTaskName> = Parameters<Tasks[K]>[0];
type Output<K extends DocumentTaskName> = ReturnType<Tasks[K]>;

/**
 * The file a worker thread loads: the compiled `documentWorker.js` beside this file (the built server), or,
 * when running from the TypeScript sources (jest), a shim that compiles `documentWorker.ts` on load.
 */
function workerFile(): string {
  const built = join(__dirname, 'documentWorker.js');
  return existsSync(built) ? built : join(__dirname, 'documentWorker.shim.js');
}

/**
 * Runs the document tasks (`documentTasks.ts`: parsing, validating, sanitising and serialising map documents)
 * off the event loop: in a pool of worker threads (piscina, one per core, at a lower priority than the main
 * thread) for big inputs, inline for small ones. Inputs are transferred to the worker, so the caller must not
 * use `input.bytes` afterwards.
 */
@Injectable()
export class DocumentWorkers implements OnModuleDestroy {
  private pool: Piscina | null = null;
  private readonly inlineBelow: number;
  private readonly inFlight = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.inlineBelow = config.inlineBodyBytes ?? INLINE_BELOW_BYTES;
  }

  /** Tasks of that name (`exportTask`, `readUploadTask`…) handed to the pool and not yet settled. */
  running(name: string): number {
    return this.inFlight.get(name) ?? 0;
  }

  /** True when a body this big is read inline: a worker round trip would cost more than the work. */
  runsInline(byteLength: number): boolean {
    return byteLength < this.inlineBelow;
  }

  async run<K extends DocumentTaskName>(task: K, input: Input<K>): Promise<Output<K>> {
    if (this.runsInline(byteLengthOf(input.bytes)))
      return (documentTasks[task] as (input: Input<K>) => Output<K>)(input);
    const parts = Array.isArray(input.bytes)
      ? input.bytes.map(ownBytes)
      : [ownBytes(input.bytes as Uint8Array)];
    const bytes = Array.isArray(input.bytes) ? parts : parts[0];
    const transferList = parts.map((part) => part.buffer as ArrayBuffer);
    return (await this.runInPool(`${task}Task`, { ...input, bytes }, { transferList })) as Output<K>;
  }

  /**
   * Runs a named export of `documentWorker.ts` in the pool, whatever the input's size (the caller decided it is
   * worth a thread). A full queue is a 503 `SERVER_BUSY`; `signal` cancels a queued or running task.
   */
  async runInPool(
    name: string,
    input: object,
    options: { transferList: TransferListItem[]; signal?: AbortSignal },
  ): Promise<unknown> {
    this.inFlight.set(name, this.running(name) + 1);
    try {
      return await this.workers().run(input, { name, ...options });
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new ApiException(
          503,
          'SERVER_BUSY',
          'The server is busy with large documents; try again shortly',
        );
      throw error;
    } finally {
      this.inFlight.set(name, this.running(name) - 1);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private workers(): Piscina {
    this.pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism()),
      maxQueue: MAX_QUEUED_TASKS,
      idleTimeout: IDLE_MS,
    });
    return this.pool;
  }
}
