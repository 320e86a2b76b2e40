import { Camera } from './Camera';
import { CameraAnimator, FOCUS_DURATION_MS } from './CameraAnimator';

describe('CameraAnimator', () => {
  it('moves from the current view to the target in 800 ms, then stops', () => {
    const camera = new Camera();
    camera.zoom = 1;
    const animator = new CameraAnimator(camera);
    animator.animateTo({ x: 1000, y: -500 }, 0.4, 0);
    expect(animator.step(FOCUS_DURATION_MS / 2)).toBe(true);
    expect(camera.center.x).toBeGreaterThan(0);
    expect(camera.center.x).toBeLessThan(1000);
    expect(camera.zoom).toBeLessThan(1);
    expect(camera.zoom).toBeGreaterThan(0.4);
    expect(animator.step(FOCUS_DURATION_MS)).toBe(false);
    expect(camera.center).toEqual({ x: 1000, y: -500 });
    expect(camera.zoom).toBeCloseTo(0.4);
    expect(animator.active).toBe(false);
  });

  it('can be cancelled where it is', () => {
    const camera = new Camera();
    const animator = new CameraAnimator(camera);
    animator.animateTo({ x: 100, y: 0 }, 2, 0);
    animator.step(400);
    const x = camera.center.x;
    animator.cancel();
    expect(animator.step(800)).toBe(false);
    expect(camera.center.x).toBe(x);
  });
});
