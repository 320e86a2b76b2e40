import type { Outline, OutlineNode } from './outline';
import { writeZip } from './zip';
import { htmlToPlainText } from './richText';
import { escapeXml } from '../text/xmlEscape';
import { tablerToXmindMarker } from './xmindMarkers';
import { markerToXmind } from '../markers/markerFormats';

type Json = Record<string, unknown>;

/**
 * An XMind 2020+ file, laid out as XMind itself writes one: `content.json` (one sheet per root; notes as plain
 * text and HTML, links, folded state, markers, relationships), `metadata.json` with the data-structure version,
 * `manifest.json`, and a `content.xml` for XMind 8 that only says which version opens the file (XMind writes the
 * same kind of stub; the map itself is in content.json). No thumbnail: XMind draws one when it saves.
 */
export function writeXMind(outline: Outline): Uint8Array {
  let next = 0;
  const ids = new Map<string, string>();
  const topic = (n: OutlineNode): Json => {
    const id = `mapa-${++next}`;
    if (n.sourceId) ids.set(n.sourceId, id);
    const t: Json = { id, title: n.title };
    if (n.description && htmlToPlainText(n.description)) {
      t.notes = { plain: { content: htmlToPlainText(n.description) }, realHTML: { content: n.description } };
    }
    if (n.link) t.href = n.link;
    if (n.collapsed) t.branch = 'folded';
    // The node's markers; a node with none (a map from before markers) gives its icon's marker, as it did.
    const marker = n.icon && tablerToXmindMarker(n.icon);
    const markers = n.markers?.length ? n.markers.map(markerToXmind) : marker ? [marker] : [];
    if (markers.length) t.markers = markers.map((markerId) => ({ markerId }));
    if (n.children.length) t.children = { attached: n.children.map(topic) };
    return t;
  };
  const sheets = outline.roots.map((root, i) => {
    const sheet: Json = {
      id: `sheet-${i + 1}`,
      class: 'sheet',
      title: i === 0 ? outline.title || root.title : root.title,
    };
    sheet.rootTopic = { ...topic(root), class: 'topic', structureClass: 'org.xmind.ui.map.unbalanced' };
    return sheet;
  });
  const relationships = outline.links
    .map((l, i) => ({ id: `rel-${i + 1}`, end1Id: ids.get(l.from), end2Id: ids.get(l.to), title: l.label }))
    .filter((r) => r.end1Id && r.end2Id);
  if (sheets.length && relationships.length) sheets[0].relationships = relationships;
  return writeZip({
    'content.json': JSON.stringify(sheets),
    'content.xml': contentXmlStub(outline.title),
    'metadata.json': JSON.stringify({
      dataStructureVersion: '2',
      layoutEngineVersion: '3',
      creator: { name: 'Mapa', version: '1' },
    }),
    'manifest.json': JSON.stringify({ 'file-entries': { 'content.json': {}, 'metadata.json': {} } }),
  });
}

const XMAP_NAMESPACES =
  'xmlns="urn:xmind:xmap:xmlns:content:2.0" xmlns:fo="http://www.w3.org/1999/XSL/Format" ' +
  'xmlns:svg="http://www.w3.org/2000/svg" xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
  'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** The XMind 8 view of the file: one sheet whose topics say that XMind 8 Update 3 or later opens it. */
function contentXmlStub(title: string): string {
  // Titles are written with the map's one markup rule: what XML cannot hold is dropped.
  const topic = (id: string, title: string, kids = '', attrs = '') =>
    `<topic id="${id}"${attrs}><title>${escapeXml(title)}</title>${
      kids ? `<children><topics type="attached">${kids}</topics></children>` : ''
    }</topic>`;
  const notes =
    topic('mapa-warning-1', `"${title}" was written for XMind 2020 or later (content.json).`) +
    topic(
      'mapa-warning-2',
      'Open it with XMind 8 Update 3 or a later version; do not save it from an older one.',
    );
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>' +
    `<xmap-content ${XMAP_NAMESPACES} version="2.0"><sheet id="mapa-sheet">` +
    topic('mapa-warning', 'Warning', notes, ' structure-class="org.xmind.ui.logic.right"') +
    '<title>Sheet 1</title></sheet></xmap-content>'
  );
}
