import { action, computed, makeObservable, observableRef } from 'mobx';
import { isHiddenImage, type SupportImage } from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';

const NONE: readonly SupportImage[] = [];

/**
 * The open map's background images as an observable list, for the Layers list and what opens it. The document's
 * state is not observable (see DocumentStore), so this follows its changes, edits, undo, remote and reloads alike;
 * the canvas's records are replaced on every image operation, so comparing the array is enough.
 */
export class ImageLayers {
  /** Back to front, as `canvas.backgroundImages` holds them. */
  images: readonly SupportImage[] = NONE;

  constructor(private readonly doc: DocumentStore) {
    makeObservable<ImageLayers, 'refresh'>(this, {
      images: observableRef,
      hiddenCount: computed,
      refresh: action,
    });
    this.refresh();
    doc.subscribe(() => this.refresh());
  }

  /** How many are hidden (`visible: false`). */
  get hiddenCount(): number {
    return this.images.filter(isHiddenImage).length;
  }

  private refresh(): void {
    const next = this.doc.state.canvas?.backgroundImages ?? NONE;
    if (next !== this.images) this.images = next;
  }
}

const layers = new WeakMap<DocumentStore, ImageLayers>();

/** The image layers of the open map (made on first use; they live as long as its document store). */
export function imageLayersOf({ doc }: { doc: DocumentStore }): ImageLayers {
  let found = layers.get(doc);
  if (!found) {
    found = new ImageLayers(doc);
    layers.set(doc, found);
  }
  return found;
}
