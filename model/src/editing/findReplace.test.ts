import { invertTransaction } from '../ops/transaction';
import { SearchIndex } from './SearchIndex';
import {
  countInHtml,
  findInText,
  findMatches,
  replaceInHtml,
  replaceInText,
  replaceTransaction,
} from './findReplace';
import { mapOf } from './testMaps';

const at = { x: 0, y: 0 };

describe('find and replace', () => {
  it('matches case-insensitively unless asked, and whole words only when asked', () => {
    expect(findInText('Cat cat CAT concat', 'cat')).toEqual([0, 4, 8, 15]);
    expect(findInText('Cat cat CAT concat', 'cat', { matchCase: true })).toEqual([4, 15]);
    expect(findInText('Cat cat CAT concat', 'cat', { wholeWord: true })).toEqual([0, 4, 8]);
    expect(findInText('cat_x cat1 (cat) ação', 'cat', { wholeWord: true })).toEqual([12]);
    expect(findInText('ação açãozinha', 'ação', { wholeWord: true })).toEqual([0]);
    expect(findInText('aaaa', 'aa')).toEqual([0, 2]);
    expect(findInText('anything', '')).toEqual([]);
  });

  it('replaces every match or only the chosen one in plain text', () => {
    expect(replaceInText('Cat cat concat', 'cat', 'dog')).toEqual({ text: 'dog dog condog', count: 3 });
    expect(replaceInText('Cat cat concat', 'cat', 'dog', { wholeWord: true, matchCase: true })).toEqual({
      text: 'Cat dog concat',
      count: 1,
    });
    expect(replaceInText('a a a', 'a', 'b', {}, 1).text).toBe('a b a');
  });

  it('replaces only in the text of rich-text HTML, never in tags or attributes, and keeps it escaped', () => {
    const html = '<p class="bold"><a href="https://bold.example/bold">bold</a> and <b>Bold</b></p>';
    const out = replaceInHtml(html, 'bold', 'strong');
    expect(out.count).toBe(2);
    expect(out.html).toBe(
      '<p class="bold"><a href="https://bold.example/bold">strong</a> and <b>strong</b></p>',
    );
    expect(countInHtml('<p>p</p><br><img alt="p">', 'p')).toBe(1);
    expect(replaceInHtml('<p>x</p>', 'x', '<script>alert(1)</script>').html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(replaceInHtml('<p>Tom &amp; Jerry&nbsp;run</p>', 'tom & jerry', 'A&B').html).toBe(
      '<p>A&amp;B&nbsp;run</p>',
    );
    expect(replaceInHtml('<style>p{}</style><p>p</p>', 'p', 'q').html).toBe('<style>p{}</style><p>q</p>');
    // The n-th match counts across the runs in order; runs without it are left byte for byte.
    expect(replaceInHtml('<p>a &#39;</p><p>a</p><p>a &#39;</p>', 'a', 'b', {}, 1).html).toBe(
      '<p>a &#39;</p><p>b</p><p>a &#39;</p>',
    );
  });

  it('finds the matches of titles and contents from the search index candidates', () => {
    const state = mapOf({
      a: { ...at, label: 'Sugar and sugar', description: '<p>more <b>sugar</b></p>' },
      b: { ...at, label: 'Salt', description: '<p class="sugar">salt</p>' },
      c: { ...at, label: 'sugary' },
    });
    const ids = new SearchIndex(state).nodesContaining('SUGAR');
    expect(ids).toEqual(['a', 'c']);
    expect(findMatches(state, ids, 'sugar')).toEqual([
      { id: 'a', field: 'label', index: 0 },
      { id: 'a', field: 'label', index: 1 },
      { id: 'a', field: 'description', index: 0 },
      { id: 'c', field: 'label', index: 0 },
    ]);
    // Indexes count the matches under the options: 'Sugar' is not one with match case.
    expect(findMatches(state, ids, 'sugar', { wholeWord: true, matchCase: true })).toEqual([
      { id: 'a', field: 'label', index: 0 },
      { id: 'a', field: 'description', index: 0 },
    ]);
  });

  it('replaces all as one transaction whose inverse restores every title and content', () => {
    const state = mapOf({
      a: { ...at, label: 'Sugar and sugar', description: '<p>more <b>sugar</b></p>' },
      b: { ...at, label: 'Salt' },
      c: { ...at, label: 'sugary' },
    });
    const before = state.toDocument().nodes;
    const matches = findMatches(state, new SearchIndex(state).nodesContaining('sugar'), 'sugar');
    const tx = replaceTransaction(state, matches, 'sugar', 'honey')!;
    expect(tx.ops).toHaveLength(2);
    state.apply(tx);
    expect(state.getNode('a')!.data.label).toBe('honey and honey');
    expect(state.getNode('a')!.data.description).toBe('<p>more <b>honey</b></p>');
    expect(state.getNode('c')!.data.label).toBe('honeyy');
    state.apply(invertTransaction(tx, 'undo.performed'));
    expect(state.toDocument().nodes).toEqual(before);
  });

  it('replaces a single match and leaves the others', () => {
    const state = mapOf({ a: { ...at, label: 'one one one', description: '<p>one</p>' } });
    const matches = findMatches(state, ['a'], 'one');
    expect(matches).toHaveLength(4);
    state.apply(replaceTransaction(state, [matches[1]], 'one', '1')!);
    expect(state.getNode('a')!.data.label).toBe('one 1 one');
    state.apply(replaceTransaction(state, [findMatches(state, ['a'], 'one')[2]], 'one', '1')!);
    expect(state.getNode('a')!.data.description).toBe('<p>1</p>');
    expect(replaceTransaction(state, [], 'one', '1')).toBeNull();
  });
});
