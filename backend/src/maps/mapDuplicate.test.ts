import type { MapDocument } from '@mapa/model';
import { copyTitle, duplicateDocument } from './mapDuplicate';

const source: MapDocument = {
  nodes: [
    {
      position: { x: 0, y: 0 },
      data: { id: 'a', label: 'A', image: 'photo.png', imageURL: 'https://signed/old' },
    },
    { position: { x: 1, y: 1 }, data: { id: 'b', label: 'B', image: 'https://elsewhere/pic.png' } },
  ],
  edges: [],
  version: 4,
  htmlContent: '<p>About</p>',
  canvas: {
    backgroundImages: [
      { id: 'bg', url: '/api/images/src123/wall.jpg', bounds: { x: 0, y: 0, width: 10, height: 10 } },
      { id: 'ext', url: 'https://example.com/x.png', bounds: { x: 0, y: 0, width: 10, height: 10 } },
    ],
  },
  settings: {
    templateEngine: 'BaseTemplate',
    defaultImage: 'default.svg',
    defaultImageURL: 'https://signed/d',
  },
};

describe('duplicateDocument', () => {
  it('lists the stored assets, points background images at the copy and drops signed URLs', () => {
    const { document, assets } = duplicateDocument(source, 'src123', 'copy456');
    expect(assets.sort()).toEqual(['default.svg', 'photo.png', 'wall.jpg']);
    expect(document.nodes[0].data).toEqual({ id: 'a', label: 'A', image: 'photo.png' });
    expect(document.nodes[1].data.image).toBe('https://elsewhere/pic.png');
    expect(document.canvas?.backgroundImages?.map((i) => i.url)).toEqual([
      '/api/images/copy456/wall.jpg',
      'https://example.com/x.png',
    ]);
    expect(document.settings).toMatchObject({ defaultImage: 'default.svg', defaultImageURL: null });
    expect(document).toMatchObject({ version: 4, htmlContent: '<p>About</p>' });
    expect(source.nodes[0].data.imageURL).toBe('https://signed/old'); // the source is not touched
  });

  it("names a copy 'Copy of …' within the 200-character title limit", () => {
    expect(copyTitle('Plan')).toBe('Copy of Plan');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
  });
});
