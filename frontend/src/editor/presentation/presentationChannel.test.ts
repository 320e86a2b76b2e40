import { createEdge, createNode, emptyDocument, MapState } from '@mapa/model';
import { PresentationStore } from './PresentationStore';
import {
  openPresentationChannel,
  readPresentationMessage,
  speakerCommand,
  type PresentationMessage,
} from './presentationChannel';
import { runSpeakerCommand, speakerSnapshot } from './speakerSnapshot';

/** r → a, r → b; r has notes. */
function tree(): MapState {
  const r = createNode({ id: 'r', position: { x: 0, y: 0 }, label: 'Root' });
  r.data.description = '<p>Welcome</p>';
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: [
      r,
      ...['a', 'b'].map((id) => createNode({ id, position: { x: 0, y: 0 }, label: id.toUpperCase() })),
    ],
    edges: [
      createEdge({ id: 'ra', source: 'r', target: 'a' }),
      createEdge({ id: 'rb', source: 'r', target: 'b' }),
    ],
  });
}

describe('the presentation channel', () => {
  it('reads its own messages and refuses anything else', () => {
    expect(readPresentationMessage({ type: 'hello' })).toEqual({ type: 'hello' });
    expect(readPresentationMessage({ type: 'command', command: 'next' })).toEqual({
      type: 'command',
      command: 'next',
    });
    expect(readPresentationMessage({ type: 'command', command: 'leave' })).toBeNull();
    expect(readPresentationMessage({ type: 'state', snapshot: { active: true } })).toBeNull();
    expect(readPresentationMessage('hello')).toBeNull();
    expect(readPresentationMessage(null)).toBeNull();
  });

  it('lets a speaker view send the step keys, not Escape, F or S', () => {
    expect(speakerCommand('next')).toBe('next');
    expect(speakerCommand('first')).toBe('first');
    expect(speakerCommand('leave')).toBeNull();
    expect(speakerCommand('fullscreen')).toBeNull();
    expect(speakerCommand('speakerView')).toBeNull();
    expect(speakerCommand(null)).toBeNull();
  });

  it('describes the step for the speaker view and carries out its commands', () => {
    const state = tree();
    const presentation = new PresentationStore(
      () => state,
      () => 1000,
    );
    expect(speakerSnapshot(presentation, state)).toMatchObject({ active: false, current: null, next: null });
    presentation.enter();
    expect(speakerSnapshot(presentation, state)).toEqual({
      active: true,
      index: 0,
      count: 3,
      startedAt: 1000,
      current: { label: 'Root', description: '<p>Welcome</p>' },
      next: { label: 'A' },
    });
    runSpeakerCommand(presentation, 'last');
    expect(speakerSnapshot(presentation, state)).toMatchObject({
      index: 2,
      current: { label: 'B', description: '' },
    });
    expect(speakerSnapshot(presentation, state).next).toBeNull();
    runSpeakerCommand(presentation, 'previous');
    expect(presentation.index).toBe(1);
    runSpeakerCommand(presentation, 'blank');
    expect(presentation.blank).toBe(true);
  });

  it('carries messages between two ends of one map, and not to another map', async () => {
    const heard: PresentationMessage[] = [];
    const other: PresentationMessage[] = [];
    const presenter = openPresentationChannel('m1', (message) => heard.push(message))!;
    const stranger = openPresentationChannel('m2', (message) => other.push(message))!;
    const speaker = openPresentationChannel('m1', () => {})!;
    try {
      speaker.post({ type: 'hello' });
      speaker.post({ type: 'command', command: 'next' });
      await new Promise<void>((resolve) => {
        const check = () => (heard.length >= 2 ? resolve() : setImmediate(check));
        check();
      });
      expect(heard).toEqual([{ type: 'hello' }, { type: 'command', command: 'next' }]);
      expect(other).toEqual([]);
    } finally {
      presenter.close();
      stranger.close();
      speaker.close();
    }
  });
});
