import { zipSync, strToU8 } from 'fflate';
import { sniffAttachmentType, storedAttachmentName } from './attachmentType';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const zip = (names: string[]) =>
  Buffer.from(zipSync(Object.fromEntries(names.map((n) => [n, strToU8('<x/>')]))));
function ole2(stream: string): Buffer {
  const b = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  Buffer.from(stream, 'utf16le').copy(b, 512);
  return b;
}

describe('sniffAttachmentType', () => {
  it.each([
    ['report.pdf', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    ['anything.bin', Buffer.from('%PDF-1.4'), 'application/pdf'],
    ['photo.png', PNG, 'image/png'],
    ['photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['a.bmp', Buffer.concat([Buffer.from('BM'), Buffer.from([30, 0, 0, 0]), Buffer.alloc(24)]), 'image/bmp'],
    ['a.tif', Buffer.from('II*\x00\x08\x00\x00\x00', 'latin1'), 'image/tiff'],
    ['a.svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'a.docx',
      zip(['[Content_Types].xml', 'word/document.xml']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a.xlsx',
      zip(['[Content_Types].xml', 'xl/workbook.xml']),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a.doc', ole2('WordDocument'), 'application/msword'],
    ['a.xls', ole2('Workbook'), 'application/vnd.ms-excel'],
    ['data.csv', Buffer.from('a,b\n1,2\n'), 'text/csv'],
    ['notes.txt', Buffer.from('Olá, mundo\n\ttab'), 'text/plain'],
  ])('%s is %s', (name, bytes, type) => {
    expect(sniffAttachmentType(bytes, name)).toBe(type);
  });

  it.each([
    ['a renamed executable', 'report.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['a zip that is not Office', 'a.docx', zip(['evil.exe'])],
    ['a compound file that is neither', 'a.doc', ole2('Something')],
    ['binary with NUL bytes', 'a.txt', Buffer.from([0x41, 0x00, 0x42])],
    ['invalid UTF-8', 'a.txt', Buffer.from([0x41, 0xc3, 0x28])],
    ['an empty file', 'a.txt', Buffer.alloc(0)],
    ['HTML named as an image', 'a.png', Buffer.from('\x01<script>alert(1)</script>')],
  ])('refuses %s', (_what, name, bytes) => {
    expect(sniffAttachmentType(bytes, name)).toBeNull();
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
