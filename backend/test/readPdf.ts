import { inflateSync } from 'node:zlib';

// Just enough of a PDF reader for tests of the PDF export: pages' content streams and the text they show, decoded
// through each font's ToUnicode map (pdfkit writes embedded fonts as Identity-H with one), or as Latin-1 for the
// standard fonts.

/** One page: its content operators (inflated) and the text of each `TJ`, in order. */
export interface PdfPage {
  content: string;
  texts: string[];
}

function objects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const text = pdf.toString('latin1');
  const out = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const m of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('\nendobj', start);
    const body = text.slice(start, end);
    const at = body.indexOf('\nstream\n');
    let stream: Buffer | null = null;
    if (at >= 0) {
      const raw = pdf.subarray(start + at + 8, start + body.lastIndexOf('\nendstream'));
      stream = body.slice(0, at).includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    out.set(Number(m[1]), { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  return out;
}

/** Glyph code → text, from a ToUnicode CMap's `bfrange` arrays (what pdfkit writes). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = parseInt(m[1], 16);
    for (const entry of m[2].matchAll(/<([0-9a-f ]+)>/gi)) {
      const units = entry[1].split(' ').map((h) => parseInt(h, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}

/** Every page of a pdfkit PDF, in order, with its content and decoded text runs. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objs = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pagesRoot = [...objs.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pagesRoot.dict)![1].matchAll(/(\d+) 0 R/g)].map((k) =>
    Number(k[1]),
  );
  return kids.map((id) => {
    const page = objs.get(id)!.dict;
    const content = objs.get(ref(page, 'Contents'))!.stream!.toString('latin1');
    const resources = objs.get(ref(page, 'Resources'))!.dict;
    const fonts = new Map<string, Map<number, string> | null>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const f of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objs.get(Number(f[2]))!.dict;
      const cmap = ref(font, 'ToUnicode');
      fonts.set(f[1], cmap ? toUnicode(objs.get(cmap)!.stream!.toString('latin1')) : null);
    }
    const texts: string[] = [];
    let font: Map<number, string> | null = null;
    for (const m of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[-\d.\s])*)\] TJ/gi)) {
      if (m[1]) {
        font = fonts.get(m[1]) ?? null;
        continue;
      }
      let s = '';
      for (const hex of m[2].matchAll(/<([0-9a-f]*)>/gi)) {
        const width = font ? 4 : 2;
        for (let i = 0; i < hex[1].length; i += width) {
          const code = parseInt(hex[1].slice(i, i + width), 16);
          s += font ? (font.get(code) ?? '\ufffd') : String.fromCharCode(code);
        }
      }
      texts.push(s);
    }
    return { content, texts };
  });
}
