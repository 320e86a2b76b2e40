import { FileFormatError } from './FileFormatError';
import type { Outline, OutlineLink, OutlineNode } from './outline';
import { attr, child, children, parseXml, textOf, type XmlElement } from './xml';
import { decodeText } from './decodeText';
import { walkLimits } from './walkLimits';
import { readZipEntries } from './zip';
import { escapeHtml, htmlToPlainText, plainTextToHtml } from './richText';
import { xmindMarkerToTabler } from './xmindMarkers';
import { markerFromXmind, markerList } from '../markers/markerFormats';
import { isSafeUrl } from '../text/safeUrl';

/**
 * Reads an XMind file: the `content.json` of XMind 2020 and later, else the `content.xml` of XMind 8. Every sheet
 * is read; each sheet's root topic is a root. Floating (detached) topics and callouts hang under their topic.
 */
export function parseXMind(fileName: string, bytes: Uint8Array): Outline {
  const entries = readZipEntries(fileName, bytes, (n) => n === 'content.json' || n === 'content.xml');
  const json = entries.get('content.json');
  const outline = json
    ? readContentJson(fileName, decodeText(fileName, json, 'content.json'))
    : entries.get('content.xml')
      ? readContentXml(fileName, decodeText(fileName, entries.get('content.xml')!, 'content.xml'))
      : null;
  if (!outline) throw new FileFormatError(fileName, { code: 'XMIND_NO_CONTENT' });
  walkLimits(fileName, outline.roots);
  return outline;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function readContentJson(fileName: string, text: string): Outline {
  let sheets: unknown;
  try {
    sheets = JSON.parse(text);
  } catch (error) {
    throw new FileFormatError(
      fileName,
      { code: 'XMIND_JSON_INVALID', params: { detail: (error as Error).message } },
      {
        path: 'content.json',
      },
    );
  }
  if (!Array.isArray(sheets) || !sheets.length)
    throw new FileFormatError(
      fileName,
      { code: 'XMIND_NO_SHEETS', params: { entry: 'content.json' } },
      { path: 'content.json' },
    );
  const roots: OutlineNode[] = [];
  const links: OutlineLink[] = [];
  sheets.forEach((sheet, s) => {
    if (!isObject(sheet) || !isObject(sheet.rootTopic))
      throw new FileFormatError(fileName, { code: 'XMIND_SHEET_NO_ROOT' }, { path: `content.json[${s}]` });
    roots.push(readJsonTopic(fileName, sheet.rootTopic, `content.json[${s}].rootTopic`));
    for (const r of Array.isArray(sheet.relationships) ? sheet.relationships : []) {
      if (isObject(r) && typeof r.end1Id === 'string' && typeof r.end2Id === 'string')
        links.push({
          from: r.end1Id,
          to: r.end2Id,
          label: typeof r.title === 'string' ? r.title : undefined,
        });
    }
  });
  const first = sheets[0] as Json;
  return {
    title: typeof first.title === 'string' && first.title ? first.title : roots[0].title,
    roots,
    links,
  };
}

function readJsonTopic(fileName: string, topic: Json, path: string): OutlineNode {
  const root: OutlineNode = { title: '', children: [] };
  const stack: [Json, OutlineNode, string][] = [[topic, root, path]];
  while (stack.length) {
    const [t, node, at] = stack.pop()!;
    if (t.title !== undefined && typeof t.title !== 'string')
      throw new FileFormatError(fileName, { code: 'XMIND_TITLE_NOT_TEXT' }, { path: `${at}.title` });
    node.title = (t.title as string | undefined) ?? '';
    if (typeof t.id === 'string') node.sourceId = t.id;
    const notes = isObject(t.notes) ? t.notes : undefined;
    const real = isObject(notes?.realHTML) ? notes.realHTML.content : undefined;
    const plain = isObject(notes?.plain) ? notes.plain.content : undefined;
    const parts: string[] = [];
    if (typeof real === 'string' && htmlToPlainText(real)) parts.push(real);
    else if (typeof plain === 'string' && plain.trim()) parts.push(plainTextToHtml(plain));
    if (typeof t.href === 'string' && isSafeUrl(t.href, 'link')) {
      node.link = t.href;
      parts.push(`<p><a href="${escapeHtml(t.href)}">${escapeHtml(t.href)}</a></p>`);
    }
    if (Array.isArray(t.labels) && t.labels.length)
      parts.push(
        `<p>${t.labels
          .filter((l) => typeof l === 'string')
          .map((l) => escapeHtml(l))
          .join(', ')}</p>`,
      );
    if (parts.length) node.description = parts.join('');
    if (t.branch === 'folded') node.collapsed = true;
    const ids = (Array.isArray(t.markers) ? t.markers : []).map((m: unknown) =>
      isObject(m) && typeof m.markerId === 'string' ? m.markerId : '',
    );
    readMarkers(node, ids);
    const kids = isObject(t.children) ? t.children : {};
    const list: [Json, string][] = [];
    for (const kind of ['attached', 'detached', 'callout', 'summary']) {
      const group = kids[kind];
      if (group !== undefined && !Array.isArray(group))
        throw new FileFormatError(
          fileName,
          { code: 'XMIND_CHILDREN_NOT_LIST', params: { kind } },
          {
            path: `${at}.children.${kind}`,
          },
        );
      (group ?? []).forEach((c: unknown, i: number) => {
        if (!isObject(c))
          throw new FileFormatError(
            fileName,
            { code: 'XMIND_TOPIC_NOT_OBJECT' },
            {
              path: `${at}.children.${kind}[${i}]`,
            },
          );
        list.push([c, `${at}.children.${kind}[${i}]`]);
      });
    }
    const made = list.map(() => ({ title: '', children: [] }) as OutlineNode);
    node.children.push(...made);
    for (let i = list.length - 1; i >= 0; i--) stack.push([list[i][0], made[i], list[i][1]]);
  }
  return root;
}

function readContentXml(fileName: string, text: string): Outline {
  const { name, root } = parseXml(fileName, text, { rawElements: ['html'], path: 'content.xml' });
  if (name !== 'xmap-content')
    throw new FileFormatError(
      fileName,
      { code: 'XMIND_WRONG_ROOT', params: { element: name } },
      {
        path: 'content.xml',
      },
    );
  const sheets = children(root, 'sheet');
  if (!sheets.length)
    throw new FileFormatError(
      fileName,
      { code: 'XMIND_NO_SHEETS', params: { entry: 'content.xml' } },
      { path: 'content.xml' },
    );
  const roots: OutlineNode[] = [];
  const links: OutlineLink[] = [];
  let title = '';
  for (const sheet of sheets) {
    const topic = child(sheet, 'topic');
    if (!topic) continue;
    title ||= textOf(child(sheet, 'title')).trim();
    roots.push(readXmlTopic(topic));
    for (const r of children(child(sheet, 'relationships') ?? {}, 'relationship')) {
      const from = attr(r, 'end1');
      const to = attr(r, 'end2');
      if (from && to) links.push({ from, to, label: textOf(child(r, 'title')) || undefined });
    }
  }
  if (!roots.length) throw new FileFormatError(fileName, { code: 'XMIND_NO_TOPIC' }, { path: 'content.xml' });
  return { title: title || roots[0].title, roots, links };
}

function readXmlTopic(topic: XmlElement): OutlineNode {
  const root: OutlineNode = { title: '', children: [] };
  const stack: [XmlElement, OutlineNode][] = [[topic, root]];
  while (stack.length) {
    const [t, node] = stack.pop()!;
    node.title = textOf(child(t, 'title'));
    const id = attr(t, 'id');
    if (id) node.sourceId = id;
    const notes = child(t, 'notes');
    const parts: string[] = [];
    const html = notes && child(notes, 'html');
    const htmlText = html ? String(html['#text'] ?? '').replace(/<(\/?)xhtml:/g, '<$1') : '';
    if (htmlToPlainText(htmlText)) parts.push(htmlText);
    else if (notes && textOf(child(notes, 'plain')).trim())
      parts.push(plainTextToHtml(textOf(child(notes, 'plain'))));
    const href = attr(t, 'xlink:href');
    if (href && isSafeUrl(href, 'link')) {
      node.link = href;
      parts.push(`<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`);
    }
    if (parts.length) node.description = parts.join('');
    if (attr(t, 'branch') === 'folded') node.collapsed = true;
    readMarkers(
      node,
      children(child(t, 'marker-refs') ?? {}, 'marker-ref').map((ref) => attr(ref, 'marker-id') ?? ''),
    );
    const kids: XmlElement[] = [];
    for (const group of children(child(t, 'children') ?? {}, 'topics'))
      kids.push(...children(group, 'topic'));
    const made = kids.map(() => ({ title: '', children: [] }) as OutlineNode);
    node.children.push(...made);
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], made[i]]);
  }
  return root;
}

/** A topic's markers, every one kept; the first with a Tabler match is also the node's icon, as before markers. */
function readMarkers(node: OutlineNode, ids: string[]): void {
  const markers = markerList(ids.map(markerFromXmind));
  if (markers) node.markers = markers;
  const icon = ids.map(xmindMarkerToTabler).find(Boolean);
  if (icon) node.icon = icon;
}
