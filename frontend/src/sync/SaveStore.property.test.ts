import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { reaction } from 'mobx';
import { createTransaction, moveNodesOps } from '@mapa/model';
import { coalesce } from '../lib/coalesce';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { content } from '../testing/bigMap';
import { heldNetwork } from '../testing/heldNetwork';
import { fakeEnvironment, logServer } from '../testing/saveServer';
import { DocumentStore } from '../stores/DocumentStore';
import { IndexedDbPendingStorage } from './pendingStorage';
import { SaveStore } from './SaveStore';

// The save state machine under random interleavings: two editors of one map (real DocumentStore, SaveStore,
// IndexedDB storage over fake-indexeddb) type titles in bursts through the node title field's coalescing, drag
// nodes, get pushes and polls, lose requests and answers, get 503s and 409s, go offline, close the page and come
// back, while a third person edits on the server. Everything runs on the fake clock, so a run is deterministic.
// Checked: the status never reads idle or saved while a change is unacknowledged; and once the network heals and
// time passes, every local edit reached the server (or was reported as replaced by a remote edit), nothing is
// pending or stored, and both editors show what the server has.

type Editor = ReturnType<typeof openEditor>;

const NODES = ['a', 'b', 'c'];
const TITLE_BURST_MS = 500; // useBurstDraft's BURST_MS (the title fields)

/**
 * One run's bookkeeping: local edits made (transaction ids), those replaced by remote edits, violations seen, and
 * a counter that makes every value written unique (an edit writing a value the server already holds is dropped
 * by the rebase as having nothing left to send, which would look like a lost edit here).
 */
function ledger() {
  let written = 0;
  return {
    edits: new Set<string>(),
    replaced: new Set<string>(),
    violations: [] as string[],
    unique: () => ++written,
  };
}

/** One editor: the map as the server has it now, the changes its browser kept from an earlier visit restored. */
function openEditor(
  server: ReturnType<typeof logServer>,
  factory: IDBFactory,
  seen: ReturnType<typeof ledger>,
) {
  const doc = new DocumentStore(JSON.parse(JSON.stringify(server.state.toDocument())));
  const net = heldNetwork(server.transport);
  const browser = fakeEnvironment();
  const save = new SaveStore(doc, net.transport, {
    enabled: true,
    mapId: 'map-1',
    revision: server.revision(),
    environment: browser.env,
    storage: new IndexedDbPendingStorage(factory),
    onConflicts: (conflicts) => conflicts.forEach((c) => seen.replaced.add(c.txId)),
  });
  doc.subscribe((change) => {
    if (change.kind === 'transaction' && change.tx.source !== 'remote') seen.edits.add(change.tx.id);
  });
  const claimsSaved = () =>
    (save.status === 'idle' || save.status === 'saved') && save.pendingTransactions.length > 0;
  const stopWatching = reaction(
    () => save.status,
    () =>
      claimsSaved() && seen.violations.push(`${save.status} with ${save.pendingTransactions.length} pending`),
  );
  const stop = save.start();
  // The node title field: one transaction per typing burst, committed after a pause, on Tab or on another node.
  let titled: string | null = null;
  const title = coalesce<{ id: string; label: string }>(TITLE_BURST_MS, ({ id, label }) => {
    const tx = labelTransaction(doc.state, id, label);
    if (tx) doc.apply(tx);
  });
  return {
    doc,
    save,
    net,
    browser,
    factory,
    claimsSaved,
    type(id: string, label: string) {
      if (titled !== id) title.flush();
      titled = id;
      title.push({ id, label });
    },
    tab: () => title.flush(),
    drag(id: string, y: number) {
      const ops = moveNodesOps(doc.state, [{ id, position: { x: doc.state.getNode(id)!.position.x, y } }]);
      if (ops.length) doc.apply(createTransaction('element.drag', ops));
    },
    undo() {
      try {
        doc.undo();
      } catch {
        // A remote change made the step impossible: the history is forgotten, nothing changed.
      }
    },
    /** The page goes away: nothing of it runs any more (a burst still being typed was not a change yet). */
    close() {
      title.cancel();
      stopWatching();
      stop();
    },
  };
}

const editorArb = fc.integer({ min: 0, max: 1 });
const nodeArb = fc.constantFrom(...NODES);
const commandArb = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.constant('type' as const), editorArb, nodeArb, fc.nat(99)) },
  { weight: 2, arbitrary: fc.tuple(fc.constant('tab' as const), editorArb) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constant('drag' as const), editorArb, nodeArb, fc.integer({ min: -9, max: 9 })),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('undo' as const), editorArb) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('remote' as const), nodeArb, fc.nat(99)) },
  { weight: 2, arbitrary: fc.tuple(fc.constant('push' as const), editorArb) },
  { weight: 5, arbitrary: fc.tuple(fc.constant('deliver' as const), editorArb, fc.nat(3)) },
  {
    weight: 3,
    arbitrary: fc.tuple(
      fc.constantFrom('drop' as const, 'loseAnswer' as const, 'refuse' as const),
      editorArb,
      fc.nat(3),
    ),
  },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constant('wait' as const), fc.constantFrom(10, 100, 500, 1000, 2000, 5000)),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('offline' as const, 'online' as const), editorArb) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('unload' as const), editorArb) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('reload' as const),
      editorArb,
      fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
    ),
  },
);
type Command = typeof commandArb extends fc.Arbitrary<infer C> ? C : never;

const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

async function run(
  editors: Editor[],
  server: ReturnType<typeof logServer>,
  seen: ReturnType<typeof ledger>,
  command: Command,
) {
  switch (command[0]) {
    case 'type': // a burst of one to three keystrokes, each a new value of the field
      for (let key = 0; key <= command[3] % 3; key++)
        editors[command[1]].type(command[2], `${command[2]} ${command[1]}.${seen.unique()}`);
      return;
    case 'tab':
      return editors[command[1]].tab();
    case 'undo':
      return editors[command[1]].undo();
    case 'drag':
      return editors[command[1]].drag(command[2], command[3] * 1000 + seen.unique());
    case 'remote': {
      const tx = labelTransaction(server.state, command[1], `remote ${seen.unique()}`);
      if (tx) server.remoteEdit(tx);
      return;
    }
    case 'push':
      return editors[command[1]].net.push(server.revision());
    case 'deliver':
    case 'drop':
    case 'loseAnswer':
    case 'refuse':
      editors[command[1]].net[command[0]](command[2]);
      return wait(0);
    case 'wait':
      return wait(command[1]);
    case 'offline':
      return void editors[command[1]].browser.goOffline();
    case 'online':
      return void editors[command[1]].browser.goOnline();
    case 'unload': // the page-close save; the page stays after all (the back-forward cache)
      return editors[command[1]].browser.unload();
    case 'reload': {
      const old = editors[command[1]];
      old.browser.unload();
      old.net.cut(command[2]);
      old.close();
      await wait(50); // the writes to IndexedDB it had started finish
      editors[command[1]] = openEditor(server, old.factory, seen);
      return wait(0);
    }
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveStore under random interleavings', () => {
  it('never claims idle or saved with a change unsent, and after quiescence every edit is on the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 40 }), async (commands) => {
        const server = logServer();
        const seen = ledger();
        const editors = [0, 1].map(() => openEditor(server, new IDBFactory(), seen));
        await wait(0);
        for (const command of commands) {
          await run(editors, server, seen, command);
          for (const editor of editors)
            if (editor.claimsSaved())
              seen.violations.push(`${editor.save.status} after ${command.join(' ')}`);
        }
        // Quiescence: people stop typing, the network heals, time passes (debounces, retries, polls).
        for (const editor of editors) {
          editor.tab();
          editor.browser.goOnline();
          editor.net.flow();
        }
        for (let i = 0; i < 12; i++) await wait(5000);

        expect(seen.violations).toEqual([]);
        const onServer = new Set(server.log.map((tx) => tx.id));
        const missing = [...seen.edits].filter((id) => !onServer.has(id) && !seen.replaced.has(id));
        expect(missing).toEqual([]);
        for (const editor of editors) {
          expect(editor.save.pendingTransactions).toEqual([]);
          expect(['idle', 'saved']).toContain(editor.save.status);
          expect(content(editor.doc.state)).toEqual(content(server.state));
          const kept = new IndexedDbPendingStorage(editor.factory).load('map-1');
          await wait(10);
          expect(await kept).toBeNull();
          editor.close();
        }
      }),
      {
        numRuns: 150,
        examples: [
          // Found by this test in CI: an edit made while the kept record was still loading was written alone over
          // it, so the first visit's drag was lost when that page closed too.
          [
            [
              ['drag', 1, 'a', 0],
              ['remote', 'a', 0],
              ['reload', 1, [false]],
              ['drag', 1, 'a', 0],
              ['tab', 0],
              ['tab', 0],
              ['unload', 0],
              ['reload', 1, [false]],
              ['type', 0, 'a', 0],
            ],
          ],
        ],
      },
    );
  }, 300_000);
});
