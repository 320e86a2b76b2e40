import { resolveEdgeStyle } from './resolveEdgeStyle';
import { themeOf } from '../theme/themeRegistry';

describe('resolveEdgeStyle', () => {
  const edge = (data: object = {}) => ({ data: { id: 'e', source: 'a', target: 'b', ...data } });

  it('draws a bare edge without a place as the theme draws relationships', () => {
    expect(resolveEdgeStyle(edge())).toEqual({
      curve: 'bezier',
      color: '#7a8499',
      width: 1.5,
      endWidth: 1.5,
      direction: 'one-way',
      hierarchy: false,
      axis: null,
      label: '',
      textColor: '#1F2A44',
      textSize: 16,
      textBackgroundColor: '#FBFCFE',
    });
  });

  it('draws a tree branch in its branch colour, tapering with depth, without arrow heads', () => {
    const theme = themeOf(null);
    const fromCentre = resolveEdgeStyle(edge(), null, { hierarchy: true, depth: 0, branch: 2 });
    const deeper = resolveEdgeStyle(edge(), null, { hierarchy: true, depth: 4, branch: 2 });
    expect(fromCentre).toMatchObject({ color: theme.branchColor(2), direction: 'none', hierarchy: true });
    expect(fromCentre.endWidth).toBeLessThan(fromCentre.width);
    expect(deeper.width).toBeLessThan(fromCentre.width);
    // An edge that asks for a direction or a width keeps it (a width of its own does not taper).
    const own = resolveEdgeStyle(edge({ direction: 'one-way', width: 5 }), null, {
      hierarchy: true,
      depth: 0,
      branch: 2,
    });
    expect(own).toMatchObject({ direction: 'one-way', width: 5, endWidth: 5 });
    // The classic theme keeps the arrows of Mapa's first look; the org chart presents branches as square connectors.
    expect(
      resolveEdgeStyle(edge(), { theme: 'classic' }, { hierarchy: true, depth: 0, branch: 0 }).direction,
    ).toBe('one-way');
    expect(
      resolveEdgeStyle(
        edge(),
        { templateEngine: 'OrganogramTemplate' },
        { hierarchy: true, depth: 1, branch: 0 },
      ).curve,
    ).toBe('taxi');
  });

  it('gives tree branches the axis their template grows the tree along, relationships none', () => {
    const branch = { hierarchy: true, depth: 1, branch: 0 };
    const axis = (templateEngine?: string) => resolveEdgeStyle(edge(), { templateEngine }, branch).axis;
    expect([axis('Tree LR'), axis('StandardMindMapTemplate')]).toEqual(['horizontal', 'horizontal']);
    expect([axis('Tree TD'), axis('OrganogramTemplate')]).toEqual(['vertical', 'vertical']);
    // BaseTemplate is the default every map without one is given: it does not say how the map is laid out.
    expect([axis(undefined), axis('BaseTemplate'), axis('BuzanTemplate'), axis('No Template')]).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    const relationship = { hierarchy: false, depth: 1, branch: 0 };
    expect(resolveEdgeStyle(edge(), { templateEngine: 'Tree LR' }, relationship).axis).toBeNull();
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
