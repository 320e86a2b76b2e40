import { page } from '../page/pageAdapter';
import type { LayoutEndpoint } from './LayoutService';

/**
 * Starts the layout worker as a module worker Vite bundles (elkjs included). Kept apart so that only code running
 * in a page evaluates `import.meta.url`.
 */
export function createLayoutWorker(): LayoutEndpoint {
  const worker = page().createWorker(new URL('./layout.worker.ts', import.meta.url), {
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
