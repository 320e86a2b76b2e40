import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router';
import { useApp } from '../AppContext';
import { FullPageLoader } from '../components/FullPageLoader';

/** Shows its children to signed-in users; sends everyone else to `/signin` and back here afterwards. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useApp();
  const location = useLocation();
  if (session.status === 'unknown') return <FullPageLoader />;
  if (session.status === 'signedOut') {
    return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
});
