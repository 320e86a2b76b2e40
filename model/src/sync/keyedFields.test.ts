import { operationSchema } from './operationSchema';
import { keyedFieldSchema, keyedUpdateIssue } from './keyedFields';

const path = (op: object) => {
  const result = operationSchema.safeParse(op);
  return result.success ? null : result.error.issues.map((i) => i.path.join('.'));
};

describe('key-level updates are checked field by field', () => {
  it('refuses values of the wrong type for the field, naming `to`', () => {
    // The variants a hostile-input probe got stored (issue #10), each of which broke the map for good.
    expect(path({ type: 'canvas.update', key: 'zoom', from: 1, to: 'huge' })).toEqual(['to']);
    expect(path({ type: 'canvas.update', key: 'zoom', to: -5 })).toEqual(['to']);
    expect(path({ type: 'canvas.update', key: 'center', to: 'x' })).toEqual(['to']);
    expect(path({ type: 'canvas.update', key: 'center', to: { x: 1, y: 'a' } })).toEqual(['to.y']);
    expect(path({ type: 'settings.update', key: 'defaultTextSize', to: 'big' })).toEqual(['to']);
    expect(path({ type: 'settings.update', key: 'disableAutomaticPositioning', to: 'maybe' })).toEqual([
      'to',
    ]);
    expect(path({ type: 'settings.update', key: 'defaultNodeShape', to: 'blob' })).toEqual(['to']);
    expect(path({ type: 'document.update', key: 'canvas', to: { nodesOrder: 42 } })).toEqual([
      'to.nodesOrder',
    ]);
    expect(path({ type: 'document.update', key: 'settings', to: 'x' })).toEqual(['to']);
    expect(path({ type: 'document.update', key: 'htmlContent', to: 7 })).toEqual(['to']);
  });

  it('accepts presentation steps as a list of node ids and refuses anything else, naming where', () => {
    expect(path({ type: 'canvas.update', key: 'presentationSteps', to: ['a', 'b'] })).toBeNull();
    expect(path({ type: 'canvas.update', key: 'presentationSteps', from: ['a'] })).toBeNull();
    expect(path({ type: 'canvas.update', key: 'presentationSteps', to: 'a,b' })).toEqual(['to']);
    expect(path({ type: 'canvas.update', key: 'presentationSteps', to: ['a', 3] })).toEqual(['to.1']);
  });

  it('checks `from` as well, since the log hands it to other editors', () => {
    expect(path({ type: 'canvas.update', key: 'zoom', from: 'huge', to: 2 })).toEqual(['from']);
  });

  it('refuses keys that are not fields, or that have operations of their own', () => {
    expect(path({ type: 'canvas.update', key: 'nodesOrder', to: [] })).toEqual(['key']);
    expect(path({ type: 'canvas.update', key: 'made_up', to: 1 })).toEqual(['key']);
    expect(path({ type: 'settings.update', key: 'made_up', to: 1 })).toEqual(['key']);
    expect(path({ type: 'document.update', key: 'nodes', to: [] })).toEqual(['key']);
    expect(path({ type: 'document.update', key: 'version', to: 3 })).toEqual(['key']);
    expect(path({ type: 'document.update', key: '__proto__', to: {} })).toEqual(['key']);
    expect(keyedUpdateIssue({ type: 'canvas.update', key: 'drawingData' })?.message).toBe(
      'canvas.drawingData has its own operations',
    );
  });

  it('accepts what the op builders make, absent values and unknown top-level fields', () => {
    expect(path({ type: 'canvas.update', key: 'zoom', from: 1, to: 2.5 })).toBeNull();
    expect(path({ type: 'canvas.update', key: 'backgroundColor', from: '#fff' })).toBeNull();
    expect(path({ type: 'canvas.update', key: 'selection', to: { anything: [1] } })).toBeNull();
    expect(path({ type: 'settings.update', key: 'disableAutomaticPositioning', to: null })).toBeNull();
    expect(
      path({ type: 'settings.update', key: 'templateEngine', from: 'BaseTemplate', to: 'Tree TD' }),
    ).toBeNull();
    expect(path({ type: 'document.update', key: 'canvas', from: null, to: { nodesOrder: [] } })).toBeNull();
    expect(path({ type: 'document.update', key: 'htmlContent', from: '', to: '<p>x</p>' })).toBeNull();
    expect(path({ type: 'document.update', key: 'customThing', to: { kept: true } })).toBeNull();
    expect(keyedFieldSchema('document.update', 'customThing')).toBeNull();
  });
});
