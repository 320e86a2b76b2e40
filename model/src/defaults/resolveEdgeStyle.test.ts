import { resolveEdgeStyle } from './resolveEdgeStyle';

describe('resolveEdgeStyle', () => {
  const edge = (data: object = {}) => ({ data: { id: 'e', source: 'a', target: 'b', ...data } });

  it('fills every field from the defaults for a bare edge', () => {
    expect(resolveEdgeStyle(edge())).toEqual({
      curve: 'bezier',
      color: '#999999',
      width: 2,
      direction: 'one-way',
      label: '',
      textColor: '#000000',
      textSize: 30,
      textBackgroundColor: '#ffffff',
    });
  });

  it('lets settings.defaultEdge* override the defaults, and edge values override settings', () => {
    const settings = {
      defaultEdgeColor: '#222',
      defaultEdgeShape: 'taxi' as const,
      defaultEdgeWidth: 4,
      defaultEdgeTextSize: 20,
    };
    expect(resolveEdgeStyle(edge(), settings)).toMatchObject({
      color: '#222',
      curve: 'taxi',
      width: 4,
      textSize: 20,
    });
    expect(
      resolveEdgeStyle(edge({ color: '#f00', shape: 'straight', label: 'is a' }), settings),
    ).toMatchObject({
      color: '#f00',
      curve: 'straight',
      width: 4,
      label: 'is a',
    });
  });

  it('treats a blank label as none', () => {
    expect(resolveEdgeStyle(edge({ label: '   ' })).label).toBe('');
  });
});
