import { createContext, useContext } from 'react';
import type { Api } from './api';
import type { SessionStore } from './stores/SessionStore';

/** What every page may use: the API client and the session. */
export interface AppServices {
  api: Api;
  session: SessionStore;
}

export const AppContext = createContext<AppServices | null>(null);

/** The app's services; only valid under `<App>`. */
export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() outside <AppContext.Provider>');
  return services;
}
