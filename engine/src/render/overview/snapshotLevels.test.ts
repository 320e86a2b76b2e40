import { box } from '../../geometry/Box';
import {
  levelFits,
  pickLevel,
  plannedZoom,
  PREFETCH_DRIFT,
  ZOOM_AHEAD,
  type LevelInfo,
} from './snapshotLevels';
import { MAX_MAGNIFY, MagnifiedFrames } from './snapshotScale';

/** A picture drawn at `zoom` for a 1000×600 view centred on (cx, cy): it covers twice the view. */
const level = (zoom: number, cx = 0, cy = 0): LevelInfo => ({
  zoom,
  covered: box(cx - 1000 / zoom, cy - 600 / zoom, cx + 1000 / zoom, cy + 600 / zoom),
});
/** The graph box a 1000×600 view centred on (cx, cy) shows at `zoom`. */
const viewAt = (zoom: number, cx = 0, cy = 0) =>
  box(cx - 500 / zoom, cy - 300 / zoom, cx + 500 / zoom, cy + 300 / zoom);

describe('overview mip levels', () => {
  it('a level fits while its scale is allowed and it holds the view', () => {
    expect(levelFits(level(1), 1, viewAt(1), null)).toBe(true);
    expect(levelFits(level(1), 1.3, viewAt(1.3), null)).toBe(false); // magnified past 1.25×
    expect(levelFits(level(1), 1, viewAt(1, 600, 0), null)).toBe(false); // panned past its edge
  });

  it('a level holding the whole map fits any view of it, however far the view reaches past the map', () => {
    const map = box(-300, -200, 300, 200);
    // Zoomed out to 0.7 and panned: the view reaches past the picture, but all of the map in it is pictured.
    expect(levelFits(level(1), 0.7, viewAt(0.7, 400, 0), null)).toBe(false);
    expect(levelFits(level(1), 0.7, viewAt(0.7, 400, 0), map)).toBe(true);
    // A view with no map in it needs nothing from the picture.
    expect(levelFits(level(1), 1, viewAt(1, 50_000, 0), map)).toBe(true);
  });

  it('picks the nearest level at or above the needed resolution, else the least magnified', () => {
    const levels = [level(1), level(1.35), level(0.8)];
    // At 1.1: 1.35 is shown at 0.81 (sharp), 1 at 1.1 (magnified): the sharp one.
    expect(pickLevel(levels, 1.1, viewAt(1.1), null)).toBe(1);
    // At 0.95: 1 (shrunk to 0.95) beats 1.35 (0.70) and 0.8 (magnified 1.19).
    expect(pickLevel(levels, 0.95, viewAt(0.95), null)).toBe(0);
    // At 1.6 only the 1.35 level is allowed (1.19×).
    expect(pickLevel(levels, 1.6, viewAt(1.6), null)).toBe(1);
    // Past every level's 1.25×: none.
    expect(pickLevel(levels, 1.35 * 1.3, viewAt(1.35 * 1.3), null)).toBe(-1);
  });

  it('plans the next level ahead of a zoom or pan, and none while the shown one serves', () => {
    const shown = level(1);
    expect(plannedZoom(shown, 1.02, viewAt(1.02), null, false)).toBe(0);
    const zoomIn = 1.1;
    expect(plannedZoom(shown, zoomIn, viewAt(zoomIn), null, false)).toBeCloseTo(zoomIn * ZOOM_AHEAD);
    // Zooming out: a picture drawn ahead is shown shrunk to 1/1.35 before a wider one is due.
    expect(plannedZoom(shown, 0.8, viewAt(0.8), null, false)).toBe(0);
    expect(plannedZoom(shown, 0.7, viewAt(0.7), null, false)).toBe(0.7);
    // Panned to within a quarter view of the edge: the same zoom, drawn again around the view.
    expect(plannedZoom(shown, 1, viewAt(1, 0, 0), null, false)).toBe(0);
    expect(plannedZoom(shown, 1, viewAt(1, 300, 0), null, false)).toBe(1);
    // ...unless the map ends there.
    expect(plannedZoom(shown, 1, viewAt(1, 300, 0), box(-400, -200, 400, 200), false)).toBe(0);
    // At rest on a scaled picture: one at exactly the camera's zoom.
    expect(plannedZoom(shown, 1.05, viewAt(1.05), null, true)).toBe(1.05);
    expect(plannedZoom(shown, 1, viewAt(1), null, true)).toBe(0);
  });

  it('zooming in and out by 4% a frame, levels planned ahead keep every frame at most 1.25× magnified', () => {
    // The render bench's zoom: pictures are complete three frames after they are planned; none is drawn whole,
    // and zooming in plans only closer pictures.
    const frames = new MagnifiedFrames();
    const levels: LevelInfo[] = [level(1)];
    const planned: number[] = [];
    let shown = 0;
    let pending: { zoom: number; readyAt: number } | null = null;
    let zoom = 1;
    for (let frame = 0; frame < 60; frame++, zoom *= frame <= 30 ? 1.04 : 1 / 1.04) {
      if (pending && frame >= pending.readyAt) {
        // As OverviewSnapshot keeps them: the shown picture and the new one (the old spare is dropped).
        levels.splice(0, levels.length, levels[shown], level(pending.zoom));
        pending = null;
      }
      shown = pickLevel(levels, zoom, viewAt(zoom), null);
      expect(shown).toBeGreaterThanOrEqual(0);
      frames.shown(zoom / levels[shown].zoom);
      const next: number = pending ? 0 : plannedZoom(levels[shown], zoom, viewAt(zoom), null, false);
      if (next) pending = { zoom: next, readyAt: frame + 3 };
      if (next) planned.push(next / zoom);
    }
    expect(frames.count).toBe(0);
    // In: ZOOM_AHEAD closer each time; out: at the camera's zoom.
    expect(planned.slice(0, 4).every((r) => Math.abs(r - ZOOM_AHEAD) < 1e-9)).toBe(true);
    expect(planned.some((r) => Math.abs(r - 1) < 1e-9)).toBe(true);
    expect(PREFETCH_DRIFT * ZOOM_AHEAD).toBeGreaterThan(MAX_MAGNIFY);
  });
});
