import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useApp } from './AppContext';
import { FullPageLoader } from './components/FullPageLoader';
import { AccountPage } from './pages/AccountPage';
import { AuthPage } from './pages/AuthPage';
import { MapsPage } from './pages/MapsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlansPage } from './pages/PlansPage';
import { RequireSession } from './pages/RequireSession';

// The editor (PixiJS, Quill) loads only when a map is opened; the help pages (Markdown) only when one is read.
const EditorPage = lazy(() => import('./editor/EditorPage').then((m) => ({ default: m.EditorPage })));
const HelpPage = lazy(() => import('./pages/help/HelpPage').then((m) => ({ default: m.HelpPage })));

/** `/` goes to the map list when signed in, else to sign-in. */
const HomeRedirect = observer(function HomeRedirect() {
  const { session } = useApp();
  if (session.status === 'unknown') return <FullPageLoader />;
  return <Navigate to={session.status === 'signedIn' ? '/maps' : '/signin'} replace />;
});

/** The app's routes (spec §2.1, DESIGN §4). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/signin" element={<AuthPage mode="signin" />} />
      <Route path="/signup" element={<AuthPage mode="signup" />} />
      <Route
        path="/maps"
        element={
          <RequireSession>
            <MapsPage />
          </RequireSession>
        }
      />
      <Route
        path="/account"
        element={
          <RequireSession>
            <AccountPage />
          </RequireSession>
        }
      />
      <Route
        path="/plans"
        element={
          <RequireSession>
            <PlansPage />
          </RequireSession>
        }
      />
      <Route
        path="/maps/:id/*"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <EditorPage />
          </Suspense>
        }
      />
      <Route
        path="/help/:topic"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <HelpPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
