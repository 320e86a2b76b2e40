import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import { createMap, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';

describe('link previews of map pages', () => {
  let t: TestApp;
  let staticDir: string;
  let owner: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'mapa-static-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Mapa</title></head></html>',
    );
    t = await startTestApp({ staticDir });
    owner = await signedUpAgent(t.app, 'pat@example.com', 'Pat');
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('gives a public map its title and the stored preview as og:image', async () => {
    const id = await createMap(owner, 'Garden <plan>');
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const page = await t.http().get(`/maps/${id}/x`).set('host', 'maps.example.com').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<title>Garden &lt;plan&gt; | Mapa</title>');
    expect(page.text).toContain(
      `<meta property="og:image" content="http://maps.example.com/api/maps/${id}/preview.png" />`,
    );
  });

  it('reveals nothing about a private map', async () => {
    const id = await createMap(owner, 'Secret plan');
    const page = await t.http().get(`/maps/${id}`).expect(200);
    expect(page.text).not.toContain('Secret plan');
    expect(page.text).not.toContain('og:image');
    expect(page.text).toContain('<title>Mapa</title>');
  });
});
