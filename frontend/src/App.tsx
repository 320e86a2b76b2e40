import { useEffect, useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { createApi } from './api';
import { AppContext, type AppServices } from './AppContext';
import { AppRoutes } from './AppRoutes';
import { errorMessage } from './api/errorMessage';
import { ColorSchemeStore } from './colorScheme/ColorSchemeStore';
import i18n from './i18n';
import { LanguageStore } from './i18n/LanguageStore';
import { SessionStore } from './stores/SessionStore';
import { cssVariablesResolver, localizedTheme } from './theme';

/** Providers (theme and colour scheme, notifications, services, router) around the routes. */
export function App() {
  const [services] = useState<AppServices>(() => {
    const api = createApi();
    const session = new SessionStore(api.auth);
    const language = new LanguageStore(i18n, session, api.auth, {
      onSaveError: (error) =>
        notifications.show({
          color: 'red',
          message: i18n.t('language.saveError', { message: errorMessage(error, i18n.t) }),
        }),
    });
    const colorScheme = new ColorSchemeStore(session, api.auth);
    return { api, session, language, colorScheme };
  });

  const { i18n: current } = useTranslation();
  // Built for the language shown: the names it gives Mantine's buttons change with it.
  const language = current.language;
  const theme = useMemo(() => localizedTheme(current.getFixedT(language)), [current, language]);
  useEffect(() => services.language.start(), [services]);
  useEffect(() => services.colorScheme.start(), [services]);
  useEffect(() => {
    services.session.load().catch((error: unknown) => console.error('Session check failed', error));
  }, [services]);

  return (
    // The scheme comes from the colour scheme store (this browser's last one, then the account's); the page was
    // already drawn in it by public/colorScheme.js before this ran.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={services.colorScheme}
    >
      {/* The automatic-positioning toast (text, checkbox, two buttons) is taller than the 200 px default. */}
      <Notifications position="bottom-left" notificationMaxHeight={400} />
      <AppContext.Provider value={services}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppContext.Provider>
    </MantineProvider>
  );
}
