import { unzipSync, strFromU8 } from 'fflate';
import { PNG } from 'pngjs';
import type request from 'supertest';
import { EXPORT_FORMATS, type ExportFormat } from '@mapa/model';
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
import { BAD, stringsOf, unsafeDocument, unsafeStrings } from '../../test/unsafeText';
import { xmlError } from '../../../model/src/testing/wellFormedXml';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey } from '../storage/blobKeys';
import { MapsRepository } from '../maps/maps.repository';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'exp-text@example.com';

/**
 * What each format's answer must be: complete, well-formed (XML read by a conforming parser, the PNG decoded, the
 * PDF's pages read, JSON parsed) and free of the characters the text rule drops. `text` is what it says, for the
 * caller to find the labels in.
 */
function checkAnswer(format: ExportFormat, body: Buffer): string {
  const utf8 = body.toString('utf8');
  const xml = (text: string) => {
    expect(xmlError(text)).toBeNull();
    return text;
  };
  switch (format) {
    case 'opml':
    case 'mm':
    case 'svg':
      xml(utf8);
      break;
    case 'json':
      expect(unsafeStrings(JSON.parse(utf8))).toEqual([]);
      return stringsOf(JSON.parse(utf8)).join('\n');
    case 'xmind': {
      const files = unzipSync(new Uint8Array(body));
      xml(strFromU8(files['content.xml']));
      const json = ['content.json', 'metadata.json', 'manifest.json'].map((n) =>
        JSON.parse(strFromU8(files[n])),
      );
      expect(unsafeStrings(json)).toEqual([]);
      return stringsOf(json).join('\n');
    }
    case 'html-zip':
    case 'md-zip':
      return Object.values(unzipSync(new Uint8Array(body)))
        .map((bytes) => strFromU8(bytes))
        .join('\n');
    case 'pdf': {
      const latin1 = body.toString('latin1');
      expect(latin1.startsWith('%PDF-1.')).toBe(true);
      expect(latin1.trimEnd().endsWith('%%EOF')).toBe(true);
      return readPdf(body)
        .flatMap((page) => page.texts)
        .join('\n');
    }
    case 'png': {
      const png = PNG.sync.read(body);
      expect(png.width).toBeGreaterThan(100);
      expect(png.data.length).toBe(png.width * png.height * 4);
      return '';
    }
  }
  return utf8;
}

function suite(t: () => TestApp, agent: () => Agent, mapId: () => string) {
  const exportAs = (outputFormat: ExportFormat) =>
    agent()
      .post('/api/documents/export')
      .send({ id: mapId(), owner: OWNER, outputFormat, entitiesToExport: [] })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
        // Cut mid-answer (a renderer failing halfway): the test fails with the error, it never hangs.
        res.on('aborted', () => done(new Error('the answer was cut'), null));
      });

  it.each(EXPORT_FORMATS)('%s: complete, well-formed, without the characters', async (format) => {
    const res = await exportAs(format).expect(200);
    const text = checkAnswer(format, res.body as Buffer);
    expect(unsafeStrings(text)).toEqual([]);
    if (format !== 'png') expect(text).toMatch(/Root/);
    if (!['json', 'png'].includes(format)) expect(res.headers['content-disposition']).toContain('filename=');
  });

  it('the stored map still holds what it held: exports clean what they write, not the map', async () => {
    const blob = await t().app.get<BlobStore>(BLOB_STORE).get(mapDocumentKey(OWNER, mapId()));
    expect(blob!.bytes.toString('utf8')).toContain('javascript:alert(1)');
  });
}

/**
 * A map stored as it was before text was cleaned at save: written straight to the blob store, its name straight
 * to the database. Every format the export route offers must still answer a whole, well-formed file.
 */
async function plantStoredMap(t: TestApp, owner: Agent): Promise<string> {
  const id = await createMap(owner, 'Clean for now');
  await owner
    .put('/api/documents/upload')
    .set(docHeaders(id, OWNER))
    .set('If-Match', '*')
    .send({ nodes: [], edges: [] })
    .expect(200);
  const blobs = t.app.get<BlobStore>(BLOB_STORE);
  const key = mapDocumentKey(OWNER, id);
  const stored = (await blobs.get(key))!;
  await blobs.put(key, Buffer.from(JSON.stringify(unsafeDocument())), {
    contentType: 'application/json',
    metadata: stored.metadata,
  });
  // PostgreSQL's text cannot hold NUL, so no stored name has one there; every other character, it can.
  await t.app.get(MapsRepository).updateMetadata(id, { name: `Title${BAD.replace('\u0000', '')}` });
  return id;
}

describeEachBackend('exports of a map stored with unsafe characters', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    id = await plantStoredMap(t, owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);
  suite(
    () => t,
    () => owner,
    () => id,
  );
});

describe('exports of a map stored with unsafe characters, converted in the worker pool', () => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp({ inlineBodyBytes: 0 });
    owner = await signedUpAgent(t.app, OWNER);
    id = await plantStoredMap(t, owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);
  suite(
    () => t,
    () => owner,
    () => id,
  );
});
