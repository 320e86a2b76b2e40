import { runInAction } from 'mobx';
import {
  COPIED_ELEMENTS_KEY,
  copiedElementsOf,
  createTransaction,
  nearestNodeInDirection,
  parseCopiedElements,
  pasteOps,
  pasteTextOps,
  type Direction,
  type Point,
  type Transaction,
} from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';
import type { UiStore } from '../../stores/UiStore';
import type { CanvasToolsStore } from './CanvasToolsStore';
import {
  addNodeTransaction,
  addRelativeTransaction,
  cloneTransaction,
  collapseTransaction,
  connectTransaction,
  lockTransaction,
  markersTransaction,
  orderTransaction,
  removeElementsTransaction,
} from '../commands/nodeTransactions';

/** Where a key-value store keeps `copiedElements` (window.localStorage in the browser). */
export type ClipboardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `window.localStorage`, or null where there is none or it is denied: reading the property throws in a frame of
 * another site when the browser blocks third-party storage (the embed, spec §2.1), which must still open.
 */
function browserStorage(): ClipboardStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The template whose children go below their parent (spec §2.10). */
export const ORGANOGRAM_TEMPLATE = 'OrganogramTemplate';

/** The stores the commands read and change: the document, the editor's view state and the canvas chrome. */
export interface CommandStores {
  readonly doc: DocumentStore;
  readonly ui: UiStore;
  readonly canvas: CanvasToolsStore;
}

/**
 * The editing commands of the canvas (spec §4.4), shared by shortcuts, the selection bar, the hover controls and
 * the context menus. Each builds one transaction with the model's builders and applies it to the document store;
 * the engine follows through the store. Returns false when there was nothing to do.
 */
export class EditorCommands {
  constructor(
    private readonly stores: CommandStores,
    private readonly storage: ClipboardStorage | null = browserStorage(),
  ) {}

  private get state() {
    return this.stores.doc.state;
  }

  private apply(tx: Transaction | null): boolean {
    if (!tx) return false;
    this.stores.doc.apply(tx);
    return true;
  }

  private select(nodes: string[], edges: string[] = []): void {
    const engine = this.stores.ui.engine;
    if (engine) engine.select({ nodes, edges });
    else this.stores.doc.setSelection({ nodes, edges });
  }

  /** Side new children go on: below for the organogram template, else right. */
  childSide(): 'right' | 'bottom' {
    return this.state.settings?.templateEngine === ORGANOGRAM_TEMPLATE ? 'bottom' : 'right';
  }

  /** Where the pointer is over the canvas, in graph coordinates; the view centre when unknown. */
  pointerGraph(): Point {
    const engine = this.stores.ui.engine;
    const pointer = this.stores.canvas.pointer;
    if (engine && pointer) return engine.screenToGraph(pointer);
    return engine?.getViewport().center ?? { x: 0, y: 0 };
  }

  copy(): boolean {
    const copied = copiedElementsOf(this.state, { nodes: this.stores.doc.selection.nodes });
    if (copied) this.storage?.setItem(COPIED_ELEMENTS_KEY, JSON.stringify(copied));
    else this.storage?.removeItem(COPIED_ELEMENTS_KEY);
    return copied !== null;
  }

  /** Pastes `copiedElements` at `at` (default: the pointer); a paste needs a stored entry (spec §5). */
  paste(at: Point = this.pointerGraph()): boolean {
    const copied = parseCopiedElements(this.storage?.getItem(COPIED_ELEMENTS_KEY) ?? null);
    const result = copied && pasteOps(this.state, copied, at);
    if (!result) return false;
    this.apply(createTransaction('node.copied', result.ops));
    this.select(result.nodeIds);
    return true;
  }

  /**
   * Pastes plain text at `at` (default: the pointer): a node per line, indentation giving the depth, children
   * joined to their parents, one undoable change; the new nodes are selected. Returns how many nodes it made.
   */
  pasteText(text: string, at: Point = this.pointerGraph()): number {
    const result = pasteTextOps(this.state, text, at);
    if (!result) return 0;
    this.apply(createTransaction('node.copied', result.ops));
    this.select(result.nodeIds);
    return result.nodeIds.length;
  }

  /** Deletes the selected nodes (with their edges), edges and background image (spec §4.4). */
  removeSelection(): boolean {
    const image = this.stores.canvas.selectedImage;
    const selection = { ...this.stores.doc.selection, images: image ? [image] : [] };
    return this.apply(removeElementsTransaction(this.state, selection));
  }

  removeNodes(ids: readonly string[]): boolean {
    return this.apply(removeElementsTransaction(this.state, { nodes: ids, edges: [] }));
  }

  clone(ids: readonly string[] = this.stores.doc.selection.nodes): boolean {
    const made = cloneTransaction(this.state, ids);
    if (!made) return false;
    this.apply(made.tx);
    this.select(made.ids);
    return true;
  }

  /**
   * Markers (issue 36): `edit` gives each node's new marker list from its current one (undefined: none); one
   * `node.updated` over the nodes it changes (Ctrl+1…9, Ctrl+Enter, the marker pickers).
   */
  editMarkers(
    edit: (markers: string[] | undefined) => string[] | undefined,
    ids: readonly string[] = this.stores.doc.selection.nodes,
  ): boolean {
    return this.apply(markersTransaction(this.state, ids, edit));
  }

  toggleLock(ids: readonly string[] = this.stores.doc.selection.nodes): boolean {
    return this.apply(lockTransaction(this.state, ids));
  }

  order(id: string, where: 'front' | 'back'): boolean {
    return this.apply(orderTransaction(this.state, id, where));
  }

  toggleCollapse(id: string): boolean {
    return this.apply(collapseTransaction(this.state, id));
  }

  /**
   * 'n' and Add node: a new node at `at` (default the pointer, else the nearest free spot), selected and opened
   * with its title focused.
   */
  newNode(at: Point = this.pointerGraph()): string {
    const { tx, node } = addNodeTransaction(this.state, at);
    this.apply(tx);
    this.openForTyping(node.data.id);
    return node.data.id;
  }

  /** Tab / '+ Add child' (child) or Enter (sibling) of one node: placed, connected, selected, opened for typing. */
  addRelative(id: string, relation: 'child' | 'sibling'): string | null {
    const made = addRelativeTransaction(this.state, id, relation, this.childSide());
    if (!made) return null;
    this.apply(made.tx);
    this.openForTyping(made.nodeId);
    return made.nodeId;
  }

  /**
   * Selects and opens a node just made, on the Node tab with its title focused, whatever was selected or shown
   * before. One action, so observers (Back closes items) never see the moment between selection and panel.
   */
  private openForTyping(id: string): void {
    runInAction(() => {
      this.select([id]);
      this.stores.ui.openNode(id);
      this.stores.canvas.focusTitle(id);
    });
  }

  /** Hover connection arrow dropped on `target`: an `edge.added` from `source` (spec §2.10). */
  connect(source: string, target: string): boolean {
    return this.apply(connectTransaction(this.state, source, target));
  }

  /** The one selected node, if exactly one node (and no edge) is selected. */
  singleNode(): string | null {
    const { nodes, edges } = this.stores.doc.selection;
    return nodes.length === 1 && edges.length === 0 ? nodes[0] : null;
  }

  /** Arrow keys: selects the nearest node in that direction from the selected one. */
  move(direction: Direction): boolean {
    const from = this.singleNode();
    const to = from && nearestNodeInDirection(this.state, from, direction);
    if (!to) return false;
    this.select([to]);
    this.stores.ui.openNode(to);
    const engine = this.stores.ui.engine;
    const node = this.state.getNode(to);
    if (engine && node) {
      const p = engine.graphToScreen(node.position);
      const box = this.stores.canvas.container?.getBoundingClientRect();
      // Follow the selection only when it left the view, keeping the zoom.
      if (box && (p.x < 40 || p.y < 40 || p.x > box.width - 40 || p.y > box.height - 40))
        engine.focusNode(to, engine.getViewport().zoom);
    }
    return true;
  }

  clearSelection(): boolean {
    const { nodes, edges } = this.stores.doc.selection;
    if (nodes.length === 0 && edges.length === 0) return false;
    this.select([]);
    this.stores.ui.closePanel();
    return true;
  }
}
