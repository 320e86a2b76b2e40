import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter } from 'react-router';
import { createApi } from './api';
import { AppContext, type AppServices } from './AppContext';
import { AppRoutes } from './AppRoutes';
import { SessionStore } from './stores/SessionStore';
import { theme } from './theme';

/** Providers (theme, notifications, services, router) around the routes. */
export function App() {
  const [services] = useState<AppServices>(() => {
    const api = createApi();
    return { api, session: new SessionStore(api.auth) };
  });

  useEffect(() => {
    services.session.load().catch((error: unknown) => console.error('Session check failed', error));
  }, [services]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
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
