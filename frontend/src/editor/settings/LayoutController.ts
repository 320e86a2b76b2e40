import { LayoutSupersededError, findTemplate } from '@mapa/engine';
import {
  createTransaction,
  DEFAULT_TEMPLATE,
  isUnpositioned,
  updateSettingsOps,
  type MapState,
  type Settings,
  type Transaction,
} from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';

/** Wait between choosing a template and applying it (spec §4.7, §9). */
export const TEMPLATE_APPLY_WAIT_MS = 1000;
/** Template whose free drag brings up the automatic-positioning toast (spec §4.7). */
export const HORIZONTAL_TREE = 'Tree LR';
/** Console warning of spec §8 on a free drag while automatic positioning is on. */
export const DRAG_FREE_WARNING =
  'Automatic positioning is not disabled. Please disable it to use the drag free feature.';

/** Lays a map out: the engine's worker in the editor, the pure templates in tests. */
export type ProposeLayout = (
  name: string,
  state: MapState,
  options: { viewportWidth?: number },
) => Promise<Transaction | null>;

export interface LayoutControllerOptions {
  /**
   * Readers (and anyone in flashcards view) never lay out by choice, drag or added child. Unpositioned nodes are
   * still laid out on load so the map is readable; for a reader that layout is local (nothing of theirs is saved).
   */
  readOnly: boolean;
  /** Shows the automatic-positioning toast. */
  onAutoPositioningToast: () => void;
  /** Called after a template was applied by choice or on load (the editor fits the view). */
  onApplied?: (templateName: string) => void;
  viewportWidth?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * When layouts run (spec §4.1, §4.4, §4.7): choosing a template sets `templateEngine` and `templateApplied=false`
 * and applies it after 1 s; unpositioned nodes trigger a layout on load; and while automatic positioning is on
 * (see {@link automaticPositioning}), adding a child or ending a node drag re-runs the template.
 *
 * Under 'Tree LR', a node drag while `disableAutomaticPositioning` is undefined or null is a free drag: the
 * setting becomes null (`automatic.positioning.disabled`), the toast asks whether to keep automatic positioning,
 * and the dragged node stays where it was dropped until the user answers (keep: the template runs again; disable:
 * it stays for good).
 */
export function automaticPositioning(settings: Settings | null): boolean {
  if (!settings || !findTemplate(settings.templateEngine ?? DEFAULT_TEMPLATE)) return false;
  // A map on which no template has ever run or been chosen stays free-form: its drags are just drags.
  if (settings.templateApplied === undefined) return false;
  // null: a free drag under 'Tree LR' asked the user, who has not answered yet.
  return settings.disableAutomaticPositioning !== true && settings.disableAutomaticPositioning !== null;
}

/** Drives the layouts of one open map (see {@link automaticPositioning} for when they re-run). */
export class LayoutController {
  private propose: ProposeLayout | null = null;
  private timer: unknown = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly doc: DocumentStore,
    private readonly options: LayoutControllerOptions,
  ) {
    this.unsubscribe = doc.subscribe((change) => {
      if (change.kind === 'transaction') this.afterChange(change.tx);
    });
  }

  /** The current template name (BaseTemplate when the map names none). */
  get templateName(): string {
    return this.doc.state.settings?.templateEngine ?? DEFAULT_TEMPLATE;
  }

  /** Connects the layout runner (once the engine is up) and lays out a map with unpositioned nodes. */
  attach(propose: ProposeLayout | null): void {
    this.propose = propose;
    if (!propose) return;
    for (const node of this.doc.state.nodes.values()) {
      if (isUnpositioned(node)) {
        void this.run(true, true);
        return;
      }
    }
  }

  /**
   * The template picker's choice: records it now, lays out after {@link TEMPLATE_APPLY_WAIT_MS}. The layout joins
   * the choice's undo step (`History` merges a `template.applied` into the `templateEngine.applied` before it).
   */
  chooseTemplate(name: string): void {
    if (this.options.readOnly) return;
    const ops = updateSettingsOps(this.doc.state, { templateEngine: name, templateApplied: false });
    if (ops.length > 0) this.doc.apply(createTransaction('templateEngine.applied', ops));
    this.cancelTimer();
    const set = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = set(() => {
      this.timer = null;
      void this.run(true);
    }, TEMPLATE_APPLY_WAIT_MS);
  }

  /**
   * Sets `disableAutomaticPositioning` (the settings checkbox and the toast's choices). Turning automatic
   * positioning back on re-runs the template, so what was dragged meanwhile snaps back into the layout.
   */
  setAutomaticPositioningDisabled(disabled: boolean): void {
    const ops = updateSettingsOps(this.doc.state, { disableAutomaticPositioning: disabled });
    if (ops.length === 0) return;
    this.doc.apply(createTransaction('settings.updated', ops));
    if (!disabled && this.timer === null && automaticPositioning(this.doc.state.settings)) void this.run();
  }

  /**
   * Runs the current template and applies its one `template.applied` transaction (in slices, see
   * `DocumentStore.applyInSlices`). Failures are ignored (spec §8:
   * "Template apply fails: ignored") but logged; a superseded run is silent. `onLoad` is the layout of
   * unpositioned nodes, which read-only viewers get too.
   */
  async run(chosen = false, onLoad = false): Promise<void> {
    const propose = this.propose;
    const name = this.templateName;
    if (!propose || (this.options.readOnly && !onLoad) || !findTemplate(name)) return;
    try {
      const tx = await propose(name, this.doc.state, { viewportWidth: this.options.viewportWidth?.() });
      // Another template was chosen while this one ran: its own layout follows.
      if (!tx || tx.ops.length === 0 || this.templateName !== name) return;
      // Up to 200k operations at 100k nodes: applied over several tasks, so the main thread never blocks on it.
      await this.doc.applyInSlices(tx);
      if (chosen) this.options.onApplied?.(name);
    } catch (error) {
      if (!(error instanceof LayoutSupersededError)) console.error('Template apply failed', error);
    }
  }

  destroy(): void {
    this.cancelTimer();
    this.unsubscribe();
    this.propose = null;
  }

  private afterChange(tx: Transaction): void {
    if (tx.source !== 'user' || this.options.readOnly) return;
    const addedChild = tx.label === 'node.created' && tx.ops.some((op) => op.type === 'edge.add');
    // Dragging a background image is an 'element.drag' too; only node drags concern the layout.
    const dragged = tx.label === 'element.drag' && tx.ops.some((op) => op.type === 'node.update');
    if (!addedChild && !dragged) return;
    // A chosen template is about to be applied: that layout covers this change.
    if (this.timer !== null) return;
    const settings = this.doc.state.settings;
    if (dragged && automaticPositioning(settings) && this.templateName === HORIZONTAL_TREE)
      console.warn(DRAG_FREE_WARNING);
    if (dragged && this.isFreeDrag(settings)) {
      console.warn(DRAG_FREE_WARNING);
      if (settings?.disableAutomaticPositioning === undefined) {
        const ops = updateSettingsOps(this.doc.state, { disableAutomaticPositioning: null });
        this.doc.apply(createTransaction('automatic.positioning.disabled', ops));
      }
      this.options.onAutoPositioningToast();
      return;
    }
    if (automaticPositioning(settings)) void this.run();
  }

  /** A node drag under 'Tree LR' while the user has not said whether automatic positioning stays (spec §4.7). */
  private isFreeDrag(settings: Settings | null): boolean {
    if (this.templateName !== HORIZONTAL_TREE || settings?.templateApplied === undefined) return false;
    return (
      settings.disableAutomaticPositioning === undefined || settings.disableAutomaticPositioning === null
    );
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    (this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }
}
