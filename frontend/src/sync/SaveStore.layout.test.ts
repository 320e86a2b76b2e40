import type { SliceOptions } from '@mapa/model';
import { LayoutController } from '../editor/settings/LayoutController';
import { content, layout, treeDocument } from '../testing/bigMap';
import { holdRequests, logServer, setup } from '../testing/saveServer';

// Choosing a template on a big map: the choice (`templateEngine.applied`) is recorded at once and its layout
// (`template.applied`, a big change) follows after 1 s, computed in the layout worker and applied in slices. How
// they are saved must not depend on how long the layout takes.

jest.setTimeout(60_000); // maps of 5,000 nodes
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The editor's pieces over a big map: the real LayoutController, whose layout the test lets finish. */
function editor(slices?: SliceOptions) {
  const server = logServer(1, treeDocument());
  const editing = setup({ server, slices });
  const controller = new LayoutController(editing.doc, { readOnly: false, onAutoPositioningToast: () => {} });
  let finishLayout: () => void = () => {};
  const computed = new Promise<void>((resolve) => (finishLayout = resolve));
  controller.attach((_name, state) => computed.then(() => layout(state, 100)));
  return { ...editing, server, controller, finishLayout };
}

describe('SaveStore and a template chosen on a big map', () => {
  it('a layout slower than the debounce: the choice goes alone, the status reads saving until the layout is uploaded', async () => {
    const { server, save, doc, controller, finishLayout } = editor();
    const saves = holdRequests(server.transport, 'save', 'now');
    controller.chooseTemplate('Tree LR');
    await advance(1000); // the layout starts, in the worker
    await advance(1000); // the choice's debounce: it is sent alone (its answer slow); the layout is not done
    expect(server.saves.map((s) => s.transactions.map((tx) => tx.label))).toEqual([
      ['templateEngine.applied'],
    ]);
    finishLayout();
    await advance(10); // the layout is applied and queued while the choice's answer is on its way
    saves.release();
    await advance(0);
    // The answer to the choice must not read 'saved': the layout is still to go (the bigSave flake).
    expect(save.pendingTransactions.map((tx) => tx.label)).toEqual(['template.applied']);
    expect(save.status).toBe('saving');
    await advance(2000);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([2]);
    expect(server.saves).toHaveLength(1); // never as operations
    expect(content(server.state)).toEqual(content(doc.state));
    expect(save.status).toBe('saved');
  });

  it('a debounce that fires while the layout is applied in slices waits for all of it: one upload holds both', async () => {
    let clock = 0;
    const slicing: Array<() => void> = [];
    // Every slice takes "100 ms"; between slices the state waits until the test lets it go on (it never does).
    const { server, save, doc, controller, finishLayout } = editor({
      now: () => (clock += 100),
      yieldToHost: () => new Promise<void>((resolve) => slicing.push(resolve)),
    });
    const told: string[] = [];
    doc.subscribe((change) => change.kind === 'transaction' && told.push(change.tx.label));
    controller.chooseTemplate('Tree LR');
    finishLayout();
    await advance(1000); // the layout runs: one slice in, then it waits
    expect(slicing).toHaveLength(1);
    expect(told).toEqual(['templateEngine.applied']);
    await advance(1000); // the debounce fires mid-layout
    expect(told).toEqual(['templateEngine.applied', 'template.applied']);
    expect(server.saves).toHaveLength(0);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([1]);
    expect(content(server.state)).toEqual(content(doc.state));
    expect(save.status).toBe('saved');
  });
});
