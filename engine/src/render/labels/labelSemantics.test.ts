import {
  CENTRAL_MIN_PX,
  FADE_FULL_PX,
  MAIN_MIN_PX,
  MIN_READABLE_TEXT_PX,
  fitScale,
  labelMinPx,
  labelOpacity,
  labelScale,
} from './labelSemantics';
import { labelCandidate } from './labelCandidates';

describe('semantic zoom of labels', () => {
  it('keeps central and main topics at their least screen sizes, never above their own size', () => {
    expect(labelMinPx('central', 28, false)).toBe(CENTRAL_MIN_PX);
    expect(labelMinPx('main', 21, false)).toBe(MAIN_MIN_PX);
    expect(labelMinPx('sub', 17, false)).toBe(0);
    expect(labelMinPx('floating', 18, false)).toBe(0);
    // A 10 px central label is not blown up at zoom 1, and the placeholder never grows.
    expect(labelMinPx('central', 10, false)).toBe(10);
    expect(labelMinPx('central', 28, true)).toBe(0);
    expect(labelMinPx(null, 28, false)).toBe(0);
    // At the fit of a big map (zoom 0.02) a 28 px central label is drawn 14 px tall: 25× its size there.
    expect(28 * 0.02 * labelScale(28, 0.02, CENTRAL_MIN_PX)).toBeCloseTo(CENTRAL_MIN_PX, 9);
    expect(labelScale(28, 1, CENTRAL_MIN_PX)).toBe(1);
    expect(labelScale(28, 0.6, CENTRAL_MIN_PX)).toBe(1);
    expect(labelScale(17, 0.02, 0)).toBe(1);
  });

  it('fades other labels out below their readable size instead of cutting them at one size', () => {
    expect(labelOpacity(17, 17)).toBe(1);
    expect(labelOpacity(17, FADE_FULL_PX)).toBe(1);
    const mid = labelOpacity(17, 7.5);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
    expect(labelOpacity(17, 6)).toBe(0);
    expect(labelOpacity(17, 3)).toBe(0);
    // Opacity never falls as the label grows on screen.
    let last = 0;
    for (let px = 0; px <= 20; px += 0.25) {
      const o = labelOpacity(17, px);
      expect(o).toBeGreaterThanOrEqual(last);
      last = o;
    }
    // Small text of its own (8 px) is whole at zoom 1 and fades from there, never drawn under the floor.
    expect(labelOpacity(8, 8)).toBe(1);
    expect(labelOpacity(8, 6)).toBeGreaterThan(0);
    expect(labelOpacity(8, MIN_READABLE_TEXT_PX)).toBe(0);
    expect(labelOpacity(3, 3)).toBe(0);
  });

  it('orders candidates central, main, sub, floating, edges, then bigger first, and drops faded ones', () => {
    const zoom = 0.02;
    const central = labelCandidate('central', 28, false, zoom)!;
    const main = labelCandidate('main', 21, false, zoom)!;
    expect(central).toBeLessThan(main);
    // Zoomed out that far, a sub-topic or an edge label cannot be read: not a candidate at all.
    expect(labelCandidate('sub', 17, false, zoom)).toBeNull();
    expect(labelCandidate(null, 16, false, zoom, 4)).toBeNull();
    const at1 = [
      labelCandidate('central', 28, false, 1)!,
      labelCandidate('main', 21, false, 1)!,
      labelCandidate('sub', 40, false, 1)!,
      labelCandidate('sub', 17, false, 1)!,
      labelCandidate('floating', 18, false, 1)!,
      labelCandidate(null, 16, false, 1, 4)!,
    ];
    expect([...at1].sort((a, b) => a - b)).toEqual(at1);
  });
});

describe('labels that grow to fit their own box', () => {
  it('grow towards the readable size no further than their box holds them', () => {
    // 'Topic 12' (about 70 × 21 at 17 px) in a 190 × 56 sub-topic box holds growth of (56 − 8) / 21.
    const fit = fitScale(70, 21, 190, 56);
    expect(fit).toBeCloseTo(48 / 21, 9);
    // At zoom 0.29 (a 40-topic tree at Fit) it is drawn at the readable size, whole...
    const k = labelScale(17, 0.29, FADE_FULL_PX, fit);
    expect(17 * 0.29 * k).toBeCloseTo(FADE_FULL_PX, 9);
    expect(labelOpacity(17, 17 * 0.29 * k)).toBe(1);
    // ...and further out only as far as the box lets it, fading from there.
    expect(labelScale(17, 0.1, FADE_FULL_PX, fit)).toBeCloseTo(fit, 9);
    // A text filling its box already does not grow, nor does any label at its own readable size.
    expect(fitScale(200, 21, 190, 56)).toBe(1);
    expect(labelScale(17, 1, FADE_FULL_PX, fit)).toBe(1);
  });

  it('make a sub-topic in a roomy box a candidate where its label alone would have faded out', () => {
    // Without room to grow (no box) a 17 px sub-topic at zoom 0.29 is under 5 px: not drawn.
    expect(labelCandidate('sub', 17, false, 0.29)).toBeNull();
    expect(labelCandidate('sub', 17, false, 0.29, undefined, true, 48 / 21)).not.toBeNull();
    // Zoomed far out its box cannot hold a readable label either: still no candidate (nothing laid out).
    expect(labelCandidate('sub', 17, false, 0.05, undefined, true, 48 / 21)).toBeNull();
    // Central and main topics keep their own least sizes, box or not.
    expect(labelCandidate('central', 28, false, 0.02, undefined, true, 1.5)).toBe(
      labelCandidate('central', 28, false, 0.02),
    );
  });
});
