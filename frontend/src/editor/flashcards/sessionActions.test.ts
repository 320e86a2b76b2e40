import { createTransaction, updateNodeOps, type Transaction } from '@mapa/model';
import { sampleDocument } from '../../testing/sampleDocument';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import type { OpenMap } from '../loadMap';
import { CardSession } from './CardSession';
import { answerCard, checkCard, dealCards } from './sessionActions';

function storesFor(role: 'owner' | 'reader') {
  const document = sampleDocument();
  document.canvas = { ...document.canvas, correctAnswers: 4, wrongAnswers: 1 };
  document.nodes[0].data.correct = true;
  const doc = new DocumentStore(document);
  const ui = new UiStore(doc, { reader: role === 'reader' });
  ui.setViewMode('flashcards');
  const map = { role, demo: false } as OpenMap;
  return { doc, ui, map, flashcards: new CardSession(1280) };
}

const stored = (stores: ReturnType<typeof storesFor>) => ({
  counts: [stores.doc.state.canvas?.correctAnswers, stores.doc.state.canvas?.wrongAnswers],
  correct: [...stores.doc.state.nodes.values()].map((n) => n.data.correct ?? null),
});

describe('flashcards session actions (spec §4.8)', () => {
  it('an owner: Start clears the document fields; each answer stores correct and the counters', async () => {
    const stores = storesFor('owner');
    await dealCards(stores);
    expect(stores.flashcards.running).toBe(true);
    expect(stored(stores)).toEqual({ counts: [0, 0], correct: [null, null, null] });
    checkCard(stores);
    const first = stores.flashcards.current!;
    expect(stores.ui.activeNodeId).toBe(first);
    answerCard(stores, first, true);
    expect(stores.ui.panelOpen).toBe(false);
    // Another card than the first: the deal is shuffled, so the session's next card may be the first one.
    answerCard(stores, otherThan(stores, first), false);
    const doc = stores.doc.state;
    expect(doc.getNode(first)!.data.correct).toBe(true);
    expect(stored(stores).counts).toEqual([1, 1]);
  });

  it('an owner: Start and the answers are saved but are no undo steps; Ctrl+Z still undoes the last edit', async () => {
    const stores = storesFor('owner');
    const first = [...stores.doc.state.nodes.keys()][0];
    stores.doc.apply(
      createTransaction(
        'node.updated',
        updateNodeOps(stores.doc.state, first, { data: { label: 'Renamed' } }),
      ),
    );
    const applied: Transaction[] = [];
    stores.doc.subscribe((change) => {
      if (change.kind === 'transaction') applied.push(change.tx);
    });
    await dealCards(stores);
    answerCard(stores, first, true);
    // Another card than the first: the deal is shuffled, so the session's next card may be the first one.
    answerCard(stores, otherThan(stores, first), false);
    expect(applied.map((tx) => tx.source)).toEqual(['study', 'study', 'study']);
    // The one undo step is the rename; undoing it keeps the grade and the counters.
    expect(stores.doc.undo()).toBe(true);
    expect(stores.doc.state.getNode(first)!.data.label).not.toBe('Renamed');
    expect(stores.doc.state.getNode(first)!.data.correct).toBe(true);
    expect(stored(stores).counts).toEqual([1, 1]);
    expect(stores.doc.canUndo).toBe(false);
  });

  it('a reader plays in the session only: the document is never changed', async () => {
    const stores = storesFor('reader');
    const before = stored(stores);
    const version = stores.doc.state.version;
    await dealCards(stores);
    answerCard(stores, stores.flashcards.current!, true);
    expect([stores.flashcards.correctAnswers, stores.flashcards.wrongAnswers]).toEqual([1, 0]);
    expect(stored(stores)).toEqual(before);
    expect(stores.doc.state.version).toBe(version);
  });

  it('leaving while the cards are shuffled deals nothing', async () => {
    const stores = storesFor('owner');
    const dealing = dealCards(stores);
    stores.flashcards.leave();
    await dealing;
    expect(stores.flashcards.running).toBe(false);
  });
});

/** A card of the map other than `id` (the deal's order is random). */
function otherThan(stores: ReturnType<typeof storesFor>, id: string): string {
  return [...stores.doc.state.nodes.keys()].find((other) => other !== id)!;
}
