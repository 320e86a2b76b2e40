import type { Operation } from './operation';

/** Thrown by `MapState.apply` when an operation does not fit the state; the state is left as it was. */
export class OperationError extends Error {
  override readonly name = 'OperationError';

  constructor(
    /** Position of the failing operation in its transaction. */
    readonly index: number,
    /** The failing operation. */
    readonly operation: Operation,
    /** Why it does not fit, e.g. `node "a" does not exist`. */
    readonly reason: string,
  ) {
    super(`Operation ${index} (${operation.type}) does not fit the map: ${reason}.`);
  }
}
