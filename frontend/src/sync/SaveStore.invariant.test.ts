import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { holdRequests, setup } from '../testing/saveServer';

// The invariant of SaveStore: the status reads idle or saved only when nothing is pending, and whatever is
// pending is in flight, scheduled, or behind a failure the status shows. Each test is an interleaving that once
// left an edit unsent while the editor looked idle or saved.

const fail = (error: unknown) => () => Promise.reject(error);
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveStore never leaves an edit unsent while it looks idle', () => {
  it('an edit whose debounce fires while a pushed revision is being pulled is sent once the pull lands', async () => {
    // Two editors at the same moment: the other one's save is pushed to us just before our debounce ends.
    const { server, save, edit, doc } = setup();
    const pulls = holdRequests(server.transport, 'pull');
    edit('mine', 'a');
    await advance(1990);
    server.remoteEdit(labelTransaction(server.state, 'b', 'theirs'));
    server.push();
    await advance(10); // our debounce fires while that pull is on its way
    expect(pulls.waiting).toBe(1);
    expect(save.status).toBe('saving');
    pulls.release();
    await advance(0);
    expect(doc.state.getNode('b')?.data.label).toBe('theirs');
    expect(server.state.getNode('a')?.data.label).toBe('mine');
    expect(save.pendingChanges).toBe(false);
    expect(save.status).toBe('saved');
  });

  it('reads saving from the moment an edit is queued, not the status of the save before it', async () => {
    const { save, edit } = setup();
    expect(save.status).toBe('idle');
    edit('one');
    expect(save.status).toBe('saving');
    await advance(2000);
    expect(save.status).toBe('saved');
    edit('two');
    expect(save.status).toBe('saving');
    await advance(2000);
    expect(save.status).toBe('saved');
  });

  it('an acknowledgement with more queued behind it reads saving until the rest is acknowledged', async () => {
    const { server, save, edit } = setup();
    const saves = holdRequests(server.transport, 'save', 'now');
    edit('first', 'a');
    await advance(2000); // the first save reaches the server; its answer is slow
    edit('second', 'b');
    saves.release();
    await advance(0);
    expect(save.pendingTransactions).toHaveLength(1);
    expect(save.status).toBe('saving');
    await advance(2000);
    expect(server.state.getNode('b')?.data.label).toBe('second');
    expect(save.status).toBe('saved');
  });

  it('a revision pushed while a save is on its way is pulled as soon as the save ends, not at the next poll', async () => {
    const { server, save, edit, doc } = setup();
    const saves = holdRequests(server.transport, 'save', 'now');
    edit('mine', 'a');
    await advance(2000); // our save is accepted (8); its answer is slow
    server.remoteEdit(labelTransaction(server.state, 'c', 'theirs')); // 9
    server.push();
    saves.release();
    await advance(0);
    expect(save.revision).toBe(9);
    expect(doc.state.getNode('c')?.data.label).toBe('theirs');
  });

  it('a page-close save that fails while the page stays after all (back-forward cache) is sent again', async () => {
    const { server, save, edit, unload, answers } = setup();
    edit('kept');
    answers.push(fail(new ApiError(0, NETWORK_ERROR, 'Failed to fetch')));
    unload();
    await advance(0);
    expect(server.saves.map((s) => s.keepalive)).toEqual([true, undefined]);
    expect(server.state.getNode('a')?.data.label).toBe('kept');
    expect(save.status).toBe('saved');
  });

  it('after a conflict whose pull failed, the next poll that reaches the server rebases and sends the edit', async () => {
    const { server, save, edit, transport } = setup({ pollMs: 5000 });
    server.remoteEdit(labelTransaction(server.state, 'b', 'theirs'));
    const pull = transport.pull;
    transport.pull = () => Promise.reject(new ApiError(0, NETWORK_ERROR, 'down'));
    edit('mine', 'a');
    await advance(2000);
    expect(save.status).toBe('conflict');
    transport.pull = pull;
    await advance(3000); // the poll, 5 s after the start
    await advance(10); // the save it leads to
    expect(server.state.getNode('a')?.data.label).toBe('mine');
    expect(server.state.getNode('b')?.data.label).toBe('theirs');
    expect(save.status).toBe('saved');
  });

  it('a save that ran out of retries goes again once a poll reaches the server', async () => {
    const { server, save, edit, answers } = setup({ pollMs: 5000 });
    for (let i = 0; i < 4; i++) answers.push(fail(new ApiError(503, 'INTERNAL_ERROR', 'Server down')));
    edit('patient');
    await advance(2000 + 1000 + 3000 + 5000);
    expect(save.status).toBe('error');
    await advance(5000); // a poll
    await advance(10); // the save it leads to
    expect(server.state.getNode('a')?.data.label).toBe('patient');
    expect(save.status).toBe('saved');
  });

  it('a refused save (400) is not sent again by the poll: the error stays until the next edit or a reload', async () => {
    const { server, save, edit, answers } = setup({ pollMs: 5000 });
    answers.push(fail(new ApiError(400, 'VALIDATION_FAILED', 'Bad value')));
    edit('refused');
    await advance(2000);
    expect(save.message).toEqual({
      error: expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400 }),
    });
    await advance(20_000);
    expect(server.saves).toHaveLength(1);
    expect(save.status).toBe('error');
  });

  it('a save asked for during a request still goes when the push pulled after that request fails', async () => {
    const { server, save, edit } = setup();
    const saves = holdRequests(server.transport, 'save', 'now');
    server.answers.push(fail(new ApiError(401, 'UNAUTHORIZED', 'signed out')));
    edit('one', 'a');
    await advance(2000); // the first save reaches the server; its answer (a 401) is slow
    edit('two', 'b');
    await advance(2000); // this edit's save is asked for while the first is on its way
    server.remoteEdit(labelTransaction(server.state, 'c', 'theirs'));
    server.push(); // announced meanwhile: pulled as soon as the first save ends
    const pull = server.transport.pull;
    server.transport.pull = () => {
      server.transport.pull = pull;
      return Promise.reject(new ApiError(0, NETWORK_ERROR, 'unreachable'));
    };
    saves.release();
    await advance(0); // the 401 is shown, the pull fails; the save asked for goes all the same
    await advance(10);
    expect(server.saves).toHaveLength(3); // 'one' refused, 'two' on the old base (409), 'two' rebased
    expect(server.state.getNode('b')?.data.label).toBe('two');
    expect(save.status).toBe('saved');
  });

  it('defence in depth: pending changes with nothing in flight or scheduled are sent by the next poll, and logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, save, edit } = setup({ pollMs: 5000 });
    edit('orphan');
    // A state the store must never reach on its own: its timer gone, nothing in flight, no failure shown.
    (save as unknown as { timer: { clear(): void } }).timer.clear();
    await advance(5000); // the poll
    await advance(10); // the save it leads to
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('had no save in flight or scheduled'));
    expect(server.state.getNode('a')?.data.label).toBe('orphan');
    expect(save.status).toBe('saved');
    warn.mockRestore();
  });
});
