import { resolveNodeStyle, type MapNode, type NodeRole } from '@mapa/model';
import { awayLabelSpec, contrastingHalo, fitBound, nodeLabelSpec } from './labelSpecs';
import { CENTRAL_MIN_PX, FADE_FULL_PX, MAIN_MIN_PX } from './labelSemantics';
import { markerPitch, markerRow } from '../../geometry/markerRow';

const node = (data: Partial<MapNode['data']> = {}): MapNode => ({
  position: { x: 40, y: 60 },
  data: { id: 'n', label: 'Topic 12', ...data },
});
const styleOf = (n: MapNode, role: NodeRole) => resolveNodeStyle(n, null, { role, branch: 0, depth: 1 });

describe('node label specs', () => {
  it('moves the label over for the markers before it, inside and beside the node', () => {
    const plain = node();
    const marked = node({ markers: ['priority-1', 'task-done'] });
    const style = styleOf(marked, 'sub');
    const row = markerRow(marked, style)!;
    const before = nodeLabelSpec(plain, styleOf(plain, 'sub'), 'sub');
    const after = nodeLabelSpec(marked, style, 'sub');
    expect(row.count).toBe(2);
    expect(row.x).toBeLessThan(before.x - before.wrapWidth / 2 + 1);
    // The label's box starts where the row ends, and ends where it did.
    expect(after.x - after.wrapWidth / 2).toBeCloseTo(row.x + row.advance);
    expect(after.x + after.wrapWidth / 2).toBeCloseTo(before.x + before.wrapWidth / 2);
    expect(after.fit!.width).toBe(before.fit!.width - row.advance);
    expect(row.advance).toBeCloseTo(2 * markerPitch(row));
    const right = node({ markers: ['flag-red'], textPosition: 'right' });
    const rightStyle = styleOf(right, 'sub');
    expect(nodeLabelSpec(right, rightStyle, 'sub').x).toBeCloseTo(
      nodeLabelSpec(node({ textPosition: 'right' }), rightStyle, 'sub').x +
        markerRow(right, rightStyle)!.advance,
    );
    expect(markerRow(plain, style)).toBeNull();
  });

  it('grows a central or main topic on a plate of its fill and border, with no halo on that fill', () => {
    for (const [role, least] of [
      ['central', CENTRAL_MIN_PX],
      ['main', MAIN_MIN_PX],
    ] as const) {
      const n = node();
      const style = styleOf(n, role);
      const spec = nodeLabelSpec(n, style, role);
      expect(spec.minPx).toBe(least);
      expect(spec.plate).toEqual({
        fill: style.backgroundColor,
        border: style.borderColor,
        borderWidth: style.borderWidth,
        width: style.width,
        height: style.height,
      });
      // No ring of the dark fill around white letters over the canvas: the plate is under them instead.
      expect(spec.halo).toBe('');
      expect(spec.fit).toBeNull();
    }
  });

  it('grows a sub-topic inside its box towards the readable size, and no further than the box', () => {
    const n = node();
    const style = styleOf(n, 'sub');
    const spec = nodeLabelSpec(n, style, 'sub');
    expect(spec.minPx).toBe(FADE_FULL_PX);
    expect(spec.fit).toEqual({ width: style.width, height: style.height });
    expect(spec.plate).toBeNull();
    expect(spec.halo).toBe('');
    expect(fitBound(style)).toBeGreaterThan(1);
    // The placeholder never grows; a label outside its node neither, and it keeps its halo over the lines.
    const blank = node({ label: '' });
    expect(nodeLabelSpec(blank, styleOf(blank, 'sub'), 'sub')).toMatchObject({ minPx: 0, fit: null });
    expect(fitBound(styleOf(blank, 'sub'))).toBe(0);
    const below = node({ textPosition: 'bottom' });
    const outside = nodeLabelSpec(below, styleOf(below, 'sub'), 'sub');
    expect(outside).toMatchObject({ minPx: 0, fit: null, plate: null });
    expect(outside.halo).toBe(styleOf(below, 'sub').haloColor);
  });

  it('moves a main topic name off its node onto a plate of its branch colour, centred where it goes', () => {
    const n = node();
    const style = styleOf(n, 'main');
    const home = nodeLabelSpec(n, style, 'main');
    const away = awayLabelSpec(home, style, 300, -20);
    expect(away).toMatchObject({ text: home.text, size: home.size, minPx: MAIN_MIN_PX, color: home.color });
    expect(away).toMatchObject({ x: 300, y: -20, anchorX: 0.5, anchorY: 0.5, halo: '', fit: null });
    // The plate is the node's fill (its text colour was chosen for it) and border, as big as the text only.
    expect(away.plate).toEqual({
      ...{ fill: style.backgroundColor, border: style.borderColor, borderWidth: style.borderWidth },
      ...{ width: 0, height: 0 },
    });
    // A name below its node was coloured for the canvas: its plate is the halo's colour, framed in the branch's.
    const below = node({ textPosition: 'bottom' });
    const under = styleOf(below, 'main');
    const moved = awayLabelSpec(nodeLabelSpec(below, under, 'main'), under, 0, 0);
    expect(moved.plate).toMatchObject({ fill: contrastingHalo(under.haloColor, under.textColor) });
    expect(moved.plate).toMatchObject({ border: under.borderColor });
    expect(moved.halo).toBe('');
  });

  it('gives a halo that stands apart from the text', () => {
    expect(contrastingHalo('#fbfcfe', '#1f2a44')).toBe('#fbfcfe');
    expect(contrastingHalo('#fbfcfe', '#ffffff')).toBe('#000000');
    expect(contrastingHalo('#1f2a44', '#202a40')).toBe('#ffffff');
    expect(contrastingHalo('', '#ffffff')).toBe('');
  });
});
