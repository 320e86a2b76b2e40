import { existsSync } from 'node:fs';
import path from 'node:path';
import { FileFormatError, importFile, type MapDocument } from '@mapa/model';
import { ICON_NAME, iconsRoot } from '../icons/iconCatalog';
import { workerTask, type TaskFailure, type TaskInput } from '../workers/task';
import { joined, ownBytes } from '../workers/segments';

/** A file read as a new map: the document's JSON ready for the upload path, and what the response reports. */
export interface ImportRead {
  ok: true;
  bytes: Uint8Array;
  /** The title the file gives the map (its first root, sheet or heading), or ''. */
  title: string;
  nodes: number;
  edges: number;
  /** Tabler icons the map's nodes use, each to be stored once as `assets/icon-{name}.svg`. */
  icons: string[];
}

/** Whether the Tabler set has this icon (a file check, so it runs in a worker thread as well). */
function hasIcon(name: string): boolean {
  return ICON_NAME.test(name) && existsSync(path.join(iconsRoot(), 'icons', 'outline', `${name}.svg`));
}

/**
 * `POST /api/maps/import`: a FreeMind, OPML, XMind, Markdown, Mermaid or JSON file (up to 20 MB, 200k nodes)
 * converted to a map document, off the event loop: converting a 100k-node outline takes seconds. Nodes whose
 * icon the set has point at the stored icon (`icon-{name}.svg`); others lose the icon. A file that cannot be read
 * is a 400 `INVALID_FILE` naming the file and the line or path, with its `reason` (code, values, line and column)
 * so the editor can say it in its reader's language. `theme` is the new map's theme unless the file names one (a
 * Mapa JSON file keeps its own).
 */
export const readImport = workerTask(
  'readImport',
  ({
    bytes,
    fileName,
    theme,
  }: TaskInput & { fileName: string; theme?: string }): ImportRead | TaskFailure => {
    let imported;
    try {
      imported = importFile(fileName, joined(bytes));
    } catch (error) {
      if (error instanceof FileFormatError) {
        const { path } = error.location;
        return {
          ok: false,
          status: 400,
          code: 'INVALID_FILE',
          message: error.message,
          ...(path === undefined ? {} : { path }),
          reason: error.toReasonBody(),
        };
      }
      throw error;
    }
    const doc: MapDocument = imported.document;
    const icons = new Set<string>();
    for (const node of doc.nodes) {
      const icon = node.data.icon;
      if (!icon) continue;
      if (hasIcon(icon)) {
        icons.add(icon);
        node.data.image = `icon-${icon}.svg`;
      } else delete node.data.icon;
    }
    doc.canvas = { ...(doc.canvas ?? {}), nodesOrder: doc.nodes.map((n) => n.data.id) };
    doc.settings = { templateEngine: 'BaseTemplate', ...(theme ? { theme } : {}), ...(doc.settings ?? {}) };
    return {
      ok: true,
      bytes: ownBytes(Buffer.from(JSON.stringify(doc))),
      title: imported.title ?? '',
      nodes: doc.nodes.length,
      edges: doc.edges.length,
      icons: [...icons],
    };
  },
);
