import { FileFormatError } from './FileFormatError';
import type { Outline, OutlineLink, OutlineNode } from './outline';
import { attr, children, lineOf, parseXml, escapeXml, type XmlElement } from './xml';
import { decodeText } from './decodeText';
import { walkLimits } from './walkLimits';
import { escapeHtml, htmlToPlainText } from './richText';
import { stripUnsafeMarkup } from '../text/unsafeChars';
import { isSafeUrl } from '../text/safeUrl';
import { FREEMIND_TO_TABLER, tablerToFreemind } from './freemindIcons';
import { markerFromFreemind, markerList, markerToFreemind } from '../markers/markerFormats';

/**
 * Reads a FreeMind or Freeplane map (`.mm`): titles from `TEXT` or rich `NODE` content, notes and details as the
 * description (HTML), `LINK` as a link in the description, attributes as a small table, `FOLDED`, `POSITION`,
 * `COLOR`/`BACKGROUND_COLOR`, built-in icons as markers (the first with a Tabler match also as the icon), and arrow
 * links as cross links.
 */
export function parseFreeMind(fileName: string, bytes: Uint8Array): Outline {
  const { name, root, text } = parseXml(fileName, decodeText(fileName, bytes), {
    rawElements: ['richcontent'],
  });
  if (name !== 'map') {
    throw new FileFormatError(
      fileName,
      { code: 'FREEMIND_WRONG_ROOT', params: { element: name } },
      {
        line: lineOf(text, root),
      },
    );
  }
  const top = children(root, 'node');
  if (top.length === 0)
    throw new FileFormatError(fileName, { code: 'FREEMIND_NO_NODE' }, { line: lineOf(text, root) });
  const links: OutlineLink[] = [];
  const roots: OutlineNode[] = [];
  const stack: [XmlElement, OutlineNode[]][] = top.map((n) => [n, roots]);
  // Children are pushed in reverse so siblings keep their order; iterative so deep files cannot overflow.
  stack.reverse();
  while (stack.length) {
    const [element, into] = stack.pop()!;
    const node = readNode(element, links);
    into.push(node);
    const kids = children(element, 'node');
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], node.children]);
  }
  walkLimits(fileName, roots);
  return { title: roots[0].title, roots, links };
}

function readNode(element: XmlElement, links: OutlineLink[]): OutlineNode {
  const rich = new Map<string, string>();
  for (const r of children(element, 'richcontent')) {
    const type = (attr(r, 'TYPE') ?? '').toUpperCase();
    const html = bodyOf(String(r['#text'] ?? ''));
    if (html.trim()) rich.set(type, (rich.get(type) ?? '') + html);
  }
  const title = attr(element, 'TEXT') ?? htmlToPlainText(rich.get('NODE')) ?? '';
  const node: OutlineNode = { title, children: [] };
  const id = attr(element, 'ID');
  if (id) node.sourceId = id;
  const parts: string[] = [];
  if (rich.get('DETAILS')) parts.push(rich.get('DETAILS')!);
  if (rich.get('NOTE')) parts.push(rich.get('NOTE')!);
  const link = attr(element, 'LINK');
  // Only links a reader can follow safely (http(s), mailto): `javascript:` and FreeMind's own `#ID` links go.
  if (link?.trim() && isSafeUrl(link.trim(), 'link')) {
    node.link = link.trim();
    parts.push(`<p><a href="${escapeHtml(node.link)}">${escapeHtml(node.link)}</a></p>`);
  }
  const attributes = children(element, 'attribute')
    .map((a) => [attr(a, 'NAME') ?? '', attr(a, 'VALUE') ?? ''])
    .filter(([n]) => n);
  if (attributes.length) {
    const rows = attributes.map(([n, v]) => `<tr><td>${escapeHtml(n)}</td><td>${escapeHtml(v)}</td></tr>`);
    parts.push(`<table><tbody>${rows.join('')}</tbody></table>`);
  }
  if (parts.length) node.description = parts.join('');
  if (attr(element, 'FOLDED') === 'true') node.collapsed = true;
  const position = attr(element, 'POSITION');
  if (position === 'left' || position === 'right') node.side = position;
  const color = attr(element, 'COLOR');
  if (color && /^#[0-9a-f]{6}$/i.test(color)) node.textColor = color;
  const background = attr(element, 'BACKGROUND_COLOR');
  if (background && /^#[0-9a-f]{6}$/i.test(background)) node.backgroundColor = background;
  const icons = children(element, 'icon').map((icon) => attr(icon, 'BUILTIN') ?? '');
  // Every icon is a marker; the first with a Tabler match is also the node's icon, as before markers.
  const markers = markerList(icons.map(markerFromFreemind));
  if (markers) node.markers = markers;
  const tabler = icons.map((name) => FREEMIND_TO_TABLER[name]).find(Boolean);
  if (tabler) node.icon = tabler;
  for (const arrow of children(element, 'arrowlink')) {
    const to = attr(arrow, 'DESTINATION');
    if (id && to) links.push({ from: id, to });
  }
  return node;
}

/** The inside of `<body>` of a rich content's HTML (FreeMind wraps it in html/head/body). */
function bodyOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (body ? body[1] : html).trim();
}

/** Writes a FreeMind 1.0.1 map (Freeplane reads it too), in chunks. */
export function* writeFreeMind(outline: Outline): Generator<string> {
  yield '<map version="1.0.1">\n<!-- Exported from Mapa -->\n';
  const ids = new Map<OutlineNode, string>();
  let next = 0;
  const idOf = (n: OutlineNode) => {
    let id = ids.get(n);
    if (!id) ids.set(n, (id = `ID_${++next}`));
    return id;
  };
  const bySource = new Map<string, OutlineNode>();
  const collect: OutlineNode[] = [...outline.roots];
  while (collect.length) {
    const n = collect.pop()!;
    if (n.sourceId) bySource.set(n.sourceId, n);
    collect.push(...n.children);
  }
  const arrows = new Map<OutlineNode, OutlineNode[]>();
  for (const l of outline.links) {
    const from = bySource.get(l.from);
    const to = bySource.get(l.to);
    if (from && to) arrows.set(from, [...(arrows.get(from) ?? []), to]);
  }
  // One root in FreeMind: several roots hang under a node named by the map's title.
  const roots =
    outline.roots.length === 1 ? outline.roots : [{ title: outline.title, children: outline.roots }];
  const stack: (OutlineNode | 'close')[] = [...roots].reverse();
  let chunk = '';
  while (stack.length) {
    const n = stack.pop()!;
    if (n === 'close') {
      chunk += '</node>\n';
      continue;
    }
    let attrs = ` TEXT="${escapeXml(n.title)}" ID="${idOf(n)}"`;
    if (n.collapsed) attrs += ' FOLDED="true"';
    if (n.side) attrs += ` POSITION="${n.side}"`;
    if (n.textColor && /^#[0-9a-f]{6}$/i.test(n.textColor)) attrs += ` COLOR="${n.textColor}"`;
    if (n.backgroundColor && /^#[0-9a-f]{6}$/i.test(n.backgroundColor))
      attrs += ` BACKGROUND_COLOR="${n.backgroundColor}"`;
    if (n.link) attrs += ` LINK="${escapeXml(n.link)}"`;
    chunk += `<node${attrs}>\n`;
    // The node's markers; a node with none (a map from before markers) gives its icon, as it did.
    const icon = n.icon && tablerToFreemind(n.icon);
    const icons = n.markers?.length ? n.markers.map(markerToFreemind) : icon ? [icon] : [];
    for (const name of icons) chunk += `<icon BUILTIN="${escapeXml(name)}"/>\n`;
    if (n.description && htmlToPlainText(n.description).trim()) {
      chunk += `<richcontent TYPE="NOTE"><html><head></head><body>${xhtml(n.description)}</body></html></richcontent>\n`;
    }
    for (const to of arrows.get(n) ?? []) chunk += `<arrowlink DESTINATION="${idOf(to)}"/>\n`;
    stack.push('close');
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</map>\n`;
}

/**
 * Rich text as well-formed XHTML for a `.mm` file: unsafe characters and references to them dropped (a map
 * stored before they were cleaned at save still holds them), void elements closed, HTML-only entities as numbers.
 */
function xhtml(html: string): string {
  return stripUnsafeMarkup(html)
    .replace(
      /<(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)\b([^>]*?)\s*\/?>/gi,
      '<$1$2/>',
    )
    .replace(/&nbsp;/g, '&#160;')
    .replace(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;');
}
