import { htmlToMarkdown, htmlToPlainText, markdownToHtml } from './richText';

// Notes written as Markdown (the .md export, OPML's _note) must read back as the same text, here and in any
// CommonMark reader. Cases from the corpora's FreeMind and README notes.

describe('htmlToMarkdown', () => {
  it('writes emphasis that flanks: punctuation at its edges moves outside the delimiters', () => {
    // "filter*, date)*" is no emphasis in CommonMark ("*" between a letter and a comma opens nothing).
    expect(htmlToMarkdown('<p>a filter (Date filter<i>, Modified after, xxx)</i> and</p>')).toBe(
      'a filter (Date filter, *Modified after, xxx)* and',
    );
    expect(htmlToMarkdown('<p>See <b>Help &gt; </b><i>Tutorial.</i></p>')).toBe('See **Help >** *Tutorial*.');
    // Emphasis of punctuation alone is dropped; the punctuation stays.
    expect(htmlToMarkdown('<p>kan<b>.</b> and <i>?</i></p>')).toBe('kan. and ?');
    // A link's parentheses stay inside.
    expect(htmlToMarkdown('<p><i>see <a href="https://example.com/a">a</a></i></p>')).toBe(
      '*see [a](https://example.com/a)*',
    );
  });

  it('escapes text that Markdown would read as a tag or an entity', () => {
    expect(htmlToMarkdown('<p>&lt;plugin_action name="x"&gt; &lt;/Name&gt; a &lt; b</p>')).toBe(
      '\\<plugin\\_action name="x"> \\</Name> a < b',
    );
    expect(htmlToMarkdown('<p>&amp;lt; and &amp;#160; and AT&amp;T</p>')).toBe(
      '\\&lt; and \\&#160; and AT&T',
    );
  });

  it('writes a link around blocks as one paragraph with line breaks, so it stays one link', () => {
    const md = htmlToMarkdown(
      '<a href="https://example.com/t"><div><img src="https://example.com/l.png" alt="logo"></div>' +
        '<b>Caption</b><div>## More</div></a>',
    );
    expect(md).toBe(
      '[![logo](https://example.com/l.png)  \n**Caption**  \n\\## More](https://example.com/t)',
    );
    expect(markdownToHtml(md)).toBe(
      '<p><a href="https://example.com/t"><img src="https://example.com/l.png" alt="logo"><br>' +
        '<strong>Caption</strong><br>## More</a></p>',
    );
  });
});

describe('markdownToHtml', () => {
  it('reads "*" emphasis inside a word, but not "_"', () => {
    expect(markdownToHtml('Me*t Naam toekennen* kan')).toBe('<p>Me<em>t Naam toekennen</em> kan</p>');
    expect(markdownToHtml('snake_case_name and 2 * 3 * 4')).toBe('<p>snake_case_name and 2 * 3 * 4</p>');
  });

  it('reads escaped "<" and "&" as text', () => {
    expect(markdownToHtml('\\<plugin\\_action name="x"> \\&lt;')).toBe(
      '<p>&lt;plugin_action name=&quot;x&quot;&gt; &amp;lt;</p>',
    );
  });
});

describe('htmlToPlainText', () => {
  it('reads HTML as a browser shows it: comments dropped, source spacing collapsed, <pre> kept', () => {
    expect(htmlToPlainText('<p>\n  Line,\n</p>\n<p>\n  and /**\n   * second\n</p><!-- <p>t11</p> -->')).toBe(
      'Line,\nand /** * second',
    );
    expect(htmlToPlainText('<p>a&#160;&#160;b</p><pre>  x\n    y</pre><p>z</p>')).toBe(
      'a\u00a0\u00a0b\n  x\n    y\nz',
    );
  });
});
