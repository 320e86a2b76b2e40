import { createTransaction } from '../ops/transaction';
import { invertTransaction } from '../ops/transaction';
import { addAnnotationOps, clearDrawingsOps } from './drawings';
import { mapOf } from './testMaps';

describe('drawings', () => {
  it('adds a 16 px text annotation in the given colour and ignores blank text', () => {
    const state = mapOf({}, [], { canvas: {} });
    expect(addAnnotationOps(state, { x: 1, y: 2 }, '   ', '#ff0000')).toEqual([]);
    const tx = createTransaction(
      'drawing.updated',
      addAnnotationOps(state, { x: 1, y: 2 }, 'Note', '#ff0000'),
    );
    state.apply(tx);
    expect(state.canvas!.drawingData).toEqual({
      paths: [],
      texts: [{ x: 1, y: 2, text: 'Note', fontSize: 16, color: '#ff0000' }],
    });
    state.apply(invertTransaction(tx));
    expect(state.canvas!.drawingData).toBeUndefined();
  });

  it('clears strokes and texts, and does nothing on an empty canvas', () => {
    const state = mapOf({}, [], {
      canvas: {
        drawingData: {
          paths: [{ points: [{ x: 0, y: 0 }], strokeWidth: 3, strokeColor: '#000000', coordSpace: 'graph' }],
          texts: [],
        },
      },
    });
    state.apply(createTransaction('drawing.updated', clearDrawingsOps(state)));
    expect(state.canvas!.drawingData).toEqual({ paths: [], texts: [] });
    expect(clearDrawingsOps(state)).toEqual([]);
    expect(clearDrawingsOps(mapOf({}))).toEqual([]);
  });
});
