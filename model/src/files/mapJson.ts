import type { MapDocument } from '../schema/document';
import { parseMapDocument } from '../parse/parseMapDocument';
import { newId } from '../defaults/newId';
import { FileFormatError, lineAndColumn } from './FileFormatError';
import { decodeText } from './decodeText';
import type { Outline, OutlineNode } from './outline';
import { walkLimits } from './walkLimits';

/** What a JSON file holds: a Mapa map (positions and all), or a plain tree read as an outline. */
/** A JSON file read: Mapa's document (with the file's own `title`, '' when it has none) or a tree as an outline. */
export type JsonImport =
  { kind: 'document'; document: MapDocument; title: string } | { kind: 'outline'; outline: Outline };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a JSON file: Mapa's own document or JSON export (spec §3.10; edges without ids get one), else a nested
 * tree as D3, markmap and Mind Elixir write it (`{name|topic|title|text, children}` or `{nodeData: …}`).
 * Errors name the JSON path (`nodes[2].data.id`) or the line of a syntax error.
 */
export function parseMapJson(fileName: string, bytes: Uint8Array): JsonImport {
  const text = decodeText(fileName, bytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    throw new FileFormatError(
      fileName,
      { code: 'JSON_INVALID', params: { detail: message.replace(/ in JSON at position \d+.*$/, '') } },
      at ? lineAndColumn(text, Number(at[1])) : {},
    );
  }
  if (isObject(value) && Array.isArray(value.nodes)) {
    const title = typeof value.title === 'string' ? value.title.trim() : '';
    if (Array.isArray(value.edges)) {
      value.edges = value.edges.map((e: unknown) =>
        isObject(e) && isObject(e.data) && e.data.id === undefined
          ? { ...e, data: { id: newId(), ...e.data } }
          : e,
      );
    } else value.edges = [];
    const parsed = parseMapDocument(value);
    if (!parsed.ok)
      throw new FileFormatError(
        fileName,
        { code: 'JSON_INVALID_MAP', params: { detail: parsed.error.message.replace(/^[^:]*: /, '') } },
        {
          path: parsed.error.path,
        },
      );
    return { kind: 'document', document: parsed.document, title };
  }
  const top = isObject(value) && isObject(value.nodeData) ? value.nodeData : value;
  if (!isObject(top) || titleOf(top) === undefined) {
    throw new FileFormatError(fileName, { code: 'JSON_UNKNOWN_SHAPE' }, { path: '$' });
  }
  const root = readTree(fileName, top);
  walkLimits(fileName, [root]);
  return { kind: 'outline', outline: { title: root.title, roots: [root], links: [] } };
}

function titleOf(o: Json): string | undefined {
  for (const key of ['topic', 'title', 'name', 'text', 'label'])
    if (typeof o[key] === 'string') return o[key] as string;
  return undefined;
}

function readTree(fileName: string, top: Json): OutlineNode {
  const root: OutlineNode = { title: '', children: [] };
  const stack: [Json, OutlineNode, string][] = [[top, root, '$']];
  while (stack.length) {
    const [o, node, path] = stack.pop()!;
    node.title = titleOf(o) ?? '';
    const note = o.note ?? o.description;
    if (typeof note === 'string' && note.trim())
      node.description = `<p>${note.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
    if (o.expanded === false || o.collapsed === true) node.collapsed = true;
    const list = o.children ?? (isObject(o.ideas) ? Object.values(o.ideas) : undefined);
    if (list === undefined) continue;
    if (!Array.isArray(list))
      throw new FileFormatError(fileName, { code: 'JSON_CHILDREN_NOT_LIST' }, { path: `${path}.children` });
    list.forEach((c, i) => {
      if (!isObject(c))
        throw new FileFormatError(
          fileName,
          { code: 'JSON_CHILD_NOT_OBJECT' },
          { path: `${path}.children[${i}]` },
        );
    });
    const made = list.map(() => ({ title: '', children: [] }) as OutlineNode);
    node.children.push(...made);
    for (let i = list.length - 1; i >= 0; i--)
      stack.push([list[i] as Json, made[i], `${path}.children[${i}]`]);
  }
  return root;
}
