import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { openPresentationChannel } from './presentationChannel';
import { runSpeakerCommand, speakerSnapshot } from './speakerSnapshot';

/**
 * Keeps speaker views of this map (other windows, `?speaker=true`, see `SpeakerPage`) in step with the talk given
 * here, over a BroadcastChannel: the step is sent whenever it, the steps or the document change; a speaker view
 * that (re)opens says hello and is answered by the presenting window; its next/previous commands are carried
 * out here. Windows of the map that are not presenting stay silent.
 */
export function usePresenterChannel(stores: EditorStores): void {
  useEffect(() => {
    const { presentation, doc, map } = stores;
    const channel = openPresentationChannel(map.id, (message) => {
      if (!presentation.active) return;
      if (message.type === 'hello') send();
      else if (message.type === 'command') runSpeakerCommand(presentation, message.command);
    });
    if (!channel) return;
    const send = () => channel.post({ type: 'state', snapshot: speakerSnapshot(presentation, doc.state) });
    // Leaving is sent too: the speaker view then waits for the next talk.
    const stopSteps = reaction(
      () => [presentation.active, presentation.index, presentation.startedAt, presentation.steps],
      send,
    );
    const stopDoc = doc.subscribe(() => {
      if (presentation.active) send();
    });
    return () => {
      stopSteps();
      stopDoc();
      channel.close();
    };
  }, [stores]);
}
