import { createEdge, createNode, emptyDocument, MapState, presentationSteps } from '@mapa/model';
import { resetStepsTransaction, stepsTransaction } from './stepTransactions';

/** r → a, r → b: generated steps r, a, b. */
function tree(): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['r', 'a', 'b'].map((id) => createNode({ id, position: { x: 0, y: 0 } })),
    edges: [
      createEdge({ id: 'ra', source: 'r', target: 'a' }),
      createEdge({ id: 'rb', source: 'r', target: 'b' }),
    ],
  });
}

describe('step transactions', () => {
  it('store an edited order as one canvas.updated change and reset back to the generated one', () => {
    const state = tree();
    const edited = stepsTransaction(state, ['b', 'r']);
    expect(edited?.label).toBe('canvas.updated');
    state.apply(edited!);
    expect(presentationSteps(state)).toEqual(['b', 'r']);
    expect(stepsTransaction(state, ['b', 'r'])).toBeNull();
    const reset = resetStepsTransaction(state);
    state.apply(reset!);
    expect(presentationSteps(state)).toEqual(['r', 'a', 'b']);
    expect(resetStepsTransaction(state)).toBeNull();
  });

  it('refuse a step that is not a node of the map, leaving the stored steps as they were', () => {
    const state = tree();
    state.apply(stepsTransaction(state, ['a'])!);
    expect(() => stepsTransaction(state, ['a', 'gone'])).toThrow(/"gone" is not a node/);
    expect(presentationSteps(state)).toEqual(['a']);
  });
});
