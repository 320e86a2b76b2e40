import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from 'react-router';
import { anyItemOpen, closeOpenItems, type OpenItemStores } from './openItems';
import { useLatest } from '../../lib/useLatest';

/** History state marking the entry pushed when an item opened. */
const PANEL_STATE = 'mapaPanel';

/** The state of the current history entry as given to `navigate` (React Router keeps it under `usr`). */
const entryState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr ?? null;

const isPanelEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[PANEL_STATE] === true;

/**
 * The browser's Back button closes an open node panel, edge toolbar or context menu instead of leaving the map
 * (spec §2.1). Opening the first of them pushes a history entry for the same address; Back pops it and closes
 * what is open; closing the last of them otherwise pops the entry too, so history does not fill up with entries.
 */
export function useBackClosesPanel(stores: OpenItemStores): void {
  const navigate = useNavigate();
  const location = useLocation();
  const pushed = useRef(false);
  const here = useLatest(location);

  useEffect(
    () =>
      reaction(
        () => anyItemOpen(stores),
        (open) => {
          if (open && !pushed.current) {
            pushed.current = true;
            const { pathname, search, hash } = here.current;
            navigate({ pathname, search, hash }, { state: { [PANEL_STATE]: true } });
          } else if (!open && pushed.current) {
            pushed.current = false;
            navigate(-1);
          }
        },
      ),
    [stores, navigate, here],
  );

  // Back (or Forward elsewhere) left the entry: seen on `popstate` itself, not on the router's location. That
  // location renders in a transition, and when Back comes before the pushed entry rendered (a busy machine), the
  // two render as one: the entry Back returns to equals the one before the push, so nothing seems to change.
  useEffect(() => {
    const onPop = () => {
      if (!pushed.current || isPanelEntry(entryState())) return;
      pushed.current = false;
      closeOpenItems(stores);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [stores]);
}
