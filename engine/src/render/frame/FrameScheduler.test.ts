import { headlessPage } from '../../page/headlessPage';
import { setPageAdapter } from '../../page/pageAdapter';
import { FrameScheduler, type FrameSource } from './FrameScheduler';

function fakeFrames() {
  const queue: ((now: number) => void)[] = [];
  const source: FrameSource = { request: (cb) => queue.push(cb), cancel: () => queue.splice(0) };
  const flush = (now: number) => queue.splice(0).forEach((cb) => cb(now));
  return { source, queue, flush };
}

describe('FrameScheduler', () => {
  it('renders once per frame however many requests came, and not at all when idle', () => {
    const frames = fakeFrames();
    let rendered = 0;
    const s = new FrameScheduler(() => {
      rendered++;
      return false;
    }, frames.source);
    s.request();
    s.request();
    s.request();
    expect(frames.queue).toHaveLength(1);
    frames.flush(16);
    expect(rendered).toBe(1);
    frames.flush(32);
    expect(rendered).toBe(1);
    expect(s.pending).toBe(false);
  });

  it('keeps going while the frame asks for more (animation), and stops on destroy', () => {
    const frames = fakeFrames();
    let left = 3;
    const s = new FrameScheduler(() => --left > 0, frames.source);
    s.request();
    frames.flush(1);
    frames.flush(2);
    frames.flush(3);
    expect(left).toBe(0);
    expect(s.pending).toBe(false);
    s.request();
    s.destroy();
    frames.flush(4);
    expect(left).toBe(0);
  });

  it('flush draws now, in place of the pending frame', () => {
    const frames = fakeFrames();
    const drawn: number[] = [];
    const s = new FrameScheduler((now) => {
      drawn.push(now);
      return false;
    }, frames.source);
    s.request();
    s.flush(5);
    expect(drawn).toEqual([5]);
    // The request made before was dropped: no second frame follows for it.
    expect(frames.queue).toHaveLength(0);
    expect(s.pending).toBe(false);
    s.destroy();
    s.flush(6);
    expect(drawn).toEqual([5]);
  });

  it('takes its frames from the page adapter when given no source (headless: no requestAnimationFrame)', () => {
    const page = headlessPage();
    const restore = setPageAdapter(page);
    try {
      const drawn: number[] = [];
      const s = new FrameScheduler((now) => (drawn.push(now), drawn.length < 2));
      s.request();
      s.request();
      expect(page.runFrames(16)).toBe(1);
      // The first frame asked for another (an animation); the second did not.
      expect(page.runFrames(32)).toBe(1);
      expect(page.runFrames(48)).toBe(0);
      expect(drawn).toEqual([16, 32]);
      s.request();
      s.destroy();
      expect(page.runFrames(64)).toBe(0);
    } finally {
      restore();
    }
  });
});
