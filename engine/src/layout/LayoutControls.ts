import type { Transaction } from '@mapa/model';
import type { LayoutOptions, MapLayout } from '../api';
import { ImageOutput } from '../drawing/ImageOutput';
import { LayoutService } from './LayoutService';
import { createLayoutWorker } from './createLayoutWorker';
import { proposeLayout } from './proposeLayout';

/** Layout templates run in the page's layout worker, which an editable engine starts as it starts. */
export abstract class LayoutControls extends ImageOutput implements MapLayout {
  protected readonly layoutService = new LayoutService(createLayoutWorker);
  /** The layout worker's start (see `LayoutService.warmUp`). */
  private layoutWorker: Promise<void> | null = null;

  layout(templateName: string, options?: LayoutOptions): Promise<Transaction | null> {
    const state = this.scene.state;
    return state ? proposeLayout(this.layoutService, state, templateName, options) : Promise.resolve(null);
  }

  layoutReady(): Promise<void> {
    this.layoutWorker ??= this.layoutService.warmUp().catch((error: unknown) => {
      console.warn('The layout worker did not start', error);
      this.layoutWorker = null;
      throw error;
    });
    return this.layoutWorker;
  }

  /** Made editable: the worker starts now, while the page is online (see `layoutReady`). */
  protected override becameEditable(): void {
    if (!this.destroyed) this.layoutReady().catch(() => undefined);
  }
}
