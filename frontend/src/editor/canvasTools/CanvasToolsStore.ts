import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Point } from '@mapa/model';
import type { HitTarget } from '@mapa/engine';

/** An open context menu: what was right-clicked and where (container px), plus the graph point. */
export interface ContextMenuState {
  target: HitTarget;
  screen: Point;
  graph: Point;
  /** Opened from the keyboard (Shift+F10, the menu key): the first item takes the focus. */
  keyboard?: boolean;
}

/** The node panel's tabs besides info ('actions' is on mobile only, 'attachments' not on the demo map). */
export type NodePanelTab = 'node' | 'appearance' | 'attachments' | 'actions';

/**
 * Chrome state of the canvas editing tools: the search dialog, the open context menu, the node panel's tab, the
 * hidden tool bar, the Layers dialog and the last pointer position over the canvas (where Ctrl+V pastes).
 */
export class CanvasToolsStore {
  searchOpen = false;
  contextMenu: ContextMenuState | null = null;
  panelTab: NodePanelTab = 'node';
  toolbarHidden = false;
  /** The drawing tool in use (spec §2.6), or null for the bottom bar's SELECT / CONNECT. */
  drawTool: 'draw' | 'erase' | 'text' | null = null;
  /** Drawing toolbar settings (spec §9 defaults). */
  strokeWidth = 3;
  strokeColor = '#000000';
  eraserSize = 10;
  /** The selected background image (mirrors the engine), or null. */
  selectedImage: string | null = null;
  /** The node under the pointer (hover controls), or null. */
  hoveredNode: string | null = null;
  /** Last pointer position over the canvas, container px; not observable (changes on every mouse move). */
  pointer: Point | null = null;
  /** The canvas container element, once mounted (its size decides when to follow the selection). */
  container: HTMLElement | null = null;
  /** A node whose title field takes the focus once it shows (after Add node, '+ Add child', Tab, Enter). */
  titleFocusFor: string | null = null;
  /** The Layers list in a dialog, where there is no left sidebar to hold it (phones). */
  layersDialogOpen = false;

  constructor() {
    makeObservable(this, {
      searchOpen: observable,
      contextMenu: observableRef,
      panelTab: observable,
      toolbarHidden: observable,
      hoveredNode: observable,
      drawTool: observable,
      selectedImage: observable,
      setSelectedImage: action,
      strokeWidth: observable,
      strokeColor: observable,
      eraserSize: observable,
      setDrawTool: action,
      setDrawingStyle: action,
      setHoveredNode: action,
      setSearchOpen: action,
      openContextMenu: action,
      closeContextMenu: action,
      setPanelTab: action,
      setToolbarHidden: action,
      titleFocusFor: observable,
      focusTitle: action,
      titleFocused: action,
      layersDialogOpen: observable,
      setLayersDialogOpen: action,
    });
  }

  setSearchOpen(open: boolean): void {
    this.searchOpen = open;
  }

  openContextMenu(menu: ContextMenuState): void {
    this.contextMenu = menu;
  }

  closeContextMenu(): void {
    this.contextMenu = null;
  }

  setPanelTab(tab: NodePanelTab): void {
    this.panelTab = tab;
  }

  setSelectedImage(id: string | null): void {
    this.selectedImage = id;
  }

  setDrawTool(tool: 'draw' | 'erase' | 'text' | null): void {
    this.drawTool = tool;
  }

  setDrawingStyle(style: { strokeWidth?: number; strokeColor?: string; eraserSize?: number }): void {
    if (style.strokeWidth !== undefined) this.strokeWidth = style.strokeWidth;
    if (style.strokeColor !== undefined) this.strokeColor = style.strokeColor;
    if (style.eraserSize !== undefined) this.eraserSize = style.eraserSize;
  }

  setHoveredNode(id: string | null): void {
    if (id !== this.hoveredNode) this.hoveredNode = id;
  }

  setLayersDialogOpen(open: boolean): void {
    this.layersDialogOpen = open;
  }

  setToolbarHidden(hidden: boolean): void {
    this.toolbarHidden = hidden;
  }

  /** Shows the panel's Node tab and asks the title field of `nodeId` to take the focus. */
  focusTitle(nodeId: string): void {
    this.panelTab = 'node';
    this.titleFocusFor = nodeId;
  }

  /** The title field took the focus it was asked to. */
  titleFocused(): void {
    this.titleFocusFor = null;
  }
}
