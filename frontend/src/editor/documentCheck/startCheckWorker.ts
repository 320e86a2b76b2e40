/**
 * Starts the document check worker (a module worker Vite bundles with the model). Kept apart so that only code
 * running in a page evaluates `import.meta.url`; null where there are no workers.
 */
export const startCheckWorker: (() => Worker) | null =
  typeof Worker === 'undefined'
    ? null
    : () =>
        new Worker(new URL('./documentCheck.worker.ts', import.meta.url), {
          type: 'module',
          name: 'document-check',
        });
