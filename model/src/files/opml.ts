import { FileFormatError, lineAndColumn } from './FileFormatError';
import type { FileFormatReason } from './fileFormatReasons';
import type { Outline, OutlineNode } from './outline';
import { attr, children, elementNames, lineOf, parseXml, textOf, escapeXml, type XmlElement } from './xml';
import { decodeText } from './decodeText';
import { walkLimits } from './walkLimits';
import { htmlToMarkdown, markdownToHtml } from './richText';
import { isSafeUrl } from '../text/safeUrl';
import { markersFromAttribute, markersToAttribute } from '../markers/markerFormats';

const HEAD_ELEMENTS = new Set([
  'title',
  'dateCreated',
  'dateModified',
  'ownerName',
  'ownerEmail',
  'ownerId',
  'docs',
  'expansionState',
  'vertScrollState',
  'windowTop',
  'windowLeft',
  'windowBottom',
  'windowRight',
  // Written by Dave Winer's OPML Editor and Drummer (opml.org's own tools), so real files carry them.
  'flPublic',
  'urlPublic',
  'urlJson',
  'urlUpdateSocket',
  'lastCursor',
  'ownerTwitterScreenName',
  'ownerFacebookAccount',
  'ownerGithubAccount',
  'ownerLinkedinAccount',
  'ownerBookmarks',
  'cloud',
]);
const NUMBER_ELEMENTS = ['vertScrollState', 'windowTop', 'windowLeft', 'windowBottom', 'windowRight'];

/**
 * Reads an OPML 1.0/2.0 outline (spec at opml.org), strictly: one `<head>` and one `<body>`, known head elements
 * once each (namespaced extensions allowed), numbers where the spec wants numbers, no text between outlines.
 * Titles come from `text`, notes from `_note` (Markdown, as outliners write it) or `description`, links from
 * `url`/`htmlUrl`/`xmlUrl`, markers from Mapa's own `_markers` (ids split by spaces). Several top-level outlines hang under a root named by the head's title.
 */
export function parseOpml(fileName: string, bytes: Uint8Array): Outline {
  const { name, root, text } = parseXml(fileName, decodeText(fileName, bytes));
  const fail = (reason: FileFormatReason, at?: XmlElement | string): never => {
    const [tag, nth] = typeof at === 'string' ? at.split('#') : [];
    const line = tag
      ? lineOfTag(text, tag, Number(nth ?? 0))
      : at
        ? lineOf(text, at as XmlElement)
        : undefined;
    throw new FileFormatError(fileName, reason, { line });
  };
  if (name !== 'opml') fail({ code: 'OPML_WRONG_ROOT', params: { element: name } }, root);
  if (!attr(root, 'version')?.trim()) fail({ code: 'OPML_NO_VERSION' }, root);
  if (textOf(root).trim()) fail({ code: 'OPML_TEXT_IN_OPML' }, root);
  const heads = children(root, 'head');
  const bodies = children(root, 'body');
  if (heads.length !== 1) fail({ code: heads.length ? 'OPML_MANY_HEADS' : 'OPML_NO_HEAD' }, heads[1] ?? root);
  if (bodies.length !== 1)
    fail({ code: bodies.length ? 'OPML_MANY_BODIES' : 'OPML_NO_BODY' }, bodies[1] ?? root);
  const head = heads[0];
  checkHead(head, fail);
  const title = textOf(children(head, 'title')[0]).trim();
  const roots = readOutlines(bodies[0], fail);
  walkLimits(fileName, roots);
  if (roots.length <= 1) return { title: title || roots[0]?.title || '', roots, links: [] };
  const top: OutlineNode = { title: title || fileName.replace(/\.[^.]*$/, ''), children: roots };
  return { title: top.title, roots: [top], links: [] };
}

/** `at`: an element, or a tag name with an optional `#n` for its n-th (0-based) occurrence. */
type Fail = (reason: FileFormatReason, at?: XmlElement | string) => never;

/** Line of the `nth` (0-based) start tag `<name>`; text-only elements carry no position of their own. */
function lineOfTag(text: string, name: string, nth = 0): number | undefined {
  const re = new RegExp(`<${name}[\\s>/]`, 'g');
  let match: RegExpExecArray | null = null;
  for (let k = 0; k <= nth; k++) match = re.exec(text);
  return match ? lineAndColumn(text, match.index).line : undefined;
}

function checkHead(head: XmlElement, fail: Fail): void {
  if (textOf(head).trim()) fail({ code: 'OPML_TEXT_IN_HEAD' }, head);
  for (const name of elementNames(head)) {
    const items = children(head, name);
    if (name.includes(':')) continue;
    if (!HEAD_ELEMENTS.has(name)) fail({ code: 'OPML_UNKNOWN_IN_HEAD', params: { element: name } }, name);
    if (items.length > 1) fail({ code: 'OPML_REPEATED_IN_HEAD', params: { element: name } }, `${name}#1`);
    const item = items[0];
    if (elementNames(item).length) fail({ code: 'OPML_NESTED_IN_HEAD', params: { element: name } }, name);
    const value = textOf(item).trim();
    if (NUMBER_ELEMENTS.includes(name) && value && !/^-?\d+$/.test(value))
      fail({ code: 'OPML_NOT_A_NUMBER', params: { element: name, value } }, name);
    if (name === 'expansionState' && value && !value.split(',').every((n) => /^\s*\d*\s*$/.test(n)))
      fail({ code: 'OPML_BAD_EXPANSION_STATE', params: { value } }, name);
  }
}

function readOutlines(parent: XmlElement, fail: Fail): OutlineNode[] {
  const out: OutlineNode[] = [];
  // Iterative, so a deeply nested file cannot overflow the stack.
  const stack: [XmlElement, OutlineNode[]][] = [[parent, out]];
  while (stack.length) {
    const [element, into] = stack.pop()!;
    for (const name of elementNames(element)) {
      if (name !== 'outline' && !name.includes(':'))
        fail({ code: 'OPML_NOT_OUTLINE', params: { element: name } }, children(element, name)[0]);
    }
    for (const outline of children(element, 'outline')) {
      if (textOf(outline).trim()) {
        fail({ code: 'OPML_TEXT_IN_OUTLINE' }, outline);
      }
      const node: OutlineNode = {
        title: attr(outline, 'text') ?? attr(outline, 'title') ?? '',
        children: [],
      };
      const note = attr(outline, '_note');
      const description = attr(outline, 'description');
      if (note?.trim()) node.description = markdownToHtml(note);
      else if (description?.trim()) node.description = markdownToHtml(description);
      const link = attr(outline, 'url') ?? attr(outline, 'htmlUrl') ?? attr(outline, 'xmlUrl');
      if (link?.trim() && isSafeUrl(link.trim(), 'link')) node.link = link.trim();
      if (attr(outline, 'collapse') === 'true' || attr(outline, '_collapsed') === 'true')
        node.collapsed = true;
      const markers = markersFromAttribute(attr(outline, '_markers') ?? '');
      if (markers) node.markers = markers;
      into.push(node);
      stack.push([outline, node.children]);
    }
  }
  return out;
}

/** Writes an outline as OPML 2.0, in chunks, so a large map is never held as one string. */
export function* writeOpml(outline: Outline): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head>\n    <title>${escapeXml(outline.title)}</title>\n  </head>\n  <body>\n`;
  const stack: (OutlineNode | number)[] = [...outline.roots].reverse();
  let depth = 1;
  let chunk = '';
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item === 'number') {
      depth--;
      chunk += `${'  '.repeat(depth + 1)}</outline>\n`;
      continue;
    }
    let attrs = ` text="${escapeXml(item.title)}"`;
    const note = htmlToMarkdown(item.description);
    if (note) attrs += ` _note="${escapeXml(note)}"`;
    if (item.link) attrs += ` url="${escapeXml(item.link)}"`;
    if (item.collapsed) attrs += ' _collapsed="true"';
    if (item.markers?.length) attrs += ` _markers="${escapeXml(markersToAttribute(item.markers))}"`;
    const pad = '  '.repeat(depth + 1);
    if (item.children.length) {
      chunk += `${pad}<outline${attrs}>\n`;
      stack.push(depth);
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]);
      depth++;
    } else chunk += `${pad}<outline${attrs}/>\n`;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}  </body>\n</opml>\n`;
}
