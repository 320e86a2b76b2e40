import { nodeHeight, nodeWidth, resolveNodeStyle } from './resolveNodeStyle';
import type { MapNode } from '../schema/node';

const bare = (data: Partial<MapNode['data']> = {}): MapNode => ({
  position: { x: 0, y: 0 },
  data: { id: 'n', ...data },
});

describe('resolveNodeStyle', () => {
  it('fills every field from the defaults for a bare node', () => {
    expect(resolveNodeStyle(bare(), null)).toEqual({
      width: 250,
      height: 100,
      shape: 'round-rectangle',
      backgroundColor: 'rgba(1,65,227,0)',
      borderColor: 'rgba(1,65,227,0)',
      borderWidth: 2,
      textColor: '#000000',
      textSize: 22,
      textPosition: 'center',
      textBackgroundColor: 'rgba(255,255,255,0)',
      backgroundFit: 'contain',
      label: 'Add Title',
      isPlaceholder: true,
      imageURL: null,
    });
  });

  it('lets settings.default* override the defaults, and node values override settings', () => {
    const settings = {
      defaultNodeColor: '#111',
      defaultBorderColor: '#222',
      defaultNodeShape: 'ellipse' as const,
      defaultNodeDimensions: { width: 80, height: 80 },
      defaultTextColor: '#333',
      defaultTextSize: 30,
      defaultTextPosition: 'top' as const,
      defaultTextBackgroundColor: '#fff',
    };
    expect(resolveNodeStyle(bare(), settings)).toMatchObject({
      width: 80,
      height: 80,
      shape: 'ellipse',
      backgroundColor: '#111',
      borderColor: '#222',
      textColor: '#333',
      textSize: 30,
      textPosition: 'top',
      textBackgroundColor: '#fff',
    });
    const own = bare({
      backgroundColor: '#abc',
      shape: 'star',
      dimensions: { width: 10, height: 20 },
      textPosition: 'left',
      backgroundFit: 'cover',
    });
    expect(resolveNodeStyle(own, settings)).toMatchObject({
      backgroundColor: '#abc',
      shape: 'star',
      width: 10,
      height: 20,
      textPosition: 'left',
      backgroundFit: 'cover',
      borderColor: '#222',
    });
  });

  it('puts the text at the bottom by default when the node has an image', () => {
    expect(resolveNodeStyle(bare({ image: 'cat.png' })).textPosition).toBe('bottom');
    expect(resolveNodeStyle(bare({ imageURL: 'https://x/cat.png' }))).toMatchObject({
      textPosition: 'bottom',
      imageURL: 'https://x/cat.png',
    });
    expect(resolveNodeStyle(bare({ image: 'cat.png', textPosition: 'center' })).textPosition).toBe('center');
  });

  it('shows the placeholder only when the label is empty or blank', () => {
    expect(resolveNodeStyle(bare({ label: '  ' }))).toMatchObject({
      label: 'Add Title',
      isPlaceholder: true,
    });
    expect(resolveNodeStyle(bare({ label: 'Idea' }))).toMatchObject({ label: 'Idea', isPlaceholder: false });
  });

  it('gives the size alone as the whole style does (node value, then settings, then the default)', () => {
    const settings = { defaultNodeDimensions: { width: 80, height: 60 } };
    const cases: [MapNode, typeof settings | null][] = [
      [bare(), null],
      [bare(), settings],
      [bare({ dimensions: { width: 300, height: 40 } }), settings],
      [bare({ dimensions: { width: 300, height: 40 } }), null],
    ];
    for (const [node, given] of cases) {
      const style = resolveNodeStyle(node, given);
      expect([nodeWidth(node, given), nodeHeight(node, given)]).toEqual([style.width, style.height]);
    }
    expect([nodeWidth(bare(), settings), nodeHeight(bare(), null)]).toEqual([80, 100]);
  });
});
