import { headlessPage } from '../page/headlessPage';
import { setPageAdapter } from '../page/pageAdapter';
import { TimeSlicer } from './nextTask';

describe('TimeSlicer', () => {
  it('yields to the page through its adapter between slices', async () => {
    const page = headlessPage();
    let yields = 0;
    const restore = setPageAdapter({ ...page, yieldToPage: async () => void yields++ });
    try {
      const slicer = new TimeSlicer(0);
      expect(slicer.due()).toBe(true);
      await slicer.next();
      await slicer.next();
      expect(yields).toBe(2);
    } finally {
      restore();
    }
  });
});
