import { placeCard } from './tourPlacement';

const viewport = { width: 1280, height: 800 };
const card = { width: 320, height: 180 };

describe('placeCard', () => {
  it('puts the card above a bottom toolbar button, centred on it, the arrow at its middle', () => {
    const button = { left: 600, top: 740, width: 100, height: 36 };
    const place = placeCard(button, card, viewport, ['top']);
    expect(place.side).toBe('top');
    expect(place.top + card.height).toBeLessThanOrEqual(button.top);
    expect(place.left + place.arrow).toBe(650);
  });

  it('puts the card right of a rail button and keeps it inside the window near the top edge', () => {
    const rail = { left: 5, top: 60, width: 36, height: 36 };
    const place = placeCard(rail, card, viewport, ['right']);
    expect(place.side).toBe('right');
    expect(place.left).toBeGreaterThanOrEqual(41);
    expect(place.top).toBe(12);
    // The arrow still points at the button's centre (y 78), inside the card.
    expect(place.top + place.arrow).toBe(78);
  });

  it('takes another side when the preferred one has no room', () => {
    const panel = { left: 900, top: 100, width: 380, height: 300 };
    expect(placeCard(panel, card, viewport, ['right', 'left']).side).toBe('left');
    const top = { left: 600, top: 20, width: 100, height: 30 };
    expect(placeCard(top, card, viewport, ['top']).side).toBe('bottom');
  });

  it('stays inside a window too small for any side, with the arrow off the rounded corners', () => {
    const small = { width: 360, height: 300 };
    const target = { left: 20, top: 20, width: 320, height: 260 };
    const place = placeCard(target, card, small, ['left']);
    expect(place.left).toBeGreaterThanOrEqual(12);
    expect(place.top).toBeGreaterThanOrEqual(12);
    expect(place.left + card.width).toBeLessThanOrEqual(small.width - 12);
    expect(place.arrow).toBeGreaterThanOrEqual(18);
  });
});
