import { runLayout } from './runLayout';
import { packLayoutResult } from './packing/packLayoutResult';
import type { PackedLayoutInput, PackedLayoutResult } from './packing/packedLayout';
import { unpackLayoutInput } from './packing/unpackLayoutInput';

/** What the layout worker offers the main thread. */
export interface LayoutWorkerApi {
  /** Lays the packed request out with template `name`; the answer comes back packed (see PackedLayoutResult). */
  run(name: string, input: PackedLayoutInput): Promise<PackedLayoutResult>;
  /** Answers once the worker runs (its code is loaded): see `LayoutService.warmUp`. */
  ready(): Promise<true>;
}

/** The worker's whole job: unpack, run the template, pack the answer. Also runs in-thread (covers, tests). */
export const layoutWorkerApi: LayoutWorkerApi = {
  async run(name, packed) {
    const started = performance.now();
    const input = unpackLayoutInput(packed);
    const result = await runLayout(name, input);
    return packLayoutResult(input, result, performance.now() - started);
  },
  ready: () => Promise.resolve(true),
};
