import { sanitizeRichText } from './richText.sanitizer';

describe('sanitizeRichText', () => {
  it('keeps what Quill writes', () => {
    const quill =
      '<h1 class="ql-align-center">Title</h1><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ol><li data-list="bullet">one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>' +
      '<blockquote>q</blockquote><p><span style="color: rgb(230, 0, 0); background-color: #ffff00;">red</span></p>' +
      '<p><img src="https://example.com/a.png" alt="a" /><br /></p>';
    expect(sanitizeRichText(quill)).toBe(
      quill.replace(
        'color: rgb(230, 0, 0); background-color: #ffff00;',
        'color:rgb(230, 0, 0);background-color:#ffff00',
      ),
    );
  });

  it('makes links safe', () => {
    expect(sanitizeRichText('<a href="https://x.io" target="_blank">x</a>')).toBe(
      '<a href="https://x.io" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)" target="_top">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
  });

  it('removes scripts, handlers, foreign styles and classes, and bad data URLs', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script><style>p{}</style></p>')).toBe(
      '<p>a</p>',
    );
    expect(
      sanitizeRichText('<span style="position:fixed;color:red" class="evil ql-size-large">t</span>'),
    ).toBe('<span style="color:red" class="ql-size-large">t</span>');
    expect(sanitizeRichText('<span style="color:url(javascript:x)">t</span>')).toBe('<span>t</span>');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    );
    expect(
      sanitizeRichText('<iframe src="https://x"></iframe><svg onload="x()"></svg><object></object>'),
    ).toBe('');
  });

  it("keeps the node panel's rules, tables and video players of known hosts only", () => {
    expect(sanitizeRichText('<p>a</p><hr><p>b</p>')).toBe('<p>a</p><hr /><p>b</p>');
    expect(
      sanitizeRichText('<table><tbody><tr><td data-row="r1" onclick="x()">1</td></tr></tbody></table>'),
    ).toBe('<table><tbody><tr><td data-row="r1">1</td></tr></tbody></table>');
    const video =
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>';
    expect(sanitizeRichText(video)).toBe(video);
    expect(sanitizeRichText('<iframe class="ql-video" src="https://evil.example/embed"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
  });

  it('keeps no CSS-escaped function or property in styles: values must match the colour patterns as written', () => {
    for (const style of [
      'color: u\\72l(https://evil.example/t)',
      'background-color: \\75 rl(//evil.example)',
      '\\63olor: red',
      'color: r\\67 b(1,2,3)',
      'color: red; background-color: image-set("https://evil.example/a.png" 1x)',
    ])
      expect(sanitizeRichText(`<span style='${style}'>t</span>`)).not.toMatch(/\\|url|image-set|evil/);
  });

  it('refuses the disguises of unsafe schemes and keeps the app’s own relative addresses', () => {
    for (const href of [
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,x',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<img src="/api/images/m/a.png">')).toBe('<img src="/api/images/m/a.png" />');
    expect(sanitizeRichText('<img src="java&#x0A;script:alert(1)">')).toBe('');
  });

  it('drops the characters and references the map’s text rule drops, and no U+FFFD takes their place', () => {
    expect(sanitizeRichText('<p>a\u0000\u0001&#0;&#x1;&#xFFFE;&#xD800;&#x7F;\uD800b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('a&#0;\u0007b')).toBe('ab');
    expect(sanitizeRichText('<p>&#150; &#x1F600;</p>')).toBe('<p>– 😀</p>');
  });

  it('passes plain text through untouched', () => {
    expect(sanitizeRichText('Tom & Jerry > cats')).toBe('Tom & Jerry > cats');
  });
});
