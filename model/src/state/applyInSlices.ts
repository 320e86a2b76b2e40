import type { Transaction } from '../ops/operation';
import type { MapState } from './MapState';
import type { PendingApply } from './PendingApply';

/** Below this many operations a transaction is applied in one go: it never comes near a long task. */
export const SLICED_APPLY_MIN_OPS = 5000;

/** Main-thread time one slice may take (a long task is 50 ms; the rest of the frame is left to the engine). */
export const SLICED_APPLY_SLICE_MS = 8;

// Operations applied between two looks at the clock (each is a Map.set or two: well under a millisecond).
const OPS_PER_CHECK = 1024;

export interface SliceOptions {
  /** Time per slice, in ms ({@link SLICED_APPLY_SLICE_MS} by default). */
  sliceMs?: number;
  /** Resolves when the host may run the next slice ({@link nextMacrotask} by default). */
  yieldToHost?: () => Promise<void>;
  /** The clock (`performance.now` by default). */
  now?: () => number;
}

interface MessageChannelLike {
  port1: { onmessage: (() => void) | null; close(): void };
  port2: { postMessage(message: null): void };
}

/**
 * What this file needs from the host, browser or Node.js, typed here by hand: the model compiles against no host
 * library (its build has neither the DOM's nor Node's declarations), and the DOM and Node declare the ports
 * differently anyway.
 */
interface Host {
  MessageChannel?: new () => MessageChannelLike;
  setTimeout(callback: () => void, ms: number): unknown;
  performance: { now(): number };
}
const host = globalThis as unknown as Host;

/**
 * Resolves in a later macrotask (a `MessageChannel` message, or `setTimeout(0)` where there is none), so input,
 * rendering and other tasks run in between; a microtask would not let them.
 */
export function nextMacrotask(): Promise<void> {
  const Channel = host.MessageChannel;
  if (!Channel) return new Promise((resolve) => host.setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new Channel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Applies the rest of `pending` in slices of about `sliceMs`, yielding to the host between them. Resolves once it
 * is applied (also when someone else finished it meanwhile); rejects with its error, the state reverted, when an
 * operation does not fit.
 */
export async function finishInSlices(pending: PendingApply, options: SliceOptions = {}): Promise<void> {
  const sliceMs = options.sliceMs ?? SLICED_APPLY_SLICE_MS;
  const yieldToHost = options.yieldToHost ?? nextMacrotask;
  const now = options.now ?? (() => host.performance.now());
  for (;;) {
    const end = now() + sliceMs;
    let done = pending.step(OPS_PER_CHECK);
    while (!done && now() < end) done = pending.step(OPS_PER_CHECK);
    if (done) return;
    await yieldToHost();
  }
}

/**
 * {@link MapState.apply} spread over several tasks: one transaction, applied all or nothing, `version` advanced
 * once at the end. Transactions under {@link SLICED_APPLY_MIN_OPS} operations are applied at once, synchronously.
 */
export async function applyInSlices(state: MapState, tx: Transaction, options?: SliceOptions): Promise<void> {
  if (tx.ops.length < SLICED_APPLY_MIN_OPS) {
    state.apply(tx);
    return;
  }
  await finishInSlices(state.beginApply(tx), options);
}
