import { Readable, type Writable } from 'node:stream';
import {
  buildNotesZip,
  exportDocument,
  exportFileName,
  mapScene,
  parseMapDocument,
  writeSvg,
  type ExportFormat,
  type MapDocument,
  type MapScene,
} from '@mapa/model';
import { writePdf } from './pdfExport';
import { ApiException } from '../common/apiException';
import { pngTooLarge, writePng } from './pngExport';
import { readSceneImages, type ImageLoader } from './exportImages';

// The heavy part of an export: reading the stored map and converting it. Pure functions of the document and a
// Writable, run in the document worker pool (exportTask.ts) for every export.

/**
 * What to export: the format, the map's title (for names), the node ids to keep, in order (empty: all), and the
 * bytes of pictures a drawing may gather (`EXPORT_MAX_IMAGE_MB`; unlimited when absent).
 */
export interface ExportJob {
  format: ExportFormat;
  title: string;
  entities: string[];
  maxImageBytes?: number;
}

/** An export ready to be written: its name and type, and a function that writes it to `out` and ends it. */
export interface PreparedExport {
  fileName: string;
  contentType: string;
  send: (out: Writable) => Promise<void>;
}

const sendChunks = (chunks: Iterable<string> | Uint8Array) => (out: Writable) =>
  new Promise<void>((resolve, reject) => {
    if (chunks instanceof Uint8Array) {
      out.end(Buffer.from(chunks.buffer, chunks.byteOffset, chunks.byteLength), () => resolve());
      return;
    }
    // Readable.from pulls one chunk at a time as `out` drains: the file is never built whole.
    const stream = Readable.from(chunks, { objectMode: false });
    stream.on('error', reject);
    out.on('error', reject);
    out.on('finish', resolve);
    stream.pipe(out);
  });

/**
 * The drawing of the map to export. Its bounds must be finite numbers: coordinates are held to the editor's
 * range, but sizes the range does not bound (a label's text size) can still put a map beyond any page.
 */
function drawing(doc: MapDocument, entities: readonly string[]): MapScene {
  const scene = mapScene(doc, { entities });
  const bounds = [scene.minX, scene.minY, scene.width, scene.height];
  if (!bounds.every(Number.isFinite))
    throw new ApiException(
      422,
      'EXPORT_TOO_LARGE',
      'This map cannot be drawn: its content reaches beyond any size a drawing can have (check its text sizes)',
    );
  return scene;
}

/** The stored map's bytes as a document, or null when they do not parse (never served half-read). */
export function readStoredMap(bytes: Uint8Array): MapDocument | null {
  const parsed = parseMapDocument(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
  );
  return parsed.ok ? (parsed.document as MapDocument) : null;
}

/**
 * The map in the job's format (spec §7.6). Outline and text formats and SVG are streamed as they are written;
 * PDF as pdfkit produces pages; PNG band by band; the notes zips once their images are read. The drawings (SVG,
 * PDF, PNG) first read the pictures their map shows (node images and icons, background images).
 */
export async function prepareExport(
  doc: MapDocument,
  job: ExportJob,
  loadImage: ImageLoader,
): Promise<PreparedExport> {
  const { title, entities } = job;
  switch (job.format) {
    case 'html-zip':
    case 'md-zip': {
      const ids = entities.length ? entities : doc.nodes.map((n) => n.data.id);
      const format = job.format === 'html-zip' ? 'html' : 'md';
      const zip = await buildNotesZip(doc, ids, format, loadImage);
      return { fileName: 'export.zip', contentType: 'application/zip', send: sendChunks(zip) };
    }
    case 'svg': {
      // Drawn, and its pictures read, before the answer starts, so a refusal reaches the client as a status.
      const scene = drawing(doc, entities);
      const images = await readSceneImages(scene, loadImage, job.maxImageBytes ?? Infinity);
      return {
        fileName: exportFileName(title, 'svg'),
        contentType: 'image/svg+xml',
        send: sendChunks(writeSvg(scene, title, images)),
      };
    }
    case 'pdf': {
      const scene = drawing(doc, entities);
      const images = await readSceneImages(scene, loadImage, job.maxImageBytes ?? Infinity);
      return {
        fileName: exportFileName(title, 'pdf'),
        contentType: 'application/pdf',
        send: (out) => writePdf(scene, title, out, images),
      };
    }
    case 'png': {
      const scene = drawing(doc, entities);
      const refused = pngTooLarge(scene);
      // Refused before the answer starts, so the client gets the reason rather than a broken download.
      if (refused) throw new ApiException(413, 'FILE_TOO_LARGE', refused);
      const images = await readSceneImages(scene, loadImage, job.maxImageBytes ?? Infinity);
      return {
        fileName: exportFileName(title, 'png'),
        contentType: 'image/png',
        send: async (out) => {
          await writePng(scene, out, images);
          await new Promise<void>((resolve) => out.end(resolve));
        },
      };
    }
    default: {
      const file = exportDocument(doc, job.format, { title, entities });
      return { fileName: file.fileName, contentType: file.contentType, send: sendChunks(file.body) };
    }
  }
}
