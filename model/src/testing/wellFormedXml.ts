import { SaxesParser } from 'saxes';

/**
 * Test helper: the first well-formedness error of an XML text as a conforming XML 1.0 parser (saxes) reports it
 * (disallowed characters and references included, which fast-xml-parser's validator lets through), or null.
 */
export function xmlError(xml: string): string | null {
  const parser = new SaxesParser();
  let error: string | null = null;
  parser.on('error', (e) => {
    error ??= e.message;
  });
  parser.write(xml).close();
  return error;
}

/** Test helper: the attribute `name` of the root element and its text, as an XML parser reads them. */
export function readRoot(xml: string, name: string): { attribute: string; text: string } {
  const parser = new SaxesParser();
  let attribute = '';
  let text = '';
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (depth++ === 0) attribute = String(tag.attributes[name] ?? '');
  });
  parser.on('closetag', () => depth--);
  parser.on('text', (t) => {
    if (depth === 1) text += t;
  });
  parser.on('error', (e) => {
    throw e;
  });
  parser.write(xml).close();
  return { attribute, text };
}
