import { getHeapStatistics } from 'node:v8';
import { ApiException } from '../common/apiException';

const MB = 1024 * 1024;

/** The refusal of an export over its memory budget (`budgetMb`). */
export const exportTooLarge = (budgetMb: number) =>
  new ApiException(
    422,
    'EXPORT_TOO_LARGE',
    `This export needs more than the ${budgetMb} MB of memory an export may use; export part of the map or another format`,
  );

/**
 * An export's memory budget: the heap its thread may fill (`EXPORT_MEMORY_MB`, by default three quarters of the
 * thread's heap limit), checked by the export itself as it goes (after reading the map, after laying it out, and
 * at every chunk it writes). Past it the export stops with 422 `EXPORT_TOO_LARGE`, a refusal the client hears
 * (as a status when it comes before the head), before the thread's own limit (`DOCUMENT_WORKER_MEMORY_MB`) is
 * reached: Node stops a thread over its limit, and one large allocation past it (parsing a big JSON text, say)
 * can abort the whole process (nodejs/node#47224). Memory outside the heap is bounded where it is made: four
 * chunks in flight, one PNG band, the images of a notes zip (`EXPORT_MAX_IMAGE_MB`).
 */
export class ExportMemory {
  private readonly budgetBytes: number;

  /** `budgetMb`: the budget, or undefined for three quarters of this thread's heap limit. */
  constructor(budgetMb: number | undefined) {
    this.budgetBytes = budgetMb ? budgetMb * MB : getHeapStatistics().heap_size_limit * 0.75;
  }

  /** The refusal once the heap in use is past the budget, else null. */
  over(): ApiException | null {
    if (getHeapStatistics().used_heap_size <= this.budgetBytes) return null;
    return exportTooLarge(Math.round(this.budgetBytes / MB));
  }

  /** Throws {@link over}'s refusal. */
  check(): void {
    const refusal = this.over();
    if (refusal) throw refusal;
  }
}
