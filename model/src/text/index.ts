// What text and addresses a map keeps (issue #33): one rule for characters, one for URLs, and the document and
// transaction cleaners that apply both. Used by the server where documents are saved, by the file converters on
// import and by every writer of markup (XML, SVG, HTML) on export.
export { hasUnsafeChars, stripUnsafeChars, stripUnsafeMarkup, isXmlIllegalCodePoint } from './unsafeChars';
export { escapeXml } from './xmlEscape';
export { isSafeUrl, DATA_IMAGE_URL, type UrlUse } from './safeUrl';
export {
  cleanMapDocument,
  cleanTransaction,
  cleanOperation,
  cleanNode,
  cleanEdge,
  cleanSupportImage,
  BLANK_IMAGE_URL,
} from './cleanDocument';
