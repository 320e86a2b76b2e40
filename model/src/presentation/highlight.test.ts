import { createNode } from '../defaults/createNode';
import { pulsesInPresentation } from './highlight';

const withDescription = (description: string | null | undefined) => {
  const node = createNode({ id: 'n', position: { x: 0, y: 0 } });
  node.data.description = description;
  return node;
};

describe('which nodes pulse in presentation mode', () => {
  it('pulses a description longer than 15 characters of text, not 15 or fewer', () => {
    expect(pulsesInPresentation(withDescription('sixteen chars ok'))).toBe(true);
    expect(pulsesInPresentation(withDescription('fifteen chars!!'))).toBe(false);
    expect(pulsesInPresentation(withDescription(null))).toBe(false);
    expect(pulsesInPresentation(withDescription(undefined))).toBe(false);
  });

  it('counts the text the reader sees, not the markup', () => {
    expect(pulsesInPresentation(withDescription('<p><strong>short</strong></p><p><br></p>'))).toBe(false);
    expect(pulsesInPresentation(withDescription('<p>fish &amp; chips &amp; peas</p>'))).toBe(true);
    expect(pulsesInPresentation(withDescription('&amp;&amp;&amp;&amp;&amp;'))).toBe(false);
    expect(pulsesInPresentation(withDescription('   padded text   '))).toBe(false);
  });
});
