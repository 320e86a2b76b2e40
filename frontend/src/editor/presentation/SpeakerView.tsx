import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useEditor } from '../EditorContext';

/** The speaker view's address for map `mapId`: a page of its own (`SpeakerPage`), kept in step by messages. */
export function speakerUrl(mapId: string): string {
  return `/maps/${encodeURIComponent(mapId)}?presentationMode=true&speaker=true`;
}

/**
 * Opens the speaker view (S, issue 13) in a second window while mounted, and closes it when unmounted (S again,
 * or the talk ends). The window is a page of its own at `speakerUrl`, kept in step over the presentation channel
 * (`usePresenterChannel`), so it survives a reload of either window. A speaker view already open under the same
 * name (from before this window reloaded) is taken over as it is, not loaded again.
 */
export const SpeakerWindow = observer(function SpeakerWindow() {
  const { presentation, map } = useEditor();

  useEffect(() => {
    const win = window.open('', `mapa-speaker-${map.id}`, 'popup,width=1000,height=680');
    // A blocked pop-up: there is no speaker view.
    if (!win) {
      presentation.setSpeaker(false);
      return;
    }
    if (win.location.href === 'about:blank') win.location.replace(speakerUrl(map.id));
    // Closed by the speaker: S opens it again rather than "closing" it. (A window has no close event we can hear
    // from here once it has loaded a page of its own.)
    const watch = setInterval(() => {
      if (win.closed) presentation.setSpeaker(false);
    }, 1000);
    return () => {
      clearInterval(watch);
      win.close();
    };
  }, [presentation, map]);

  return null;
});
