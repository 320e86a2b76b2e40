import { createTransaction, updateNodeOps } from '@mapa/model';
import { sampleDocument } from '../../testing/sampleDocument';
import { DocumentStore } from '../../stores/DocumentStore';
import { labelTransaction, removeElementsTransaction } from '../commands/nodeTransactions';
import { TextViewStore } from './TextViewStore';

const sectionsOf = (store: TextViewStore) => store.sections.map(({ section, ids }) => [section, [...ids]]);

describe('TextViewStore (spec §2.19)', () => {
  it('shows only All pages without a page; parents, children and all with one', () => {
    const doc = new DocumentStore(sampleDocument());
    const store = new TextViewStore(doc);
    expect(sectionsOf(store)).toEqual([['all', ['a', 'b', 'c']]]);
    store.selectPage('b');
    expect(sectionsOf(store)).toEqual([
      ['parents', ['a']],
      ['children', []],
      ['all', ['a', 'b', 'c']],
    ]);
    expect(store.searching).toBe(false);
    store.setQuery('C');
    expect(store.searching).toBe(true);
    expect(sectionsOf(store)).toEqual([
      ['parents', []],
      ['children', []],
      ['all', ['c']],
    ]);
    // The outline shows only while nothing is searched.
    store.setListMode('outline');
    expect(store.outlineShown).toBe(false);
    store.setQuery('  ');
    expect([store.searching, store.outlineShown]).toEqual([true, true]);
  });

  it('follows changes made elsewhere: a renamed page is found by its new label, a removed page closes', () => {
    const doc = new DocumentStore(sampleDocument());
    const store = new TextViewStore(doc);
    store.setQuery('renamed');
    expect(sectionsOf(store)).toEqual([['all', []]]);
    doc.apply(labelTransaction(doc.state, 'c', 'Renamed C')!);
    expect(sectionsOf(store)).toEqual([['all', ['c']]]);
    doc.undo();
    expect(sectionsOf(store)).toEqual([['all', []]]);
    store.setQuery('');
    store.selectPage('b');
    doc.apply(removeElementsTransaction(doc.state, { nodes: ['b'], edges: [] })!);
    expect(store.pageId).toBeNull();
    expect(sectionsOf(store)).toEqual([['all', ['a', 'c']]]);
    store.dispose();
  });

  it('typing a page’s content re-reads the page but keeps the list as built', () => {
    const doc = new DocumentStore(sampleDocument());
    const store = new TextViewStore(doc);
    const before = store.catalog;
    const version = store.version;
    const ops = updateNodeOps(doc.state, 'a', { data: { description: '<p>x</p>' } });
    doc.apply(createTransaction('node.content.updated', ops));
    expect(store.version).toBe(version + 1);
    expect(store.catalog).toBe(before);
    doc.apply(labelTransaction(doc.state, 'a', 'Alpha')!);
    expect(store.catalog).not.toBe(before);
  });

  it('zooms the outline into a page and back; a change that breaks the path ends it there', () => {
    const doc = new DocumentStore(sampleDocument());
    const store = new TextViewStore(doc);
    const ids = () => store.outline.map((row) => row.id);
    expect(ids()).toEqual(['a']);
    store.zoomInto(store.outline, 0);
    expect(store.zoomPath).toEqual(['a']);
    expect(store.pageId).toBe('a');
    expect(ids()).toEqual(['b', 'c']);
    expect(store.outline[0]).toMatchObject({ parentId: 'a', level: 1 });
    store.zoomInto(store.outline, 0); // b has no children: nothing to zoom into
    expect(store.zoomPath).toEqual(['a']);
    store.zoomOut();
    expect(store.zoomPath).toEqual([]);
    expect(ids()).toEqual(['a', 'b', 'c']); // a stays expanded
    store.zoomInto(store.outline, 0);
    doc.apply(removeElementsTransaction(doc.state, { nodes: ['a'], edges: [] })!);
    expect(store.zoomPath).toEqual([]);
    store.dispose();
  });
});
