import { PNG } from 'pngjs';
import type request from 'supertest';
import { mapScene, type MapDocument } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { readPdf } from '../../test/readPdf';
import { pngScale } from './pngExport';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'exp-theme@example.com';

/** A PNG of one colour, `size` pixels square. */
function solidPng(rgb: [number, number, number], size = 16): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}
const RED = solidPng([255, 0, 0]);
const BLUE = solidPng([0, 0, 255]);
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#00ff00"/></svg>';

/**
 * The map: a central topic, a main topic showing an uploaded photo (covering its box), one showing an icon (an
 * uploaded SVG named by the node's `image`), a sub-topic, a relationship with a label, a background image and a
 * background video, in `theme`.
 */
function themedMap(mapId: string, photoUrl: string, theme: string) {
  const node = (id: string, x: number, y: number, data: Record<string, unknown> = {}) => ({
    position: { x, y },
    data: { id, label: id, ...data },
  });
  return {
    nodes: [
      node('Plan', 0, 0),
      node('Photo', 400, -200, { imageURL: photoUrl, backgroundFit: 'cover' }),
      node('Icon', 400, 200, { image: 'icon-star.svg', icon: 'star' }),
      node('Deep', 800, -200, { markers: ['flag-green', 'emoji:🚀'] }),
    ],
    edges: [
      { data: { id: 'e1', source: 'Plan', target: 'Photo' } },
      { data: { id: 'e2', source: 'Plan', target: 'Icon' } },
      { data: { id: 'e3', source: 'Photo', target: 'Deep' } },
      { data: { id: 'r1', source: 'Icon', target: 'Deep', label: 'depends on' } },
    ],
    canvas: {
      backgroundImages: [
        {
          id: 'bg',
          url: `/api/images/${mapId}/backdrop.png`,
          bounds: { x: -500, y: -500, width: 200, height: 100 },
        },
        { id: 'v', url: `/api/images/${mapId}/clip.mp4`, bounds: { x: -500, y: 300, w: 320, h: 180 } },
      ],
    },
    settings: { theme },
  };
}

describeEachBackend('drawing exports of a themed map with pictures', (backend) => {
  let t: TestApp;
  let owner: Agent;
  const maps: Record<string, { id: string; doc: MapDocument }> = {};

  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    for (const theme of ['midnight', 'paper']) {
      const id = await createMap(owner, `Themed ${theme}`);
      const upload = (route: string, name: string, bytes: Buffer, type: string) =>
        owner
          .post(`/api/s3/${route}`)
          .field('owner', OWNER)
          .field('mapId', id)
          .field('imageName', name)
          .field('contentType', type)
          .attach('image', bytes, { filename: name, contentType: type })
          .expect(200);
      const photo = await upload('uploadImage', 'photo.png', RED, 'image/png');
      await upload('uploadImage', 'icon-star.svg', Buffer.from(ICON), 'image/svg+xml');
      await upload('uploadAsset', 'backdrop.png', BLUE, 'image/png');
      const doc = themedMap(id, photo.body.publicUrl, theme);
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '"0"')
        .send(doc)
        .expect(200);
      maps[theme] = { id, doc: doc as unknown as MapDocument };
    }
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const exportAs = (theme: string, outputFormat: 'svg' | 'pdf' | 'png') =>
    owner
      .post('/api/documents/export')
      .send({ id: maps[theme].id, owner: OWNER, outputFormat, entitiesToExport: [] })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

  it('SVG: the theme background, each picture embedded as a data: URL, the labels as text in Inter', async () => {
    const svg = ((await exportAs('midnight', 'svg')).body as Buffer).toString('utf8');
    const images = [...svg.matchAll(/<image [^>]*xlink:href="data:([^;]+);base64,([^"]+)"/g)];
    // The photo, the backdrop, the icon, and the green flag marker from the icon set (the emoji is left out).
    expect(images.map((m) => m[1]).sort()).toEqual([
      'image/png',
      'image/png',
      'image/svg+xml',
      'image/svg+xml',
    ]);
    const decoded = images.map((m) => Buffer.from(m[2], 'base64'));
    expect(decoded.some((b) => b.equals(RED))).toBe(true);
    expect(decoded.some((b) => b.equals(BLUE))).toBe(true);
    expect(decoded.some((b) => b.toString('utf8').includes('#00ff00'))).toBe(true);
    expect(decoded.some((b) => b.toString('utf8').includes('stroke="#2f9e44"'))).toBe(true);
    expect(svg.match(/<use /g)).toHaveLength(4);
    expect(svg).toMatch(/<rect x="[-\d.]+" y="[-\d.]+" width="[\d.]+" height="[\d.]+" fill="#141923"\/>/);
    expect(svg).toContain('>depends on</tspan>');
    expect(svg).toContain('font-family="Inter, sans-serif"');
    expect(svg).toMatch(/font-weight="700"[^>]*><tspan[^>]*>Plan</);
  });

  it('PDF: every picture an image XObject, the labels extractable', async () => {
    const pdf = (await exportAs('midnight', 'pdf')).body as Buffer;
    const latin1 = pdf.toString('latin1');
    // The photo and the backdrop as they are (opaque PNGs), the icon drawn to a PNG with its transparency (an SMask).
    expect(latin1.match(/\/Subtype \/Image/g)!.length).toBeGreaterThanOrEqual(4);
    const texts = readPdf(pdf).flatMap((p) => p.texts);
    for (const label of ['Plan', 'Photo', 'Icon', 'Deep', 'depends on']) expect(texts).toContain(label);
    expect(latin1).toContain('/FontName /');
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
  });

  /** The PNG of a theme's map, and where a graph point lands in it. */
  async function pngOf(theme: string) {
    const png = PNG.sync.read((await exportAs(theme, 'png')).body as Buffer);
    const scene = mapScene(maps[theme].doc);
    const scale = pngScale(scene);
    expect(png.width).toBe(Math.round(scene.width * scale));
    const at = (x: number, y: number) => {
      const i = (Math.round((y - scene.minY) * scale) * png.width + Math.round((x - scene.minX) * scale)) * 4;
      return `#${[...png.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    };
    return { at, corner: at(scene.minX + 2, scene.minY + 2) };
  }

  it('PNG: the theme background, the photo, the icon and the background image where the canvas puts them', async () => {
    const { at, corner } = await pngOf('midnight');
    expect(corner).toBe('#141923');
    expect(at(400, -200)).toBe('#ff0000');
    expect(at(400, 200)).toBe('#00ff00');
    expect(at(-400, -450)).toBe('#0000ff');
    // The video: a box in a tint of the theme's neutral colour, not the background.
    expect(at(-490, 310)).not.toBe('#141923');
  });

  it('the same map in two themes: other background, other branch colours', async () => {
    const midnight = await pngOf('midnight');
    const paper = await pngOf('paper');
    expect(paper.corner).toBe('#f7f1e3');
    // The middle of the branch from Plan to Icon (an S-curve from Plan's right side to Icon's left side is
    // symmetric about its middle): the second branch colour of each palette.
    const middle = { x: (140 + 290) / 2, y: 100 };
    expect(midnight.at(middle.x, middle.y)).toBe('#ee6677');
    expect(paper.at(middle.x, middle.y)).toBe('#5d7052');
  });
});
