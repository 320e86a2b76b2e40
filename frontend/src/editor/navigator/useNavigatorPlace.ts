import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import type { EditorStores } from '../EditorContext';

/**
 * Whether the navigator has a place here: not on mobile (no room), not in flashcards view, not in presentation
 * mode (`presentationMode=true` in the address, or a presentation started from the sidebar). Read-only viewers and
 * embeds (`hideNavbar=true`) have it. Read inside an observer.
 */
export function useNavigatorPlace({ ui }: Pick<EditorStores, 'ui'>): boolean {
  const [params] = useSearchParams();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  return (
    !mobile && ui.viewMode !== 'flashcards' && !ui.presenting && params.get('presentationMode') !== 'true'
  );
}
