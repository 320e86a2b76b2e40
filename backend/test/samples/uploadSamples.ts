import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { strToU8, zipSync } from 'fflate';

// Real files of each kind an upload may be: images from CPython's test data (python.png etc., PSF licence),
// Office packages and a PDF written here the way the real writers lay them out, text in the encodings people use.

/** A sample image file from this folder. */
export const sampleFile = (name: string) => readFileSync(join(__dirname, name));

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function ooxml(main: string, contentType: string, parts: Record<string, string>): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/${main}" ContentType="${contentType}"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="${main}"/></Relationships>`,
    ),
  };
  for (const [path, text] of Object.entries(parts)) files[path] = strToU8(XML + text);
  return Buffer.from(zipSync(files));
}

/** A Word document with one paragraph. */
export const docx = () =>
  ooxml(
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    {
      'word/document.xml':
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Relatório</w:t></w:r></w:p></w:body></w:document>',
    },
  );

/** An Excel workbook with one sheet and one cell. */
export const xlsx = () =>
  ooxml('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', {
    'xl/workbook.xml':
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      `xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml':
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<sheetData><row r="1"><c r="A1"><v>42</v></c></row></sheetData></worksheet>',
  });

/** A one-page PDF written by pdfkit. */
export function pdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Relatório');
    doc.end();
  });
}

/** The head of this Node binary: a real ELF executable (64 KB is all a sniffer reads). */
export function elfExecutable(): Buffer {
  const head = Buffer.alloc(64 * 1024);
  const fd = openSync(process.execPath, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** A Windows executable's DOS and PE headers. */
export function windowsExecutable(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\u0000\u0000', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84);
  return b;
}

/** Text in UTF-16 with its byte order mark. */
export function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return order === 'le' ? le : Buffer.from(le).swap16();
}
