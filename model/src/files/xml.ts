import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FileFormatError, lineAndColumn } from './FileFormatError';
import { IMPORT_LIMITS } from './limits';
import { isXmlIllegalCodePoint } from '../text/unsafeChars';

/**
 * An element as read by {@link parseXml}: attributes under `@_name` (raw, entities not yet decoded, see
 * {@link attr}), child elements always as arrays, text under `#text`.
 */
export type XmlElement = { [key: string]: unknown };

const META = XMLParser.getMetaDataSymbol() as unknown as string;

/** Options of one read: elements whose inner markup is kept as raw text (FreeMind richcontent, XMind html). */
export interface ParseXmlOptions {
  rawElements?: string[];
  /** The entry inside a zip the text comes from, named in errors. */
  path?: string;
}

/**
 * Reads XML safely: entity declarations are refused outright (so external entities are never fetched and
 * "billion laughs" never expands), nothing but the five predefined entities and character references is
 * decoded, and a well-formedness error names its line and column. Returns the document's root element name and
 * element.
 */
export function parseXml(
  fileName: string,
  text: string,
  options: ParseXmlOptions = {},
): { name: string; root: XmlElement; text: string } {
  const doctype = /<!DOCTYPE[\s\S]*?(\[[\s\S]*?\])?\s*>/i.exec(text);
  if (doctype && /<!ENTITY/i.test(doctype[0])) {
    throw new FileFormatError(
      fileName,
      { code: 'XML_ENTITIES' },
      { path: options.path, ...lineAndColumn(text, doctype.index) },
    );
  }
  if (doctype && /\bSYSTEM\b|\bPUBLIC\b/.test(doctype[0])) {
    throw new FileFormatError(
      fileName,
      { code: 'XML_EXTERNAL_DTD' },
      { path: options.path, ...lineAndColumn(text, doctype.index) },
    );
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    throw new FileFormatError(
      fileName,
      { code: 'XML_NOT_WELL_FORMED', params: { detail: valid.err.msg } },
      {
        path: options.path,
        line: valid.err.line,
        column: valid.err.col,
      },
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
    stopNodes: (options.rawElements ?? []).map((n) => `*.${n}`),
    captureMetaData: true,
    maxNestedTags: IMPORT_LIMITS.maxDepth * 4,
  });
  let doc: XmlElement;
  try {
    doc = parser.parse(text) as XmlElement;
  } catch (error) {
    throw new FileFormatError(
      fileName,
      { code: 'XML_UNREADABLE', params: { detail: (error as Error).message } },
      {
        path: options.path,
      },
    );
  }
  const names = Object.keys(doc).filter((k) => !k.startsWith('#') && !k.startsWith('?'));
  if (names.length !== 1)
    throw new FileFormatError(fileName, { code: 'XML_NO_ROOT' }, { path: options.path });
  const [root] = children(doc, names[0]);
  return { name: names[0], root, text };
}

/** The child elements named `name` (empty when there are none). */
export function children(element: XmlElement, name: string): XmlElement[] {
  const value = element[name];
  if (!Array.isArray(value)) return [];
  // A childless element without attributes is read as '' (or text): make it an element.
  return value.map((v) => (typeof v === 'object' && v !== null ? (v as XmlElement) : { '#text': String(v) }));
}

/** The first child element named `name`. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return children(element, name)[0];
}

/** An attribute's value with entities and character references decoded; undefined when absent. */
export function attr(element: XmlElement, name: string): string | undefined {
  const raw = element[`@_${name}`];
  return typeof raw === 'string' ? decodeXmlEntities(raw) : undefined;
}

/** The element's own text (entities decoded), without the text of its children. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const raw = element['#text'];
  return typeof raw === 'string' ? decodeXmlEntities(raw) : '';
}

/** The element names inside `element`, attributes and text left out. */
export function elementNames(element: XmlElement): string[] {
  return Object.keys(element).filter((k) => !k.startsWith('@_') && k !== '#text');
}

/** 1-based line of an element in the parsed text, when known. */
export function lineOf(text: string, element: XmlElement): number | undefined {
  const meta = (element as Record<string, unknown>)[META] as { startIndex?: number } | undefined;
  return meta?.startIndex !== undefined ? lineAndColumn(text, meta.startIndex).line : undefined;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the five predefined entities and numeric character references. Other named references are left as
 * they are (no DTD is read). Code points XML forbids (NUL, most controls, lone surrogates) are dropped: real
 * FreeMind files carry `&#x0;`.
 */
export function decodeXmlEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    if (isXmlIllegalCodePoint(code)) return '';
    return String.fromCodePoint(code);
  });
}

/** Escapes text for an XML attribute or element (the map's one rule: `text/xmlEscape.ts`). */
export { escapeXml } from '../text/xmlEscape';
