import { addAnnotationOps, clearDrawingsOps, createTransaction, type Point } from '@mapa/model';
import type { EditorStores } from '../EditorContext';

/** The text tool's prompt (spec §2.6): `question` is 'Enter text:' in the interface language; blank text is ignored. */
export function addTextAnnotation(
  stores: EditorStores,
  at: Point,
  question: string,
  ask: (q: string) => string | null = prompt,
): void {
  const text = ask(question);
  if (text === null) return;
  const ops = addAnnotationOps(stores.doc.state, at, text, stores.canvas.strokeColor);
  if (ops.length > 0) stores.doc.apply(createTransaction('drawing.updated', ops));
}

/** 'Clear All Drawings'. */
export function clearAllDrawings(stores: EditorStores): void {
  const ops = clearDrawingsOps(stores.doc.state);
  if (ops.length > 0) stores.doc.apply(createTransaction('drawing.updated', ops));
}
