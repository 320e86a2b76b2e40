import { MapState, parseMapDocument } from '@mapa/model';
import { descriptionTransaction, metadataDescription, METADATA_DESCRIPTION_MAX } from './documentDescription';

function state(htmlContent: string): MapState {
  const parsed = parseMapDocument({ nodes: [], edges: [], version: 0, htmlContent });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

describe('descriptionTransaction', () => {
  it("sets htmlContent under the spec's label 'Updated document description'", () => {
    const current = state('<p>old</p>');
    const tx = descriptionTransaction(current, '<p>new</p>');
    expect(tx?.label).toBe('Updated document description');
    current.apply(tx!);
    expect(current.htmlContent).toBe('<p>new</p>');
  });

  it('is null when nothing changes', () => {
    expect(descriptionTransaction(state('<p>same</p>'), '<p>same</p>')).toBeNull();
  });
});

describe('metadataDescription', () => {
  it('keeps the text with single spaces', () => {
    expect(metadataDescription('<p>Photo<b>synthesis</b></p>\n<p>  in   plants</p>')).toMatch(
      /^Photosynthesis\s?in plants$/,
    );
  });

  it('cuts at the metadata limit', () => {
    expect(metadataDescription(`<p>${'a'.repeat(6000)}</p>`)).toHaveLength(METADATA_DESCRIPTION_MAX);
  });
});
