import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LeaveGuard } from '../../sync/LeaveGuard';

/** The in-app address a click on this element would open, or null when the click is not such a navigation. */
export function inAppTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null; // new tab or window
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * In-app links out of the editor (logo, My maps, Account) wait for pending saves behind the 'Saving Changes...'
 * loader before navigating. Clicks are caught before react-router's own link handler sees them.
 */
export function useLeaveWaitsForSaves(guard: LeaveGuard, mapPath: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event, window.location.origin);
      if (target === null) return;
      const path = target.split(/[?#]/)[0];
      if (path === mapPath || path.startsWith(`${mapPath}/`)) return; // still this map
      event.preventDefault();
      event.stopPropagation();
      void guard.leave(() => navigate(target));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [guard, mapPath, navigate]);
}
