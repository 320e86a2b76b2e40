import { hasUnsafeChars } from '@mapa/model';

// A map holding every character the text rule drops (model `text/unsafeChars.ts`) wherever a map holds text, and
// unsafe addresses wherever it holds one: what a hostile client sends, or a map stored before the rules existed.

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

/** U+0000–U+001F (tab, LF and CR among them, which stay), U+007F–U+009F, U+FFFE, U+FFFF, lone surrogates. */
export const BAD = `${range(0, 0x1f)}${range(0x7f, 0x9f)}\uFFFE\uFFFF\uD800x\uDC00`;
/** References to code points XML cannot hold, as rich text may carry them. */
export const BAD_REFS = '&#0;&#x1;&#x7;&#xFFFE;&#xD800;';

/** The document: a root, a child with a note, an edge label, htmlContent, a text annotation, unsafe addresses. */
export function unsafeDocument() {
  return {
    nodes: [
      {
        position: { x: 0, y: 0 },
        data: {
          id: 'root',
          label: `Root${BAD}`,
          description: `<p>Note${BAD}${BAD_REFS}</p>`,
          imageURL: 'javascript:alert(1)',
          icon: 'javascript:alert(2)',
        },
      },
      {
        position: { x: 400, y: 0 },
        data: {
          id: 'kid',
          label: `Kid${BAD}`,
          description: `plain ${BAD}${BAD_REFS}`,
          imageURL: '/api/images/x/y.png',
        },
      },
    ],
    edges: [
      {
        data: { id: 'e1', source: 'root', target: 'kid', label: `Edge${BAD}`, description: `<p>${BAD}</p>` },
      },
    ],
    htmlContent: `<p>Doc${BAD}${BAD_REFS}</p>`,
    canvas: {
      drawingData: {
        paths: [],
        texts: [{ x: 0, y: 200, text: `Annotation${BAD}`, fontSize: 16, color: '#333333' }],
      },
      backgroundImages: [
        {
          id: 'bg',
          name: `Back${BAD}`,
          url: 'javascript:alert(3)',
          bounds: { x: -50, y: -50, width: 20, height: 20 },
        },
      ],
    },
    settings: { defaultImageURL: 'vbscript:msgbox(1)' },
  };
}

/** Every string inside a value, keys left out. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** The strings of a value that hold an unsafe character, a reference XML cannot hold, or an unsafe scheme. */
export function unsafeStrings(value: unknown): string[] {
  return stringsOf(value).filter(
    (s) => hasUnsafeChars(s) || /&#(0|x1|x7|xFFFE|xD800);/i.test(s) || /(java|vb)script:/i.test(s),
  );
}
