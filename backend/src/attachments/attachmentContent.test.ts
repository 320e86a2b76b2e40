import { strToU8, zipSync } from 'fflate';
import { ATTACHMENT_MESSAGES } from '@mapa/model';
import { ApiException } from '../common/apiException';
import {
  docx,
  elfExecutable,
  pdf,
  sampleFile,
  utf16,
  windowsExecutable,
  xlsx,
} from '../../test/samples/uploadSamples';
import { checkAttachment, storedAttachmentName } from './attachmentContent';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>';

/** Refusal of a check, as status and message (or null when it passed). */
async function refusal(bytes: Buffer, name: string, strict: boolean) {
  try {
    await checkAttachment(bytes, name, strict);
    return null;
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    return { status: error.getStatus(), message: (error.getResponse() as { message: string }).message };
  }
}

// Accepted by both write paths (multipart upload and signed PUT), named with their own extension.
const ACCEPTED: [string, string, () => Buffer | Promise<Buffer>, string][] = [
  ['UTF-8 text', 'notes.txt', () => utf8('Olá, mundo — ação\n\tlinha 2\r\n'), 'text/plain; charset=utf-8'],
  ['UTF-8 text with a BOM', 'notes.txt', () => utf8('\uFEFFOlá\n'), 'text/plain; charset=utf-8'],
  [
    'Latin-1 text',
    'relatorio.txt',
    () => latin1('Relatório de ações: São Paulo\n'),
    'text/plain; charset=windows-1252',
  ],
  ['UTF-16 LE with a BOM', 'notas.txt', () => utf16('Olá, mundo\r\n', 'le'), 'text/plain; charset=utf-16le'],
  ['UTF-16 BE with a BOM', 'notas.txt', () => utf16('Olá, mundo\r\n', 'be'), 'text/plain; charset=utf-16be'],
  ['UTF-8 CSV', 'scores.csv', () => utf8('name,score\nAda,3\n'), 'text/csv; charset=utf-8'],
  [
    'Latin-1 CSV',
    'cidades.csv',
    () => latin1('nome;cidade\nJoão;São Paulo\n'),
    'text/csv; charset=windows-1252',
  ],
  ['CSV that starts like a bitmap', 'cars.csv', () => utf8('BMW,Audi\n1,2\n'), 'text/csv; charset=utf-8'],
  ['a PDF', 'report.pdf', pdf, 'application/pdf'],
  [
    'a Word document',
    'report.docx',
    docx,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'an Excel workbook',
    'sheet.xlsx',
    xlsx,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  ['a PNG image', 'python.png', () => sampleFile('python.png'), 'image/png'],
  ['a JPEG image', 'python.jpg', () => sampleFile('python.jpg'), 'image/jpeg'],
  ['a GIF image', 'python.gif', () => sampleFile('python.gif'), 'image/gif'],
  ['a WebP image', 'python.webp', () => sampleFile('python.webp'), 'image/webp'],
  ['a BMP image', 'python.bmp', () => sampleFile('python.bmp'), 'image/bmp'],
  ['a TIFF image', 'python.tiff', () => sampleFile('python.tiff'), 'image/tiff'],
  ['a Word 97 document', 'old.doc', () => compoundFile('WordDocument'), 'application/msword'],
  ['an Excel 97 workbook', 'old.xls', () => compoundFile('Workbook'), 'application/vnd.ms-excel'],
  ['an SVG image (sanitised)', 'drawing.svg', () => utf8(SVG), 'image/svg+xml'],
];

// Refused by both write paths, whatever they are called.
const REFUSED: [string, string, () => Buffer][] = [
  ['HTML disguised as text', 'notes.txt', () => utf8(HTML)],
  ['Latin-1 HTML disguised as CSV', 'data.csv', () => latin1('  \n<HTML><p>Olá</p></HTML>')],
  ['UTF-16 HTML disguised as text', 'notes.txt', () => utf16(HTML, 'le')],
  ['SVG disguised as text', 'notes.txt', () => utf8(SVG)],
  ['XML disguised as text', 'notes.txt', () => utf8('<?xml version="1.0"?><note><to>Ada</to></note>')],
  ['text hiding a script', 'notes.txt', () => utf8(`Dear Ada,\n${'.'.repeat(300)}<script>alert(1)</script>`)],
  ['an ELF executable', 'report.pdf', elfExecutable],
  ['a Windows executable', 'notes.txt', windowsExecutable],
  ['a zip that is not Office', 'report.docx', () => sampleZip()],
  ['a compound file that is neither', 'old.doc', () => compoundFile('Something')],
  ['binary with NUL bytes', 'notes.txt', () => Buffer.from([0x41, 0x00, 0x42, 0x43])],
  ['UTF-16 without a BOM', 'notes.txt', () => Buffer.from('Olá', 'utf16le')],
];

function sampleZip(): Buffer {
  return Buffer.from(zipSync({ 'evil.exe': strToU8('MZ') }));
}

/** A compound file (the pre-2007 Office container) holding one stream of that name. */
function compoundFile(stream: string): Buffer {
  const b = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  Buffer.from(stream, 'utf16le').copy(b, 512);
  return b;
}

describe.each([
  ['the multipart upload', false],
  ['a signed PUT', true],
])('checkAttachment for %s', (_path, strict) => {
  it.each(ACCEPTED)('accepts %s (%s) as %s', async (_what, name, bytes, contentType) => {
    const checked = await checkAttachment(await bytes(), name, strict);
    expect(checked.contentType).toBe(contentType);
    expect(checked.mimeType).toBe(contentType.split(';')[0]);
  });

  it.each(REFUSED)('refuses %s (%s) with 415', async (_what, name, bytes) => {
    expect(await refusal(bytes(), name, strict)).toMatchObject({ status: 415 });
  });

  it('refuses an empty file with 400 and a file over 10 MB with the spec sentence', async () => {
    expect(await refusal(Buffer.alloc(0), 'notes.txt', strict)).toEqual({
      status: 400,
      message: 'notes.txt is empty',
    });
    const big = Buffer.concat([await pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal(big, 'big.pdf', strict)).toEqual({
      status: 413,
      message: ATTACHMENT_MESSAGES.tooBig,
    });
  });
});

describe('checkAttachment: what the name decides', () => {
  it('stores SVG sanitised, without its script handlers', async () => {
    const checked = await checkAttachment(utf8(SVG), 'drawing.svg', false);
    expect(checked.bytes.toString('utf8')).toContain('<rect');
    expect(checked.bytes.toString('utf8')).not.toContain('onload');
  });

  it('lets an upload keep a misnamed image (its stored name gets the right extension)', async () => {
    const checked = await checkAttachment(sampleFile('python.png'), 'photo.jpg', false);
    expect(checked.mimeType).toBe('image/png');
    expect(storedAttachmentName('photo.jpg', checked.mimeType, 36)).toBe('10-photo.jpg.png');
  });

  it('holds a signed PUT to its key: content other than the extension promises is refused, named', async () => {
    expect(await refusal(sampleFile('python.png'), 'report.pdf', true)).toEqual({
      status: 415,
      message: `report.pdf must be a PDF document, but its content is not: ${ATTACHMENT_MESSAGES.typeNotAllowed}`,
    });
    expect(await refusal(utf8('hello'), 'page.html', true)).toEqual({
      status: 415,
      message: ATTACHMENT_MESSAGES.typeNotAllowed,
    });
    expect((await checkAttachment(sampleFile('python.jpg'), 'photo.jpeg', true)).mimeType).toBe('image/jpeg');
  });
});

describe('storedAttachmentName', () => {
  it('keeps a clean name, prefixes the time and fixes the extension', () => {
    expect(storedAttachmentName('Relatório final.PDF', 'application/pdf', 36)).toBe('10-Relatorio_final.pdf');
    expect(storedAttachmentName('photo.jpeg', 'image/jpeg', 36)).toBe('10-photo.jpeg');
    expect(storedAttachmentName('../../etc/passwd', 'text/plain', 36)).toBe('10-etcpasswd.txt');
    expect(storedAttachmentName('日本語.png', 'image/png', 36)).toBe('10-file.png');
  });
});
