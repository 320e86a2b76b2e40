import type request from 'supertest';
import { createMap, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';

const OWNER = 'pics@example.com';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('node images: /api/s3/uploadImage and /api/s3/getImage', () => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let stranger: ReturnType<typeof request.agent>;
  let mapId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    stranger = await signedUpAgent(t.app, 'stranger@example.com');
    mapId = await createMap(owner);
  });
  afterAll(() => t.close());

  const upload = (agent: ReturnType<typeof request.agent>, name: string, bytes: Buffer, filename = 'x.bin') =>
    agent
      .post('/api/s3/uploadImage')
      .field('owner', OWNER)
      .field('mapId', mapId)
      .field('imageName', name)
      .field('contentType', 'image/png')
      .attach('image', bytes, { filename, contentType: 'application/octet-stream' });

  it('stores a PNG under a cleaned name and serves it back by getImage', async () => {
    const res = await upload(owner, 'my photo', PNG).expect(200);
    expect(res.body.imageName).toBe('my_photo.png');
    const got = await owner
      .post('/api/s3/getImage')
      .send({ owner: OWNER, mapId, imageName: 'my_photo.png' })
      .expect(200);
    // A durable address that checks access on each read, then redirects to a signed URL of a minute.
    expect(got.body.publicUrl).toBe(`/api/images/${mapId}/my_photo.png`);
    expect(res.body.publicUrl).toBe(got.body.publicUrl);
    const redirect = await owner.get(got.body.publicUrl).expect(302);
    expect(redirect.headers['cache-control']).toBe('private, max-age=30');
    const expires = Number(/expires=(\d+)/.exec(redirect.headers.location)![1]);
    expect(expires - Date.now()).toBeLessThanOrEqual(60_000);
    const blob = await t.http().get(redirect.headers.location).expect(200);
    expect(blob.headers['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(blob.body as Buffer, PNG)).toBe(0);
    await stranger.get(got.body.publicUrl).expect(404);
  });

  it('judges the type by content: a script called .png is refused, an SVG is sanitised', async () => {
    const fake = await upload(owner, 'evil.png', Buffer.from('#!/bin/sh\nrm -rf /'), 'evil.png').expect(415);
    expect(fake.body.message).toMatch(/PNG, JPEG, WebP and SVG/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>',
    );
    const res = await upload(owner, 'icon.png', svg).expect(200);
    expect(res.body.imageName).toBe('icon.svg');
    const stored = await t
      .http()
      .get((await owner.get(res.body.publicUrl).expect(302)).headers.location)
      .expect(200);
    const text = Buffer.isBuffer(stored.body) ? stored.body.toString('utf8') : stored.text;
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/alert|onload|script/);
  });

  it('answers 413 for more than 10 MB and keeps nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    const res = await upload(owner, 'big', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    await owner.post('/api/s3/getImage').send({ owner: OWNER, mapId, imageName: 'big.png' }).expect(404);
  });

  it('needs a session and write access; getImage 404s for strangers on a private map', async () => {
    await upload(t.http() as unknown as ReturnType<typeof request.agent>, 'a', PNG).expect(401);
    await upload(stranger, 'a', PNG).expect(404);
    await stranger
      .post('/api/s3/getImage')
      .send({ owner: OWNER, mapId, imageName: 'my_photo.png' })
      .expect(404);
    await owner.post('/api/s3/getImage').send({ owner: OWNER, mapId, imageName: '../map' }).expect(400);
    await upload(owner, 'a', Buffer.alloc(0)).expect(415);
  });
});

describe('icons: /api/icons/search and /api/icons/get-svg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('searches the Tabler set by name and tag, best match first; a blank query finds nothing', async () => {
    const res = await t.http().get('/api/icons/search').query({ query: 'home' }).expect(200);
    expect(res.body.icons[0]).toBe('home');
    expect(res.body.icons.length).toBeGreaterThan(5);
    expect(res.body.icons.every((name: string) => /^[a-z0-9-]+$/.test(name))).toBe(true);
    expect((await t.http().get('/api/icons/search').query({ query: '  ' }).expect(200)).body.icons).toEqual(
      [],
    );
  });

  it('returns an icon SVG and 404s for unknown or malformed names', async () => {
    const res = await t.http().get('/api/icons/get-svg').query({ icon: 'home' }).expect(200);
    expect(res.body.svg).toMatch(/^<svg/);
    await t.http().get('/api/icons/get-svg').query({ icon: 'no-such-icon-xyz' }).expect(404);
    await t.http().get('/api/icons/get-svg').query({ icon: '../../package' }).expect(404);
    const raw = await t.http().get('/api/icons/svg/home.svg').expect(200);
    expect(raw.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await t.http().get('/api/icons/svg/..%2Fpackage.svg').expect(404);
    const red = await t.http().get('/api/icons/svg/flag.svg').query({ color: '#e03131' }).expect(200);
    expect(String(red.body)).toContain('stroke="#e03131"');
    expect(String(red.body)).not.toContain('currentColor');
    await t.http().get('/api/icons/svg/flag.svg').query({ color: 'red;x' }).expect(400);
  });
});

describe('background media: /api/s3/uploadAsset and /api/images/{mapId}/{name}', () => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let mapId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    mapId = await createMap(owner);
  });
  afterAll(() => t.close());

  const upload = (name: string, bytes: Buffer) =>
    owner
      .post('/api/s3/uploadAsset')
      .field('owner', OWNER)
      .field('mapId', mapId)
      .field('imageName', name)
      .attach('image', bytes, { filename: name, contentType: 'application/octet-stream' });

  it('stores a video by its content and serves it through a durable address that checks access', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(32)]);
    const res = await upload('clip one.mov', mp4).expect(200);
    expect(res.body).toEqual({
      name: 'clip_one.mp4',
      url: `/api/images/${mapId}/clip_one.mp4`,
      contentType: 'video/mp4',
    });
    const redirect = await owner.get(res.body.url).expect(302);
    const blob = await t.http().get(redirect.headers.location).expect(200);
    expect(blob.headers['content-type']).toMatch(/^video\/mp4/);
    await t.http().get(res.body.url).expect(404);
    await owner.get(`/api/images/${mapId}/missing.png`).expect(404);
  });

  it('refuses what is neither an image nor a video', async () => {
    await upload('notes.png', Buffer.from('plain text')).expect(415);
  });

  it('takes an upper-case <SVG> (once a 500) and stores it cleaned, with a CSS-escaped url() removed', async () => {
    const svg = Buffer.from(
      '<SVG XMLNS="http://www.w3.org/2000/svg" VIEWBOX="0 0 8 8">' +
        '<RECT WIDTH="8" HEIGHT="8" STYLE="fill: u\\72l(https://evil.example/pixel)"/></SVG>',
    );
    const res = await upload('Logo.svg', svg).expect(200);
    expect(res.body).toMatchObject({ name: 'Logo.svg', contentType: 'image/svg+xml' });
    const redirect = await owner.get(res.body.url).expect(302);
    const stored = await t.http().get(redirect.headers.location).buffer(true).expect(200);
    const text = Buffer.isBuffer(stored.body) ? stored.body.toString('utf8') : stored.text;
    expect(text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"></rect></svg>',
    );
  });
});
