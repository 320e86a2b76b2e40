import type { MapNode } from '../schema/node';
import type { MapEdge } from '../schema/edge';
import type { DrawingData, SupportImage } from '../schema/canvas';
import type { ChangeLabel, ChangeSource } from './changeLabels';

/**
 * One small, serialisable, invertible change to a document. Updates carry the whole record before and after
 * (`from`/`to`), so inverting is swapping them and a field-level diff can always be recovered. For key-level
 * updates an absent `from`/`to` means "the key is absent"; that survives JSON because absent properties vanish.
 */
export type Operation =
  /** Adds a node; `orderIndex` is where its id goes in `canvas.nodesOrder` (end when omitted). */
  | { type: 'node.add'; node: MapNode; orderIndex?: number }
  /** Removes a node; `orderIndex` records where its id stood in `canvas.nodesOrder`, for the inverse. */
  | { type: 'node.remove'; node: MapNode; orderIndex?: number }
  | { type: 'node.update'; id: string; from: MapNode; to: MapNode }
  | { type: 'edge.add'; edge: MapEdge }
  | { type: 'edge.remove'; edge: MapEdge }
  | { type: 'edge.update'; id: string; from: MapEdge; to: MapEdge }
  /** Support images: `index` is the layer position in `canvas.backgroundImages`. */
  | { type: 'image.add'; image: SupportImage; index: number }
  | { type: 'image.remove'; image: SupportImage; index: number }
  | { type: 'image.update'; id: string; from: SupportImage; to: SupportImage }
  /** Moves an id inside `canvas.nodesOrder` (bring to front / send to back). */
  | { type: 'order.move'; id: string; from: number; to: number }
  /** Sets one key of `canvas` other than nodesOrder, backgroundImages and drawingData. */
  | { type: 'canvas.update'; key: string; from?: unknown; to?: unknown }
  | { type: 'settings.update'; key: string; from?: unknown; to?: unknown }
  | { type: 'drawing.update'; from?: DrawingData; to?: DrawingData }
  /** Sets a top-level key: `htmlContent`, or `canvas`/`settings` as a whole (e.g. null -> {}). */
  | { type: 'document.update'; key: string; from?: unknown; to?: unknown };

export type OperationType = Operation['type'];

/** A group of operations that is one user-visible change: one undo step, one label. */
export interface Transaction {
  id: string;
  label: ChangeLabel;
  source: ChangeSource;
  ops: Operation[];
}

/** The operation variant of one type, e.g. `OperationOf<'node.add'>`. */
export type OperationOf<T extends OperationType> = Extract<Operation, { type: T }>;
