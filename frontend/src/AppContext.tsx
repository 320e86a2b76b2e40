import { createContext, useContext } from 'react';
import type { Api } from './api';
import type { ColorSchemeStore } from './colorScheme/ColorSchemeStore';
import type { LanguageStore } from './i18n/LanguageStore';
import type { SessionStore } from './stores/SessionStore';

/** What every page may use: the API client, the session, the interface language and the colour scheme. */
export interface AppServices {
  api: Api;
  session: SessionStore;
  language: LanguageStore;
  colorScheme: ColorSchemeStore;
}

export const AppContext = createContext<AppServices | null>(null);

/** The app's services; only valid under `<App>`. */
export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() outside <AppContext.Provider>');
  return services;
}
