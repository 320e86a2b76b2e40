import {
  createEdge,
  createNode,
  createTransaction,
  emptyDocument,
  MapState,
  removeNodesOps,
  setPresentationStepsOps,
} from '@mapa/model';
import { PresentationStore } from './PresentationStore';

/** r → a → c, r → b: steps r, a, c, b. */
function tree(): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['r', 'a', 'b', 'c'].map((id) => createNode({ id, position: { x: 0, y: 0 } })),
    edges: [
      createEdge({ id: 'ra', source: 'r', target: 'a' }),
      createEdge({ id: 'rb', source: 'r', target: 'b' }),
      createEdge({ id: 'ac', source: 'a', target: 'c' }),
    ],
  });
}

describe('PresentationStore', () => {
  it('starts at the first step, or at the step the URL names, and walks between the ends', () => {
    const state = tree();
    const presentation = new PresentationStore(() => state);
    expect(presentation.currentNodeId).toBeNull();
    presentation.enter();
    expect(presentation.steps).toEqual(['r', 'a', 'c', 'b']);
    expect(presentation.currentNodeId).toBe('r');
    presentation.previous();
    expect(presentation.index).toBe(0);
    presentation.next();
    presentation.next();
    expect(presentation.currentNodeId).toBe('c');
    expect(presentation.nextNodeId).toBe('b');
    presentation.last();
    presentation.next();
    expect(presentation.currentNodeId).toBe('b');
    expect(presentation.nextNodeId).toBeNull();
    presentation.first();
    expect(presentation.currentNodeId).toBe('r');

    presentation.leave();
    presentation.enter('3');
    expect(presentation.currentNodeId).toBe('c');
    presentation.enter('99');
    expect(presentation.currentNodeId).toBe('b');
  });

  it('blanks and shows the laser only while presenting; moving on brings the screen back', () => {
    const state = tree();
    const presentation = new PresentationStore(() => state);
    presentation.toggleBlank();
    expect(presentation.blank).toBe(false);
    presentation.enter();
    presentation.toggleBlank();
    presentation.toggleLaser();
    expect(presentation).toMatchObject({ blank: true, laser: true });
    presentation.next();
    expect(presentation.blank).toBe(false);
    presentation.leave();
    expect(presentation).toMatchObject({ active: false, blank: false, laser: false });
  });

  it('follows edited steps and deleted nodes without losing its place', () => {
    const state = tree();
    const presentation = new PresentationStore(() => state);
    presentation.enter('2');
    expect(presentation.currentNodeId).toBe('a');
    state.apply(createTransaction('canvas.updated', setPresentationStepsOps(state, ['b', 'c', 'a'])));
    presentation.refresh();
    expect(presentation).toMatchObject({ index: 2, currentNodeId: 'a' });
    state.apply(createTransaction('node.removed', removeNodesOps(state, ['a'])));
    presentation.refresh();
    expect(presentation.steps).toEqual(['b', 'c']);
    expect(presentation.currentNodeId).toBe('c');
  });

  it('has no current step on a map without nodes', () => {
    const empty = MapState.fromDocument(emptyDocument());
    const presentation = new PresentationStore(() => empty);
    presentation.enter('2');
    presentation.next();
    expect(presentation).toMatchObject({ active: true, index: -1, currentNodeId: null });
  });

  it('opens the speaker view only while presenting, with the start time for its timer; leaving closes it', () => {
    const presentation = new PresentationStore(tree, () => 5000);
    presentation.setSpeaker(true);
    expect(presentation.speaker).toBe(false);
    presentation.enter();
    expect(presentation.startedAt).toBe(5000);
    presentation.setSpeaker(true);
    expect(presentation.speaker).toBe(true);
    presentation.leave();
    expect(presentation.speaker).toBe(false);
  });
});
