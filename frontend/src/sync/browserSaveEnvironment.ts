import type { SaveEnvironment } from './saveContracts';

/** The browser's connectivity and unload events. */
export const browserSaveEnvironment: SaveEnvironment = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  onUnload(listener) {
    window.addEventListener('beforeunload', listener);
    window.addEventListener('pagehide', listener);
    return () => {
      window.removeEventListener('beforeunload', listener);
      window.removeEventListener('pagehide', listener);
    };
  },
};
