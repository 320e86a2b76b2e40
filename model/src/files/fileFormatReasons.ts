/*
 * Why a file cannot be imported: a stable code per reason, the values the sentence needs, and the English
 * sentence the API's `message` and logs carry. The editor shows its own catalogue's sentence for the code, in the
 * reader's language (frontend `fileFormat.reasons.<CODE>`, checked against `FILE_FORMAT_REASON_CODES`); a
 * library's own English detail (`detail`) goes to the message only.
 */

/** The values a reason's sentence is made from. */
export type ReasonValues<N extends string> = { readonly [K in N]: string | number };

function reason<const N extends readonly string[]>(
  params: N,
  english: (values: ReasonValues<N[number]>) => string,
): { params: N; english: (values: ReasonValues<N[number]>) => string } {
  return { params, english };
}

const none = [] as const;

/** Every reason, with the names of its values and its English sentence. */
export const FILE_FORMAT_REASONS = {
  // Size and text encoding (any format).
  FILE_TOO_BIG: reason(
    ['sizeMb', 'limitMb'],
    (v) => `the file is ${v.sizeMb} MB; files up to ${v.limitMb} MB can be imported`,
  ),
  ENCODING_NOT_SUPPORTED: reason(
    ['encoding'],
    (v) => `the encoding "${v.encoding}" is not supported; save the file as UTF-8`,
  ),
  NOT_UTF8: reason(none, () => 'the file is not valid UTF-8 and declares no other encoding'),
  UNKNOWN_FORMAT: reason(
    ['extension'],
    (v) => `files ending in .${v.extension} cannot be imported; use .mm, .opml, .xmind, .md, .mmd or .json`,
  ),
  NO_NODES: reason(none, () => 'the file holds no nodes to import'),
  TOO_MANY_NODES: reason(['limit'], (v) => `the file has more than ${v.limit.toLocaleString('en-US')} nodes`),
  NESTED_TOO_DEEP: reason(
    ['limit', 'title'],
    (v) => `nodes are nested deeper than ${v.limit} levels (at "${v.title}")`,
  ),
  // Zip (XMind).
  ZIP_TOO_BIG: reason(['limitMb'], (v) => `the zip unpacks to more than ${v.limitMb} MB`),
  ZIP_BOMB: reason(['ratio'], (v) => `the entry is compressed ${v.ratio} to 1; refused as a zip bomb`),
  ZIP_UNREADABLE: reason(['detail'], (v) => `not a readable zip file (${v.detail})`),
  // XML (FreeMind, OPML, XMind 8).
  XML_ENTITIES: reason(
    none,
    () => 'the file declares XML entities (<!ENTITY>); they are never expanded or fetched, so it is refused',
  ),
  XML_EXTERNAL_DTD: reason(
    none,
    () => 'the file refers to an external DTD; external resources are never fetched, so it is refused',
  ),
  XML_NOT_WELL_FORMED: reason(['detail'], (v) => `not well-formed XML: ${v.detail}`),
  XML_UNREADABLE: reason(['detail'], (v) => `cannot read the XML: ${v.detail}`),
  XML_NO_ROOT: reason(none, () => 'the XML has no root element'),
  // FreeMind.
  FREEMIND_WRONG_ROOT: reason(['element'], (v) => `the root element is <${v.element}>, not a FreeMind <map>`),
  FREEMIND_NO_NODE: reason(none, () => 'the map has no <node>'),
  // OPML.
  OPML_WRONG_ROOT: reason(['element'], (v) => `the root element is <${v.element}>, not <opml>`),
  OPML_NO_VERSION: reason(none, () => 'the <opml> element has no version attribute'),
  OPML_TEXT_IN_OPML: reason(none, () => 'there is text directly inside <opml>'),
  OPML_NO_HEAD: reason(none, () => 'there is no <head> element'),
  OPML_MANY_HEADS: reason(none, () => 'there is more than one <head>'),
  OPML_NO_BODY: reason(none, () => 'there is no <body> element'),
  OPML_MANY_BODIES: reason(none, () => 'there is more than one <body>'),
  OPML_TEXT_IN_HEAD: reason(none, () => 'there is text directly inside <head>'),
  OPML_UNKNOWN_IN_HEAD: reason(['element'], (v) => `<head> has the unknown element <${v.element}>`),
  OPML_REPEATED_IN_HEAD: reason(['element'], (v) => `<${v.element}> appears more than once inside <head>`),
  OPML_NESTED_IN_HEAD: reason(['element'], (v) => `<${v.element}> in <head> contains a nested element`),
  OPML_NOT_A_NUMBER: reason(['element', 'value'], (v) => `<${v.element}> must be a number, not "${v.value}"`),
  OPML_BAD_EXPANSION_STATE: reason(
    ['value'],
    (v) => `<expansionState> must be a comma-separated list of line numbers, not "${v.value}"`,
  ),
  OPML_NOT_OUTLINE: reason(['element'], (v) => `<${v.element}> is not allowed here; only <outline>`),
  OPML_TEXT_IN_OUTLINE: reason(
    none,
    () => 'there is text inside an <outline>; its title belongs in the text attribute',
  ),
  // XMind.
  XMIND_NO_CONTENT: reason(none, () => 'the zip has neither content.json nor content.xml; not an XMind file'),
  XMIND_JSON_INVALID: reason(['detail'], (v) => `content.json is not valid JSON (${v.detail})`),
  XMIND_NO_SHEETS: reason(['entry'], (v) => `${v.entry} holds no sheets`),
  XMIND_SHEET_NO_ROOT: reason(none, () => 'the sheet has no rootTopic'),
  XMIND_TITLE_NOT_TEXT: reason(none, () => 'the topic title is not text'),
  XMIND_CHILDREN_NOT_LIST: reason(['kind'], (v) => `children.${v.kind} is not a list`),
  XMIND_TOPIC_NOT_OBJECT: reason(none, () => 'the topic is not an object'),
  XMIND_WRONG_ROOT: reason(['element'], (v) => `the root element is <${v.element}>, not <xmap-content>`),
  XMIND_NO_TOPIC: reason(none, () => 'no sheet has a topic'),
  // Mermaid.
  MERMAID_NO_HEADER: reason(none, () => 'a Mermaid mind map starts with the line "mindmap"'),
  MERMAID_SECOND_ROOT: reason(
    none,
    () =>
      'a mind map has exactly one root, and this line is indented as far left as the root, starting another',
  ),
  MERMAID_NO_NODES: reason(none, () => 'the mind map has no nodes'),
  MERMAID_UNCLOSED_LABEL: reason(
    ['open', 'close'],
    (v) => `the label opened with "${v.open}" is not closed with "${v.close}"`,
  ),
  // JSON.
  JSON_INVALID: reason(['detail'], (v) => `not valid JSON (${v.detail})`),
  JSON_INVALID_MAP: reason(['detail'], (v) => `${v.detail}`),
  JSON_UNKNOWN_SHAPE: reason(
    none,
    () => 'this JSON is neither a Mapa map ({nodes, edges}) nor a tree of {name, children}',
  ),
  JSON_CHILDREN_NOT_LIST: reason(none, () => 'children is not a list'),
  JSON_CHILD_NOT_OBJECT: reason(none, () => 'a child is not an object'),
} as const;

/** The code of a reason a file cannot be imported: `XML_NOT_WELL_FORMED`, `ZIP_TOO_BIG`, … */
export type FileFormatReasonCode = keyof typeof FILE_FORMAT_REASONS;

/** Every {@link FileFormatReasonCode}: each has a sentence in the editor's catalogues, in every language. */
export const FILE_FORMAT_REASON_CODES = Object.keys(FILE_FORMAT_REASONS) as FileFormatReasonCode[];

/** The values of reason `C`. */
export type FileFormatParams<C extends FileFormatReasonCode> = ReasonValues<
  (typeof FILE_FORMAT_REASONS)[C]['params'][number]
>;

/** A reason and its values, as a `FileFormatError` is given it (values left out when the reason has none). */
export type FileFormatReason = {
  [C in FileFormatReasonCode]: (typeof FILE_FORMAT_REASONS)[C]['params'] extends readonly []
    ? { code: C; params?: FileFormatParams<C> }
    : { code: C; params: FileFormatParams<C> };
}[FileFormatReasonCode];

/** The English sentence of a reason (the API's message and logs). */
export function englishReason(reason: FileFormatReason): string {
  const english = FILE_FORMAT_REASONS[reason.code].english as (values: object) => string;
  return english(reason.params ?? {});
}
