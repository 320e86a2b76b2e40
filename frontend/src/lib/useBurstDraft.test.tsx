/**
 * @jest-environment jsdom
 */
import { act, createRef, useCallback, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BURST_MS, useBurstDraft, type BurstDraft } from './useBurstDraft';

// React's act() outside a test renderer: tells React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** What the field writes to: a store of values per target, as the document keeps node labels. */
type Commits = [target: string, value: string][];

let root: Root;
/** The hook's answer at the last render, handed out through a ref as a component hands out its handle. */
const handle = createRef<BurstDraft>();
const field = {
  get draft() {
    return handle.current!.draft;
  },
  change: (value: string) => handle.current!.change(value),
  flush: () => handle.current!.flush(),
};

/** A field over `value` that commits into `commits` under `target` (a node id). */
function Field(props: { value: string; target: string; commits: Commits; ref: Ref<BurstDraft> }): ReactNode {
  const { value, target, commits, ref } = props;
  const draft = useBurstDraft(
    value,
    useCallback((next: string) => commits.push([target, next]), [commits, target]),
  );
  useImperativeHandle(ref, () => draft, [draft]);
  return null;
}

function render(value: string, target: string, commits: Commits) {
  act(() => root.render(<Field value={value} target={target} commits={commits} ref={handle} />));
}

beforeEach(() => {
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useBurstDraft', () => {
  it('shows typing at once and commits the burst once, after BURST_MS of quiet', () => {
    const commits: Commits = [];
    render('', 'n1', commits);
    act(() => field.change('H'));
    act(() => field.change('Hi'));
    expect(field.draft).toBe('Hi');
    act(() => jest.advanceTimersByTime(BURST_MS - 1));
    expect(commits).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(commits).toEqual([['n1', 'Hi']]);
  });

  it('commits at once on flush, and nothing more when the burst is over', () => {
    const commits: Commits = [];
    render('', 'n1', commits);
    act(() => field.change('Hello'));
    act(() => field.flush());
    expect(commits).toEqual([['n1', 'Hello']]);
    act(() => jest.advanceTimersByTime(BURST_MS * 2));
    expect(commits).toEqual([['n1', 'Hello']]);
  });

  it('follows a value changed elsewhere between bursts, and keeps the typing mid-burst', () => {
    const commits: Commits = [];
    render('Old', 'n1', commits);
    render('Undone', 'n1', commits);
    expect(field.draft).toBe('Undone');
    act(() => field.change('Undone!'));
    render('Remote', 'n1', commits);
    expect(field.draft).toBe('Undone!');
    act(() => jest.advanceTimersByTime(BURST_MS));
    expect(commits).toEqual([['n1', 'Undone!']]);
    // The commit comes back as the stored value: the draft shows it, and later changes again.
    render('Undone!', 'n1', commits);
    render('Remote again', 'n1', commits);
    expect(field.draft).toBe('Remote again');
  });

  it('sends what was pending to the old target when it writes elsewhere, then shows the new value', () => {
    const commits: Commits = [];
    render('A', 'n1', commits);
    act(() => field.change('A typed'));
    render('B', 'n2', commits);
    expect(commits).toEqual([['n1', 'A typed']]);
    expect(field.draft).toBe('B');
    act(() => jest.advanceTimersByTime(BURST_MS * 2));
    expect(commits).toEqual([['n1', 'A typed']]);
  });

  it('sends what was pending when the field goes away', () => {
    const commits: Commits = [];
    render('', 'n1', commits);
    act(() => field.change('Last words'));
    act(() => root.unmount());
    expect(commits).toEqual([['n1', 'Last words']]);
    root = createRoot(document.createElement('div'));
  });
});
