import {
  CONNECTOR_LINGER_MS,
  lingerOnHover,
  lingerOpacity,
  lingerTick,
  type Linger,
} from './connectorLinger';

describe('connector linger (spec §2.10, §9)', () => {
  it('shows the hovered node fully', () => {
    const linger = lingerOnHover({ node: null, remainingMs: 0 }, 'a');
    expect(linger).toEqual({ node: 'a', remainingMs: CONNECTOR_LINGER_MS });
    expect(lingerOpacity(linger)).toBe(1);
  });

  it('keeps the last node when the pointer leaves, then counts down 200 ms per tick to nothing', () => {
    let linger: Linger = lingerOnHover(lingerOnHover({ node: null, remainingMs: 0 }, 'a'), null);
    expect(linger.node).toBe('a');
    const opacities: number[] = [];
    while (linger.node) {
      linger = lingerTick(linger);
      opacities.push(Number(lingerOpacity(linger).toFixed(3)));
    }
    expect(opacities).toEqual([0.833, 0.667, 0.5, 0.333, 0.167, 0]);
    expect(linger).toEqual({ node: null, remainingMs: 0 });
  });

  it('a new hover restarts the full linger on the new node', () => {
    const fading = lingerTick(lingerTick({ node: 'a', remainingMs: CONNECTOR_LINGER_MS }));
    expect(lingerOnHover(fading, 'b')).toEqual({ node: 'b', remainingMs: CONNECTOR_LINGER_MS });
  });
});
