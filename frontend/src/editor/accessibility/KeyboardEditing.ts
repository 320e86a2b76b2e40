import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  KEY_MOVE_FAR_STEP,
  KEY_MOVE_STEP,
  KEY_RESIZE_STEP,
  createTransaction,
  nearestNodeInDirection,
  nudgeNodesOps,
  resizeNodeOps,
  type Direction,
} from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';
import type { UiStore } from '../../stores/UiStore';
import type { CanvasToolsStore } from '../canvasTools/CanvasToolsStore';
import type { EditorCommands } from '../canvasTools/editorCommands';

/** The stores keyboard editing reads and the commands it runs. */
export interface KeyboardStores {
  readonly doc: DocumentStore;
  readonly ui: UiStore;
  readonly canvas: CanvasToolsStore;
  readonly commands: EditorCommands;
}

/** A connection being chosen from the keyboard: its source, and the target the arrows chose (null: none yet). */
export interface KeyConnect {
  source: string;
  target: string | null;
}

const UNIT: Record<Direction, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * Editing without a pointer (issue #12): moving and resizing nodes as typed transactions, connect mode (C, arrows
 * choose the target, Enter connects, Escape cancels), opening the node panel and the context menu, and the
 * shortcuts help dialog. Each method returns false when there was nothing to do.
 */
export class KeyboardEditing {
  /** The connection being chosen, or null outside connect mode. */
  connecting: KeyConnect | null = null;
  /** Whether the '?' shortcuts help dialog is open. */
  helpOpen = false;

  constructor(private readonly stores: KeyboardStores) {
    makeObservable(this, {
      connecting: observable,
      helpOpen: observable,
      startConnect: action,
      chooseTarget: action,
      confirmConnect: action,
      cancelConnect: action,
      setHelpOpen: action,
    });
  }

  /** Alt+arrows (`far`: with Shift): one `element.drag` moving the selected, unlocked nodes. */
  move(direction: Direction, far = false): boolean {
    const step = far ? KEY_MOVE_FAR_STEP : KEY_MOVE_STEP;
    const { doc } = this.stores;
    const ops = nudgeNodesOps(
      doc.state,
      doc.selection.nodes,
      UNIT[direction].x * step,
      UNIT[direction].y * step,
    );
    if (ops.length === 0) return false;
    doc.apply(createTransaction('element.drag', ops));
    return true;
  }

  /** Ctrl/Cmd+Shift+arrows: one `element.resize` of the selected node; right/down grow it, left/up shrink it. */
  resize(direction: Direction): boolean {
    const id = this.stores.commands.singleNode();
    if (!id) return false;
    const { doc } = this.stores;
    const ops = resizeNodeOps(
      doc.state,
      id,
      UNIT[direction].x * KEY_RESIZE_STEP,
      UNIT[direction].y * KEY_RESIZE_STEP,
    );
    if (ops.length === 0) return false;
    doc.apply(createTransaction('element.resize', ops));
    return true;
  }

  /** C: starts choosing a connection from the one selected node. */
  startConnect(): boolean {
    const source = this.stores.commands.singleNode();
    if (!source) return false;
    this.connecting = { source, target: null };
    return true;
  }

  /** Arrows in connect mode: the nearest node that way from the current target (at first, from the source). */
  chooseTarget(direction: Direction): boolean {
    const connecting = this.connecting;
    if (!connecting) return false;
    const from = connecting.target ?? connecting.source;
    const to = nearestNodeInDirection(this.stores.doc.state, from, direction);
    if (!to) return false;
    this.connecting = { ...connecting, target: to === connecting.source ? null : to };
    return true;
  }

  /** Enter in connect mode: an `edge.added` from the source to the chosen target, and connect mode ends. */
  confirmConnect(): boolean {
    const connecting = this.connecting;
    if (!connecting?.target) return false;
    this.connecting = null;
    this.stores.commands.connect(connecting.source, connecting.target);
    return true;
  }

  /** Escape in connect mode (or the source is no longer the selection): ends it without a change. */
  cancelConnect(): boolean {
    if (!this.connecting) return false;
    this.connecting = null;
    return true;
  }

  /** F2: opens the selected node's panel on its Node tab with the title focused (as a rename would). */
  openPanel(): boolean {
    const id = this.stores.commands.singleNode();
    if (!id) return false;
    runInAction(() => {
      this.stores.ui.openNode(id);
      this.stores.canvas.focusTitle(id);
    });
    return true;
  }

  /**
   * Shift+F10 / the context-menu key: the selected node's menu beside it, else the canvas menu in the middle of
   * the view; opened for the keyboard, so its first item takes the focus.
   */
  openContextMenu(): boolean {
    const { ui, canvas, commands, doc } = this.stores;
    const engine = ui.engine;
    if (!engine) return false;
    const id = commands.singleNode();
    const node = id ? doc.state.getNode(id) : undefined;
    const graph = node?.position ?? engine.getViewport().center;
    const screen = engine.graphToScreen(graph);
    canvas.openContextMenu({
      target: node ? { kind: 'node', id: node.data.id } : { kind: 'canvas' },
      screen,
      graph,
      keyboard: true,
    });
    return true;
  }

  setHelpOpen(open: boolean): void {
    this.helpOpen = open;
  }
}
