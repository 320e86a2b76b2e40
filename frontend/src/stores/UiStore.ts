import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { MapEngine, ToolId } from '@mapa/engine';
import type { ParseError, ViewMode } from '@mapa/model';
import type { DocumentCheck } from '../editor/documentCheck/documentCheck';
import type { DocumentStore } from './DocumentStore';

/** The bottom tool bar's modes. */
export type EditorTool = Extract<ToolId, 'select' | 'connect'>;

/**
 * Editor chrome state (DESIGN §4): the tool, the view mode, the node panel, the zoom read-out and the mounted
 * engine.
 */
export class UiStore {
  tool: EditorTool = 'select';
  zoom = 1;
  /** The canvas engine once it is mounted; controls stay disabled until then. */
  engine: MapEngine | null = null;
  /** How the map is shown (spec §3.5 `defaultViewMode`): the map's setting when it opens, else 'mindmap'. */
  viewMode: ViewMode;
  /** A presentation is running (issue 13): nothing may be edited, as for readers. */
  presenting = false;
  /** The canvas shows a version from the version history instead of the map (read-only until left). */
  viewingVersion = false;
  /** The document's full check is still running (a big map drawn before it was checked, issue #18). */
  checkingDocument = false;
  /** Why the document failed its check; the map then stays read-only. */
  documentError: ParseError | null = null;
  private readonly reader: boolean;

  /**
   * `reader`: the user may only read this map (spec §5 roles). `check`: the document's check (see
   * `DocumentCheck`), by default one that passed.
   */
  constructor(
    private readonly doc: DocumentStore,
    options: { reader?: boolean; check?: DocumentCheck } = {},
  ) {
    this.reader = options.reader ?? false;
    const check = options.check;
    if (check && check.done) this.documentError = check.error;
    if (check && !check.done) {
      this.checkingDocument = true;
      void check.result.then((error) => this.documentChecked(error));
    }
    this.viewMode = doc.state.settings?.defaultViewMode ?? 'mindmap';
    makeObservable<UiStore, 'syncEngineMode' | 'documentChecked'>(this, {
      tool: observable,
      zoom: observable,
      engine: observableRef,
      viewMode: observable,
      presenting: observable,
      editingDisabled: computed,
      checkingDocument: observable,
      documentError: observableRef,
      documentChecked: action,
      setPresenting: action,
      viewingVersion: observable,
      setViewingVersion: action,
      setTool: action,
      setZoom: action,
      setViewMode: action,
      attachEngine: action,
      syncEngineMode: action,
    });
  }

  /**
   * Nothing may be changed: a reader, anyone in flashcards view (spec §5 "In flashcards view editing is
   * disabled for everyone"), presenting (spec §4.8) or while a version from the history is shown. The editor's
   * `readOnly` is this. Also while the document's check runs, and for good when it failed (issue #18).
   */
  get editingDisabled(): boolean {
    return (
      this.reader ||
      this.viewMode === 'flashcards' ||
      this.presenting ||
      this.viewingVersion ||
      this.checkingDocument ||
      this.documentError !== null
    );
  }

  private documentChecked(error: ParseError | null): void {
    this.checkingDocument = false;
    this.documentError = error;
    this.syncEngineMode();
  }

  /** Starts or ends presenting; while on, the canvas only selects and pans. */
  setPresenting(on: boolean): void {
    this.presenting = on;
    this.syncEngineMode();
  }

  /** Enters or leaves viewing a version: nothing may be changed meanwhile, and no node panel is open. */
  setViewingVersion(viewing: boolean): void {
    this.viewingVersion = viewing;
    if (viewing) this.doc.setActiveNode(null);
    this.syncEngineMode();
  }

  /** Switches the view; flashcards view leaves only selecting and panning on the canvas. */
  setViewMode(mode: ViewMode): void {
    this.viewMode = mode;
    this.syncEngineMode();
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
    if (engine) {
      this.zoom = engine.getViewport().zoom;
      this.syncEngineMode();
    }
  }

  /** The engine follows `editingDisabled`; while disabled only the select tool (select and pan) is active. */
  private syncEngineMode(): void {
    const disabled = this.editingDisabled;
    if (disabled) this.tool = 'select';
    const engine = this.engine;
    if (!engine) return;
    engine.setReadOnly(disabled);
    if (disabled && engine.getTool() !== 'select') engine.setTool('select');
  }
}
