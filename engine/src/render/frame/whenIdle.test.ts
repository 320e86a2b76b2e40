import { headlessPage } from '../../page/headlessPage';
import { setPageAdapter } from '../../page/pageAdapter';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  const page = headlessPage();
  let restore: () => void;
  beforeEach(() => (restore = setPageAdapter(page)));
  afterEach(() => restore());

  it("runs the task at the page's next idle moment, asked with a timeout", () => {
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(page.runIdle()).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.idleTimeouts.at(-1)).toBeGreaterThan(0);
  });

  it('cancels the idle task it asked for', () => {
    const task = jest.fn();
    const asked = page.idleTimeouts.length;
    const cancel = whenIdle(task);
    expect(page.idleTimeouts).toHaveLength(asked + 1);
    cancel();
    expect(page.runIdle()).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });
});
