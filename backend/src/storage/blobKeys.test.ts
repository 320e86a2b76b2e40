import { InvalidBlobKeyError, mapDocumentKey, parseResourceKey, resourceKey, versionKey } from './blobKeys';

const ID = 'abcDEF012_-xyz';

describe('blob keys', () => {
  it('builds the keys of DESIGN §5 from valid parts', () => {
    expect(mapDocumentKey('ada@example.com', ID)).toBe(`ada@example.com/${ID}/map`);
    expect(resourceKey('ada@example.com', ID, 'preview.png')).toBe(`ada@example.com/${ID}/preview.png`);
    expect(resourceKey('ada@example.com', ID, 'assets/12_photo.png')).toBe(
      `ada@example.com/${ID}/assets/12_photo.png`,
    );
    expect(resourceKey('a+b@x.io', ID, 'attachments/node-1/report.pdf')).toBe(
      `a+b@x.io/${ID}/attachments/node-1/report.pdf`,
    );
    expect(parseResourceKey(`ada@example.com/${ID}/assets/x.png`)).toEqual({
      ownerEmail: 'ada@example.com',
      mapId: ID,
      resourcePath: 'assets/x.png',
    });
  });

  it('keeps version documents under versions/, refusing ids that could leave it', () => {
    expect(versionKey('ada@example.com', ID, 'v-1_A')).toBe(`ada@example.com/${ID}/versions/v-1_A`);
    expect(parseResourceKey(`ada@example.com/${ID}/versions/v-1_A`).resourcePath).toBe('versions/v-1_A');
    for (const bad of ['..', '../map', 'a/b', '', '.x'])
      expect(() => versionKey('ada@example.com', ID, bad)).toThrow(InvalidBlobKeyError);
    expect(() => parseResourceKey(`ada@example.com/${ID}/versions/../map`)).toThrow(InvalidBlobKeyError);
  });

  it.each([
    ['ada@example.com', ID, '../map'],
    ['ada@example.com', ID, 'assets/../map'],
    ['ada@example.com', ID, 'assets/.hidden'],
    ['ada@example.com', ID, 'assets/a/b.png'],
    ['ada@example.com', ID, 'other'],
    ['ada@example.com', '../../etc', 'map'],
    ['ada/../x@example.com', ID, 'map'],
    ['Ada@Example.com', ID, 'map'],
    ['', ID, 'map'],
  ])('refuses %s / %s / %s', (owner, id, path) => {
    expect(() => resourceKey(owner, id, path)).toThrow(InvalidBlobKeyError);
  });
});
