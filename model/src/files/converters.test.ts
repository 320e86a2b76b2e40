import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFreeMind } from './freemind';
import { parseXMind } from './xmind';
import { parseMarkdown } from './markdown';
import { parseMermaid } from './mermaid';
import { importFile } from './importFile';
import { outlineToDocument } from './outlineToDocument';
import { documentToOutline } from './documentToOutline';
import type { OutlineNode } from './outline';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const enc = (s: string) => new TextEncoder().encode(s);
const find = (roots: OutlineNode[], title: string): OutlineNode => {
  const stack = [...roots];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.title === title) return n;
    stack.push(...n.children);
  }
  throw new Error(`no node ${title}`);
};

describe('FreeMind', () => {
  const outline = parseFreeMind('mapa_features.mm', fixture('mapa_features.mm'));
  it('keeps titles (entities and rich titles), notes, links, attributes, icons, colours, sides and folding', () => {
    const root = outline.roots[0];
    expect(root.title).toBe('Trip & plans');
    const before = find(outline.roots, 'Before');
    expect(before.description).toBe('<p>Book the <b>train</b> &amp; hotel</p>');
    expect(before).toMatchObject({
      icon: 'check',
      textColor: '#1a2b3c',
      backgroundColor: '#ffeecc',
      side: 'right',
    });
    expect(find(outline.roots, 'Tickets').description).toContain('<a href="https://example.com/tickets">');
    expect(find(outline.roots, 'Rich title').children).toEqual([]);
    const after = find(outline.roots, 'After');
    expect(after).toMatchObject({ collapsed: true, side: 'left' });
    expect(after.description).toBe('<table><tbody><tr><td>cost</td><td>120 €</td></tr></tbody></table>');
    expect(find(outline.roots, 'Photos').title).toBe('Photos'); // &#x0; dropped
    expect(outline.links).toEqual([{ from: 'ID_tickets', to: 'ID_after' }]);
  });

  it('becomes a laid-out map: hidden descendants of folded nodes, left branches left of the root, arrow links as edges', () => {
    const doc = outlineToDocument(outline);
    const byLabel = new Map(doc.nodes.map((n) => [n.data.label, n]));
    expect(doc.nodes).toHaveLength(7);
    expect(doc.edges).toHaveLength(7); // 6 tree edges + 1 arrow link
    expect(byLabel.get('Photos')!.data.visibility).toBe('hidden');
    expect(byLabel.get('After')!.data.collapsed).toBe(true);
    expect(byLabel.get('After')!.position.x).toBeLessThan(byLabel.get('Trip & plans')!.position.x);
    expect(byLabel.get('Before')!.position.x).toBeGreaterThan(byLabel.get('Trip & plans')!.position.x);
    const cross = doc.edges.filter((e) => e.data.crossLink === true);
    expect(cross).toHaveLength(1);
    expect(cross[0].data.source).toBe(byLabel.get('Tickets')!.data.id);
    const ids = new Set(doc.nodes.map((n) => n.data.id));
    expect(ids.size).toBe(7);
    expect(ids.has('ID_root')).toBe(false); // fresh ids
  });
});

describe('XMind', () => {
  it('reads content.json: sheets, notes, links, markers, labels, relationships', () => {
    const outline = parseXMind('zen.xmind', fixture('xmindparser_xmind_zen.xmind'));
    expect(outline.roots.map((r) => r.title)).toEqual(['Central Topic', expect.any(String)]);
    expect(find(outline.roots, 'note topic').description).toContain('note info');
    expect(find(outline.roots, 'link topic').description).toContain('http://www.link.com');
    expect(find(outline.roots, 'makers topic').icon).toBe('number-2');
    expect(find(outline.roots, 'label topic').description).toBe('<p>great</p>');
  });
  it('reads the content.xml of XMind 8, every sheet', () => {
    const outline = parseXMind('demo.xmind', fixture('zhuifengshen_demo.xmind'));
    expect(outline.roots).toHaveLength(2);
  });
});

describe('Markdown', () => {
  it('headings and nested lists are nodes, the rest is their description; checkboxes and fold comments', () => {
    const outline = parseMarkdown('c.md', fixture('markmap-lib-test_07_checkboxes.md'));
    expect(outline.roots[0].title).toBe('Housework');
    expect(find(outline.roots, 'Dishes').markers).toEqual(['task-done']);
    expect(find(outline.roots, 'Cleaning the bathroom').markers).toEqual(['task-todo']);
    expect(find(outline.roots, 'should it works on titles?').markers).toEqual(['task-done']);
    const magic = parseMarkdown('m.md', fixture('markmap-lib-test_08_magic-comments.md'));
    expect(find(magic.roots, '1').collapsed).toBe(true);
    const states = parseMarkdown('s.md', fixture('opmlPackage_states.md'));
    expect(find(states.roots, 'California').description).toBe('<p>capital:: Sacramento</p>');
  });
  it('front matter gives the title and is not a node', () => {
    const outline = parseMarkdown('f.md', fixture('markmap-lib-test_02_content-with-frontmatter.md'));
    expect(outline.roots[0].title).toBe('l1');
    expect(outline.roots[0].children.map((c) => c.title)).toEqual(['l1.1', 'l1.2']);
  });
  it('text under a heading is its description, code fences included, and a link in a title is kept', () => {
    const md =
      '# Root\n\nIntro **bold**.\n\n```\n# not a heading\n- not an item\n```\n\n## [Child](https://example.com) - more\n';
    const outline = parseMarkdown('x.md', enc(md));
    expect(outline.roots[0].description).toBe(
      '<p>Intro <strong>bold</strong>.</p><pre># not a heading\n- not an item</pre>',
    );
    expect(outline.roots[0].children[0].title).toBe('Child - more');
    expect(outline.roots[0].children[0].description).toContain('href="https://example.com"');
  });
});

describe('Mermaid', () => {
  it('reads shapes, multi-line labels, comments and icons', () => {
    const outline = parseMermaid('d.mmd', fixture('mermaid_docs_01.mmd'));
    expect(outline.roots[0].title).toBe('mindmap');
    expect(find(outline.roots, 'On effectiveness\nand features')).toBeDefined();
    expect(parseMermaid('x.mmd', fixture('mermaid_cypress_11.mmd')).roots[0].title).toBe('The root');
    expect(
      parseMermaid('x.mmd', fixture('mermaid_cypress_06.mmd')).roots[0].children.map((c) => c.title),
    ).toEqual(['Another bang', 'A cloud']);
    const md = parseMermaid('x.mmd', fixture('mermaid_docs_13.mmd'));
    expect(md.roots[0].title).toMatch(/^Root with\na second line\nUnicode works too/);
  });
});

describe('JSON', () => {
  it('reads Mapa JSON exports (edges without ids) keeping positions, and nested trees', () => {
    const exported = {
      nodes: [
        { id: 'a', data: { id: 'a', label: 'A' }, position: { x: 10, y: 20 } },
        { id: 'b', data: { id: 'b', label: 'B' }, position: { x: 300, y: 20 } },
      ],
      edges: [{ data: { source: 'a', target: 'b', direction: 'one-way' } }],
    };
    const doc = importFile('m.json', enc(JSON.stringify(exported))).document;
    expect(doc.nodes.map((n) => n.position)).toEqual([
      { x: 10, y: 20 },
      { x: 300, y: 20 },
    ]);
    expect(doc.edges[0].data.id).toEqual(expect.any(String));
    const tree = importFile(
      't.json',
      enc('{"name":"r","children":[{"name":"c1"},{"name":"c2","children":[{"name":"g"}]}]}'),
    );
    expect(tree.document.nodes.map((n) => n.data.label)).toEqual(['r', 'c1', 'c2', 'g']);
  });
});

describe('documentToOutline', () => {
  it('walks a graph with cycles and second parents once per node, leftovers as cross links', () => {
    const outline = parseMarkdown('x.md', enc('# R\n## A\n### A1\n## B\n'));
    const doc = outlineToDocument(outline);
    const id = (label: string) => doc.nodes.find((n) => n.data.label === label)!.data.id;
    doc.edges.push(
      { data: { id: 'e1', source: id('B'), target: id('A1') } },
      { data: { id: 'e2', source: id('A1'), target: id('R') } },
    );
    const back = documentToOutline(doc);
    expect(back.roots.map((r) => r.title)).toEqual(['R']);
    expect(back.roots[0].children.map((c) => c.title)).toEqual(['A', 'B']);
    expect(back.links).toHaveLength(2);
  });
  it('keeps only the listed entities, in the order given, under their nearest kept ancestor', () => {
    const doc = outlineToDocument(parseMarkdown('x.md', enc('# R\n## A\n### A1\n## B\n')));
    const id = (label: string) => doc.nodes.find((n) => n.data.label === label)!.data.id;
    const back = documentToOutline(doc, { entities: [id('B'), id('R'), id('A1')] });
    expect(back.roots.map((r) => r.title)).toEqual(['R']);
    expect(back.roots[0].children.map((c) => c.title)).toEqual(['B', 'A1']);
  });
});
