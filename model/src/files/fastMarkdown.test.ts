import { fastHtmlToMarkdown } from './fastMarkdown';
import { markdownService } from './markdownService';
import { htmlToMarkdown } from './richText';

// The fast path must write exactly what turndown (with our rules) writes, or step aside (null).
const service = markdownService();

describe('fastHtmlToMarkdown', () => {
  it.each([
    '<p>plain text</p>',
    '<p>Hello <strong>world</strong> and <em>you</em></p>',
    '<p>one</p><p>two <b>bold</b> <i>it</i></p>',
    '<p>a <a href="https://example.com/x?y=1">link</a> here</p>',
    '<p>line<br>break</p>',
    '<p>special * _ # [x] `tick` 1. &amp; &lt;tag&gt; &quot;q&quot;</p>',
    '<p># looks like a heading</p><p>- looks like an item</p><p>1. numbered</p>',
    '<p>code <code>x = 1</code> end</p>',
    '<p><u>under</u> <s>strike</s> <span>span</span></p>',
    '<p>text that looks like a &lt;tag&gt; or an &amp;amp; entity</p>',
  ])('matches turndown for %s', (html) => {
    const fast = fastHtmlToMarkdown(html, service);
    expect(fast).not.toBeNull();
    expect(fast).toBe(service.turndown(html));
  });

  it.each([
    '<ul><li>a</li></ul>',
    '<h1>Title</h1>',
    '<p><strong><em>nested</em></strong></p>',
    '<p class="x">attr</p>',
    '<p> leading space</p>',
    '<p><img src="x.png"></p>',
    'bare text',
    '<p>unclosed',
    '<table><tr><td>x</td></tr></table>',
    '<p>&copy; entity</p>',
    '<p>filter<i>, date)</i> and <b>done.</b></p>',
  ])('steps aside for %s', (html) => {
    expect(fastHtmlToMarkdown(html, service)).toBeNull();
    // turndown then writes it (htmlToMarkdown's own list rule aside).
    expect(typeof htmlToMarkdown(html)).toBe('string');
  });
});
