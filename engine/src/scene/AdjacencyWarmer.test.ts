import { EngineCore } from '../EngineCore';
import { AdjacencyWarmer } from './AdjacencyWarmer';
import { CHUNKED_LOAD_MIN } from './SceneLoader';
import { testEdge, testNode, testState } from '../testing/testMap';

function chain(n: number) {
  const nodes = Array.from({ length: n }, (_, i) =>
    testNode(`n${i}`, (i % 100) * 200, Math.floor(i / 100) * 100),
  );
  const edges = Array.from({ length: n - 1 }, (_, i) => testEdge(`e${i}`, `n${i}`, `n${i + 1}`));
  return testState(nodes, edges);
}

/** An idle scheduler run by hand: `run` does the tasks asked for so far. */
function idleQueue() {
  let tasks: (() => void)[] = [];
  let cancelled = 0;
  return {
    idle: (task: () => void) => {
      tasks.push(task);
      return () => {
        cancelled++;
        tasks = tasks.filter((t) => t !== task);
      };
    },
    get pending() {
      return tasks.length;
    },
    get cancelled() {
      return cancelled;
    },
    run() {
      const now = tasks;
      tasks = [];
      for (const task of now) task();
    },
  };
}

describe('AdjacencyWarmer', () => {
  it('builds the index in idle moments a few ms at a time, until it is complete', () => {
    const state = chain(6000);
    const queue = idleQueue();
    // A clock that advances 3 ms a reading: each idle moment indexes a few thousand edges and asks for another.
    let t = 0;
    const warmer = new AdjacencyWarmer(queue.idle, () => (t += 3));
    warmer.start(state);
    expect(state.prepareAdjacency(0)).toBe(false);
    let moments = 0;
    while (queue.pending > 0) {
      queue.run();
      moments++;
    }
    expect(moments).toBeGreaterThan(1);
    expect(warmer.active).toBe(false);
    expect(state.prepareAdjacency(0)).toBe(true);
    expect(state.outgoing('n41').map((e) => e.data.id)).toEqual(['e41']);
  });

  it('stops the build under way when another starts or the engine goes', () => {
    const queue = idleQueue();
    const warmer = new AdjacencyWarmer(queue.idle, () => 0);
    const first = chain(10);
    warmer.start(first);
    warmer.start(chain(10));
    expect(queue.cancelled).toBe(1);
    expect(queue.pending).toBe(1);
    warmer.stop();
    expect(queue.pending).toBe(0);
    expect(first.prepareAdjacency(0)).toBe(false);
  });

  it('starts in the engine after a load in one go, and after the last slice of a streamed one', () => {
    const queue = idleQueue();
    const small = new EngineCore({ invalidate: () => {}, idle: queue.idle });
    const state = chain(50);
    small.load(state);
    expect(queue.pending).toBe(1);
    queue.run();
    expect(state.prepareAdjacency(0)).toBe(true);

    const streamed = new EngineCore({ invalidate: () => {}, idle: queue.idle, chunkedLoad: true });
    const big = chain(CHUNKED_LOAD_MIN / 2 + 1);
    streamed.load(big);
    expect(queue.pending).toBe(0);
    while (streamed.stepLoad()) expect(queue.pending).toBe(0);
    expect(queue.pending).toBe(1);
    while (queue.pending > 0) queue.run();
    expect(big.prepareAdjacency(0)).toBe(true);
  });
});
