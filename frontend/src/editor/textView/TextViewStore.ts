import { action, computed, makeObservable, observable, observableRef, type ObservableSet } from 'mobx';
import {
  childIds,
  outlineRows,
  parentIds,
  PageCatalog,
  type OutlineRow,
  type Transaction,
} from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';

/** The text view's sections (spec §2.19). */
export type PageSection = 'parents' | 'children' | 'all';

/** One section of the page list: its pages, already filtered by the search. */
export interface PageSectionRows {
  section: PageSection;
  ids: readonly string[];
}

/** A transaction that leaves every label and edge as it was (a description typed in the text view). */
function keepsList(tx: Transaction): boolean {
  return tx.ops.every((op) => op.type === 'node.update' && op.from.data.label === op.to.data.label);
}

/**
 * The text view's state (spec §2.19): the selected page and the search. It reads the open document and follows
 * every change to it (typed here, on the canvas, by undo or by a collaborator); the list of pages is rebuilt only
 * when a change can alter it, so typing a page's content on a 100,000-node map does not re-read every label.
 */
export class TextViewStore {
  pageId: string | null = null;
  query = '';
  /** On a narrow screen, whether the list shows (else the open page): opening a page shows the page. */
  listShown = true;
  /** How the list shows the pages: by sections, or as the outline of the map (while nothing is searched). */
  listMode: 'pages' | 'outline' = 'pages';
  /** Pages expanded in the outline. */
  readonly expanded: ObservableSet<string> = observable.set<string>();
  /** The pages the outline is zoomed into, outermost first (empty: the whole map). */
  zoomPath: string[] = [];
  /** Bumped on every change of the document: the open page re-reads its record. */
  version = 0;
  /** Bumped when labels, nodes or edges may have changed: the list is rebuilt. */
  listVersion = 0;
  readonly dispose: () => void;

  constructor(private readonly doc: DocumentStore) {
    makeObservable<TextViewStore, 'changed' | 'keepZoomPath'>(this, {
      pageId: observable,
      query: observable,
      listShown: observable,
      showList: action,
      version: observable,
      listVersion: observable,
      catalog: computed({ keepAlive: true }),
      sections: computed,
      outline: computed,
      outlineShown: computed,
      searching: computed,
      listMode: observable,
      setListMode: action,
      toggleExpanded: action,
      zoomPath: observableRef,
      zoomInto: action,
      zoomOut: action,
      selectPage: action,
      setQuery: action,
      changed: action,
      keepZoomPath: action,
    });
    this.dispose = doc.subscribe((change) => this.changed(change.kind === 'transaction' ? change.tx : null));
  }

  /** Every page, labels lowered once (rebuilt after a change that may touch the list). */
  get catalog(): PageCatalog {
    void this.listVersion;
    return PageCatalog.of(this.doc.state);
  }

  /** The list's sections: with a page selected its parents, its children, then all pages; each filtered. */
  get sections(): PageSectionRows[] {
    void this.listVersion;
    const state = this.doc.state;
    const needle = this.query.trim().toLowerCase();
    const matching = (ids: string[]) =>
      needle === ''
        ? ids
        : ids.filter((id) => (state.getNode(id)?.data.label ?? '').toLowerCase().includes(needle));
    const sections: PageSectionRows[] = [];
    const page = this.pageId;
    if (page !== null && state.getNode(page)) {
      sections.push({ section: 'parents', ids: matching(parentIds(state, page)) });
      sections.push({ section: 'children', ids: matching(childIds(state, page)) });
    }
    sections.push({ section: 'all', ids: this.catalog.search(this.query) });
    return sections;
  }

  /** Whether something is typed in 'Search nodes...' (spaces included: the field can be cleared). */
  get searching(): boolean {
    return this.query !== '';
  }

  /** Whether the list shows the outline: chosen, and nothing searched (a search lists matching pages). */
  get outlineShown(): boolean {
    return this.listMode === 'outline' && this.query.trim() === '';
  }

  /** The outline's visible rows (see `outlineRows`). */
  get outline(): OutlineRow[] {
    void this.listVersion;
    return outlineRows(this.doc.state, this.expanded, this.zoomPath);
  }

  /**
   * Zooms the outline into the page of `rows[index]`: the path grows by the pages it is listed under (from the
   * current zoom down) and the page itself, which opens.
   */
  zoomInto(rows: readonly OutlineRow[], index: number): void {
    const row = rows[index];
    if (!row?.hasChildren) return;
    const chain = [row.id];
    for (let i = index - 1, level = row.level - 1; i >= 0 && level >= 1; i--)
      if (rows[i].level === level) {
        chain.unshift(rows[i].id);
        level--;
      }
    this.zoomPath = [...this.zoomPath, ...chain];
    this.expanded.add(row.id);
    this.selectPage(row.id);
  }

  /** Back out to the first `depth` pages of the zoom path (0: the whole map). */
  zoomOut(depth = this.zoomPath.length - 1): void {
    this.zoomPath = this.zoomPath.slice(0, Math.max(0, depth));
  }

  setListMode(mode: 'pages' | 'outline'): void {
    this.listMode = mode;
  }

  /** Expands or collapses a page of the outline (`open` forces one way). */
  toggleExpanded(id: string, open = !this.expanded.has(id)): void {
    if (open) this.expanded.add(id);
    else this.expanded.delete(id);
  }

  /** Opens a page (null: none, the empty state). */
  selectPage(id: string | null): void {
    this.pageId = id !== null && this.doc.state.getNode(id) ? id : null;
    this.listShown = this.pageId === null;
  }

  /** Back to the list on a narrow screen; the page stays selected, so its sections show. */
  showList(): void {
    this.listShown = true;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  private changed(tx: Transaction | null): void {
    this.version++;
    if (!tx || !keepsList(tx)) this.listVersion++;
    if (this.pageId !== null && !this.doc.state.getNode(this.pageId)) this.selectPage(null);
    if (this.zoomPath.length > 0) this.keepZoomPath();
  }

  /** After a change, the zoom path ends before the first page deleted or no longer under the one before it. */
  private keepZoomPath(): void {
    const state = this.doc.state;
    const broken = this.zoomPath.findIndex(
      (id, i) => !state.getNode(id) || (i > 0 && !childIds(state, this.zoomPath[i - 1]).includes(id)),
    );
    if (broken >= 0) this.zoomPath = this.zoomPath.slice(0, broken);
  }
}
