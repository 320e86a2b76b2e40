import { sniffImageType, storedImageName } from './imageType';
import { sanitizeSvg } from './svgSanitizer';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('image type by content', () => {
  it('recognises PNG, JPEG, WebP and SVG by their bytes', async () => {
    expect(await sniffImageType(PNG)).toBe('image/png');
    expect(await sniffImageType(JPEG)).toBe('image/jpeg');
    expect(await sniffImageType(WEBP)).toBe('image/webp');
    expect(await sniffImageType(Buffer.from('<?xml version="1.0"?>\n<!-- c --><svg xmlns="x"></svg>'))).toBe(
      'image/svg+xml',
    );
    expect(await sniffImageType(Buffer.from('\uFEFF<svg viewBox="0 0 1 1"/>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it is called', async () => {
    expect(await sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(await sniffImageType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(await sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(await sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('names stored images: spaces to underscores, extension from the content', () => {
    expect(storedImageName('my cat photo.png', 'image/png')).toBe('my_cat_photo.png');
    expect(storedImageName('diagram', 'image/svg+xml')).toBe('diagram.svg');
    expect(storedImageName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(storedImageName('fake.png', 'image/jpeg')).toBe('fake.jpg');
    expect(storedImageName('../../etc/passwd', 'image/png')).toBe('etcpasswd.png');
    expect(storedImageName('   ', 'image/webp')).toBe('image.webp');
  });
});

describe('SVG sanitising', () => {
  it('keeps drawing elements and removes scripts, handlers, foreign content and outside references', () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
      <script>alert(2)</script>
      <linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>
      <path d="M0 0L10 10" stroke="url(#g)" onclick="alert(3)"/>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <a href="javascript:alert(4)"><circle cx="1" cy="1" r="1"/></a>
      <use href="https://evil.example/x.svg#a"/>
      <rect style="fill: url(https://evil.example/track)" width="2" height="2"/>
    </svg>`;
    const clean = sanitizeSvg(hostile);
    expect(clean).toContain('viewBox="0 0 24 24"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('d="M0 0L10 10"');
    expect(clean).toContain('stroke="url(#g)"');
    expect(clean).toContain('<circle');
    for (const bad of [
      'script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      'javascript',
    ])
      expect(clean).not.toContain(bad);
  });

  it('refuses text that has no <svg> root left', () => {
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow(/no <svg> root/);
  });
});
