import { emptyDocument } from './emptyDocument';
import { parseMapDocument } from '../parse/parseMapDocument';

describe('emptyDocument', () => {
  it('is a valid, already normalised document', () => {
    const doc = emptyDocument();
    expect(parseMapDocument(doc)).toEqual({ ok: true, document: doc, warnings: [] });
    expect(emptyDocument()).not.toBe(doc);
  });
});
