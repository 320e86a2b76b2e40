import { action, makeObservable, observable, observableRef } from 'mobx';
import type { MapEngine, ToolId } from '@mapa/engine';
import type { DocumentStore } from './DocumentStore';

/** The bottom tool bar's modes. */
export type EditorTool = Extract<ToolId, 'select' | 'connect'>;

/** Editor chrome state (DESIGN §4): the tool, the node panel, the zoom read-out and the mounted engine. */
export class UiStore {
  tool: EditorTool = 'select';
  zoom = 1;
  /** The canvas engine once it is mounted; controls stay disabled until then. */
  engine: MapEngine | null = null;

  constructor(private readonly doc: DocumentStore) {
    makeObservable(this, {
      tool: observable,
      zoom: observable,
      engine: observableRef,
      setTool: action,
      setZoom: action,
      attachEngine: action,
    });
  }

  /** The node shown in the node panel. */
  get activeNodeId(): string | null {
    return this.doc.activeNodeId;
  }

  /** The node panel is open exactly while a node is active. */
  get panelOpen(): boolean {
    return this.doc.activeNodeId !== null;
  }

  /** Opens the node panel on a node. */
  openNode(id: string): void {
    this.doc.setActiveNode(id);
  }

  closePanel(): void {
    this.doc.setActiveNode(null);
  }

  /** Switches the tool here and in the engine. */
  setTool(tool: EditorTool): void {
    this.tool = tool;
    if (this.engine && this.engine.getTool() !== tool) this.engine.setTool(tool);
  }

  setZoom(zoom: number): void {
    this.zoom = zoom;
  }

  attachEngine(engine: MapEngine | null): void {
    this.engine = engine;
    if (engine) this.zoom = engine.getViewport().zoom;
  }
}
