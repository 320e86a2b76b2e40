import { createNode } from '../defaults/createNode';
import {
  MAX_DESCRIPTION_BYTES,
  MAX_HTML_CONTENT_BYTES,
  MAX_LABEL_CHARS,
  documentLimitIssue,
  operationLimitIssue,
} from './contentLimits';

const node = (label: string, description = '') => {
  const made = createNode({ position: { x: 0, y: 0 }, label });
  return { ...made, data: { ...made.data, description } };
};

describe('content limits', () => {
  it('names the label over 10,000 characters', () => {
    expect(
      operationLimitIssue({ type: 'node.add', node: node('x'.repeat(MAX_LABEL_CHARS)) }, ['ops', 0]),
    ).toBe(undefined);
    expect(
      operationLimitIssue({ type: 'node.add', node: node('x'.repeat(MAX_LABEL_CHARS + 1)) }, ['ops', 0]),
    ).toEqual({
      path: 'ops[0].node.data.label',
      message: 'ops[0].node.data.label: at most 10,000 characters',
    });
  });

  it('counts descriptions and htmlContent in UTF-8 bytes', () => {
    const fits = 'é'.repeat(MAX_DESCRIPTION_BYTES / 2); // two bytes each
    const over = fits + 'é';
    const a = node('a', fits);
    const b = { ...a, data: { ...a.data, description: over } };
    expect(operationLimitIssue({ type: 'node.update', id: a.data.id, from: a, to: a }, [])).toBeUndefined();
    expect(operationLimitIssue({ type: 'node.update', id: a.data.id, from: a, to: b }, [])?.path).toBe(
      'to.data.description',
    );
    const html = {
      type: 'document.update' as const,
      key: 'htmlContent',
      to: '😀'.repeat(MAX_HTML_CONTENT_BYTES / 4 + 1),
    };
    expect(operationLimitIssue(html, [])?.message).toBe('to: at most 2 MB');
  });

  it('leaves removals alone, so an over-long value from before the limits can still go', () => {
    const long = node('x'.repeat(MAX_LABEL_CHARS + 1));
    expect(operationLimitIssue({ type: 'node.remove', node: long }, [])).toBeUndefined();
  });

  it('finds the first field of a document over its limit', () => {
    const ok = { nodes: [node('a')], edges: [], htmlContent: '' };
    expect(documentLimitIssue(ok)).toBeUndefined();
    const edge = { data: { id: 'e', source: 'a', target: 'b', label: 'x'.repeat(MAX_LABEL_CHARS + 1) } };
    expect(documentLimitIssue({ ...ok, edges: [edge] })?.path).toBe('edges[0].data.label');
    expect(documentLimitIssue({ ...ok, htmlContent: 'x'.repeat(MAX_HTML_CONTENT_BYTES + 1) })?.path).toBe(
      'htmlContent',
    );
  });
});
