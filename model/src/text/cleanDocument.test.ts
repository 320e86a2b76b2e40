import fc from 'fast-check';
import type { MapDocument } from '../schema/document';
import type { Operation } from '../ops/operation';
import { parseMapDocument } from '../parse/parseMapDocument';
import { documentArb } from '../testing/arbitraries';
import { BLANK_IMAGE_URL, cleanMapDocument, cleanOperation } from './cleanDocument';
import { hasUnsafeChars } from './unsafeChars';

const BAD = '\u0000\u0001\u0007\u001F\u007F\u0085\u009F\uFFFE\uFFFF\uD800';

function dirtyDocument(): MapDocument {
  return {
    nodes: [
      {
        position: { x: 0, y: 0 },
        data: {
          id: `n${BAD}1`,
          label: `A${BAD}\tB\nC`,
          description: `<p>d${BAD}&#0;&#x1;&#150;</p>`,
          imageURL: 'javascript:alert(1)',
          image: 'photo.png',
          icon: 'javascript:alert(2)',
          note: `x${BAD}`,
        },
      },
      { position: { x: 9, y: 9 }, data: { id: 'n2', label: 'Fine', imageURL: '/api/images/m/p.png' } },
    ],
    edges: [
      { data: { id: 'e1', source: `n${BAD}1`, target: 'n2', label: `L${BAD}`, description: `${BAD}` } },
    ],
    version: 3,
    htmlContent: `<p>h${BAD}&#xFFFE;</p>`,
    canvas: {
      nodesOrder: [`n${BAD}1`, 'n2'],
      backgroundImages: [
        {
          id: 'i1',
          name: `bg${BAD}`,
          url: 'javascript:alert(3)',
          bounds: { x: 0, y: 0, width: 1, height: 1 },
        },
        { id: 'i2', url: '/api/images/m/bg.png', bounds: { x: 0, y: 0, width: 1, height: 1 } },
      ],
      drawingData: { paths: [], texts: [{ x: 0, y: 0, text: `t${BAD}`, fontSize: 16, color: '#000' }] },
    },
    settings: { defaultImageURL: 'data:text/html;base64,PHNjcmlwdD4=', defaultImage: 'logo.png' },
    title: `T${BAD}`,
  };
}

describe('cleanMapDocument', () => {
  it('drops unsafe characters from every text, references from rich text, and keeps identifiers as stored', () => {
    const dirty = dirtyDocument();
    const clean = cleanMapDocument(dirty);
    const [a, b] = clean.nodes;
    expect(a.data).toEqual({
      id: `n${BAD}1`,
      label: 'A\tB\nC',
      description: '<p>d&#150;</p>',
      image: 'photo.png',
      note: 'x',
    });
    expect(b).toBe(dirty.nodes[1]);
    expect(clean.edges[0].data).toEqual({
      id: 'e1',
      source: `n${BAD}1`,
      target: 'n2',
      label: 'L',
      description: '',
    });
    expect(clean.htmlContent).toBe('<p>h</p>');
    expect(clean.canvas!.nodesOrder).toEqual([`n${BAD}1`, 'n2']);
    expect(clean.canvas!.drawingData!.texts[0].text).toBe('t');
    expect(clean.title).toBe('T');
  });

  it('drops addresses that fail the URL rule; a support image keeps its place with a blank image', () => {
    const clean = cleanMapDocument(dirtyDocument());
    expect(clean.nodes[0].data).not.toHaveProperty('imageURL');
    expect(clean.nodes[0].data).not.toHaveProperty('icon');
    expect(clean.nodes[1].data.imageURL).toBe('/api/images/m/p.png');
    expect(clean.canvas!.backgroundImages!.map((i) => [i.id, i.name, i.url])).toEqual([
      ['i1', 'bg', BLANK_IMAGE_URL],
      ['i2', undefined, '/api/images/m/bg.png'],
    ]);
    expect(clean.settings).toEqual({ defaultImage: 'logo.png' });
  });

  it('hands back a record as it was exactly when it was clean, and the result parses and stays as it is', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const parsed = parseMapDocument(input);
        if (!parsed.ok) return;
        const doc = parsed.document;
        const clean = cleanMapDocument(doc);
        const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
        clean.nodes.forEach((n, i) => expect(n === doc.nodes[i]).toBe(same(n, doc.nodes[i])));
        clean.edges.forEach((e, i) => expect(e === doc.edges[i]).toBe(same(e, doc.edges[i])));
        expect(hasUnsafeChars(JSON.stringify(clean.nodes.map((n) => n.data.label)))).toBe(false);
        expect(parseMapDocument(clean).ok).toBe(true);
        expect(cleanMapDocument(clean)).toEqual(clean);
      }),
      { numRuns: 100 },
    );
  });
});

describe('cleanOperation', () => {
  const dirty = dirtyDocument();
  it('cleans the records of node, edge and image operations on both sides', () => {
    const node = dirty.nodes[0];
    const update = cleanOperation({ type: 'node.update', id: node.data.id, from: node, to: node });
    expect(update).toMatchObject({
      id: `n${BAD}1`,
      from: { data: { label: 'A\tB\nC' } },
      to: { data: { label: 'A\tB\nC' } },
    });
    expect((update as Extract<Operation, { type: 'node.update' }>).to.data).not.toHaveProperty('imageURL');
    const image = dirty.canvas!.backgroundImages![0];
    expect(cleanOperation({ type: 'image.add', image, index: 0 })).toMatchObject({
      image: { url: BLANK_IMAGE_URL, name: 'bg' },
    });
    expect(cleanOperation({ type: 'edge.add', edge: dirty.edges[0] })).toMatchObject({
      edge: { data: { label: 'L' } },
    });
  });

  it('cleans key-level values: an unsafe address set leaves the key absent, id lists are kept', () => {
    expect(
      cleanOperation({
        type: 'settings.update',
        key: 'defaultImageURL',
        from: '/api/images/m/a.png',
        to: 'javascript:x',
      }),
    ).toEqual({ type: 'settings.update', key: 'defaultImageURL', from: '/api/images/m/a.png' });
    expect(cleanOperation({ type: 'document.update', key: 'htmlContent', to: `<p>&#0;${BAD}x</p>` })).toEqual(
      {
        type: 'document.update',
        key: 'htmlContent',
        to: '<p>x</p>',
      },
    );
    const steps: Operation = { type: 'canvas.update', key: 'presentationSteps', to: [`n${BAD}1`] };
    expect(cleanOperation(steps)).toBe(steps);
    expect(cleanOperation({ type: 'document.update', key: 'canvas', to: dirty.canvas })).toMatchObject({
      to: { backgroundImages: [{ url: BLANK_IMAGE_URL }, { url: '/api/images/m/bg.png' }] },
    });
    expect(
      cleanOperation({
        type: 'drawing.update',
        to: { paths: [], texts: [{ x: 0, y: 0, text: `a${BAD}`, fontSize: 9, color: '#000' }] },
      }),
    ).toMatchObject({ to: { texts: [{ text: 'a' }] } });
  });
});
