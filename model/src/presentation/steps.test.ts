import { mapOf } from '../editing/testMaps';
import { createTransaction } from '../ops/transaction';
import { removeNodesOps } from '../ops/build/nodeOps';
import { History } from '../history/History';
import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import {
  addStep,
  moveStep,
  presentationSteps,
  removeStep,
  resetPresentationStepsOps,
  setPresentationStepsOps,
} from './steps';

const at = (x: number, y = 0) => ({ x, y });
const tree = () => mapOf({ r: at(0), a: at(300), b: at(300, 100), c: at(600) }, ['r>a', 'r>b', 'a>c']);
const run = (state: MapState, ops: Operation[]) => state.apply(createTransaction('canvas.updated', ops));

describe('presentation steps', () => {
  it('are the generated order until the presenter saves one, which survives a document round trip', () => {
    const state = tree();
    expect(presentationSteps(state)).toEqual(['r', 'a', 'c', 'b']);
    run(state, setPresentationStepsOps(state, ['b', 'r']));
    expect(presentationSteps(state)).toEqual(['b', 'r']);
    expect(state.toDocument().canvas?.presentationSteps).toEqual(['b', 'r']);
  });

  it('leave out nodes deleted since they were saved', () => {
    const state = tree();
    run(state, setPresentationStepsOps(state, ['c', 'a', 'r']));
    state.apply(createTransaction('node.removed', removeNodesOps(state, ['a'])));
    expect(presentationSteps(state)).toEqual(['c', 'r']);
  });

  it('refuse an unknown node or a repeat by name and keep the stored steps', () => {
    const state = tree();
    run(state, setPresentationStepsOps(state, ['r', 'a']));
    expect(() => setPresentationStepsOps(state, ['r', 'ghost'])).toThrow(
      'presentation step "ghost" is not a node',
    );
    expect(() => setPresentationStepsOps(state, ['r', 'a', 'r'])).toThrow(
      'presentation step "r" is listed twice',
    );
    expect(presentationSteps(state)).toEqual(['r', 'a']);
  });

  it('ignore a stored value that is not a list of node ids', () => {
    const state = mapOf({ r: at(0), a: at(300) }, ['r>a'], {
      canvas: { nodesOrder: ['r', 'a'], presentationSteps: 'r,a' as unknown as string[] },
    });
    expect(presentationSteps(state)).toEqual(['r', 'a']);
  });

  it('are saved through one undoable transaction, and reset puts the generated order back', () => {
    const state = tree();
    const history = new History();
    const saved = createTransaction('canvas.updated', setPresentationStepsOps(state, ['b', 'a']));
    state.apply(saved);
    history.record(saved);
    expect(presentationSteps(state)).toEqual(['b', 'a']);
    const undo = history.undo();
    expect(undo).not.toBeNull();
    state.apply(undo!);
    expect(presentationSteps(state)).toEqual(['r', 'a', 'c', 'b']);
    run(state, setPresentationStepsOps(state, ['a']));
    run(state, resetPresentationStepsOps(state));
    expect(presentationSteps(state)).toEqual(['r', 'a', 'c', 'b']);
    expect(resetPresentationStepsOps(state)).toEqual([]);
    expect(setPresentationStepsOps(state, [])).not.toEqual([]);
  });

  it('are edited as lists: move, remove and add (once)', () => {
    expect(moveStep(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(removeStep(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(addStep(['a', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(addStep(['a', 'c'], 'a', 1)).toEqual(['a', 'c']);
    expect(addStep(['a'], 'z')).toEqual(['a', 'z']);
  });
});
