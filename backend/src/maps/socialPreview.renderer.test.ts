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
    t = await startTestApp({ staticDir, publicUrl: 'https://maps.example.com' });
    owner = await signedUpAgent(t.app, 'pat@example.com', 'Pat');
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('gives a public map its title and the stored preview as og:image', async () => {
    const id = await createMap(owner, 'Garden <plan>');
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const page = await t.http().get(`/maps/${id}/x`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<title>Garden &lt;plan&gt; | Mapa</title>');
    expect(page.text).toContain(
      `<meta property="og:image" content="https://maps.example.com/api/maps/${id}/preview.png" />`,
    );
  });

  it('takes og:url and og:image from PUBLIC_URL, never from the Host header', async () => {
    const id = await createMap(owner, 'Public plan');
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const page = await t
      .http()
      .get(`/maps/${id}`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(200);
    expect(page.text).toContain(`<meta property="og:url" content="https://maps.example.com/maps/${id}" />`);
    expect(page.text).toContain(
      `<meta property="og:image" content="https://maps.example.com/api/maps/${id}/preview.png" />`,
    );
    expect(page.text).not.toContain('evil.example');
  });

  it("serves a whole page for a title holding $' (once a replacement pattern that corrupted it)", async () => {
    const id = await createMap(owner, "Costs in $' and $`");
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const page = await t.http().get(`/maps/${id}`).expect(200);
    expect(page.text).toBe(
      "<!doctype html><html><head><title>Costs in $' and $` | Mapa</title>    " +
        [
          '<meta property="og:type" content="website" />',
          `<meta property="og:title" content="Costs in $' and $\`" />`,
          `<meta property="og:description" content="Costs in $' and $\`" />`,
          `<meta property="og:image" content="https://maps.example.com/api/maps/${id}/preview.png" />`,
          `<meta property="og:url" content="https://maps.example.com/maps/${id}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
          `<meta name="twitter:image" content="https://maps.example.com/api/maps/${id}/preview.png" />`,
        ].join('\n    ') +
        '\n  </head></html>',
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
