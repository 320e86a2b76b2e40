import { createTransaction, updateNodeOps } from '@mapa/model';
import { sampleDocument } from '../../testing/sampleDocument';
import { DocumentStore } from '../../stores/DocumentStore';
import { labelTransaction, removeElementsTransaction } from '../nodeTransactions';
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
    store.setQuery('C');
    expect(sectionsOf(store)).toEqual([
      ['parents', []],
      ['children', []],
      ['all', ['c']],
    ]);
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
});
