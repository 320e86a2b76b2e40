import type { MapState } from '@mapa/model';
import type { PresentationStore } from './PresentationStore';
import type { SpeakerCommand, SpeakerSnapshot } from './presentationChannel';

/**
 * What the speaker view shows now: the step, its node's title and description (the notes) and the next step's
 * title, read from the presenting window's document, so notes edited during the talk show at once.
 */
export function speakerSnapshot(presentation: PresentationStore, state: MapState): SpeakerSnapshot {
  const current = presentation.currentNodeId ? state.getNode(presentation.currentNodeId) : undefined;
  const next = presentation.nextNodeId ? state.getNode(presentation.nextNodeId) : undefined;
  const description = current?.data.description;
  return {
    active: presentation.active,
    index: presentation.index,
    count: presentation.steps.length,
    startedAt: presentation.startedAt,
    current: current
      ? { label: current.data.label ?? '', description: typeof description === 'string' ? description : '' }
      : null,
    next: next ? { label: next.data.label ?? '' } : null,
  };
}

/** Carries out a speaker view's command in the presenting window. */
export function runSpeakerCommand(presentation: PresentationStore, command: SpeakerCommand): void {
  if (command === 'next') presentation.next();
  else if (command === 'previous') presentation.previous();
  else if (command === 'first') presentation.first();
  else if (command === 'last') presentation.last();
  else if (command === 'blank') presentation.toggleBlank();
  else presentation.toggleLaser();
}
