import type { LayoutEndpoint } from './LayoutService';

/**
 * Starts the layout worker as a module worker Vite bundles (elkjs included). Kept apart so that only code running
 * in a page evaluates `import.meta.url`. The one page global the engine reads outside its page adapter: Vite finds
 * and bundles a worker only in this literal form, `new Worker(new URL(…, import.meta.url))`; passed through the
 * adapter, the production build shipped no worker and every layout failed (e2e contentSecurityPolicy and layout
 * specs). Tests replace the whole function (`LayoutService` takes it as its factory).
 */
export function createLayoutWorker(): LayoutEndpoint {
  // eslint-disable-next-line no-restricted-globals -- Vite bundles a worker only from this literal form.
  const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'layout',
  });
  return {
    endpoint: worker,
    terminate: () => worker.terminate(),
    // A script that cannot be fetched (offline) fires 'error' and nothing else: no comlink answer ever comes.
    onError: (listener) =>
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        listener(new Error(event.message || 'The layout worker could not be started'));
      }),
  };
}
