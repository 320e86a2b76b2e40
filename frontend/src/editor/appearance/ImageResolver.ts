import { action, makeObservable, observable } from 'mobx';
import { createTransaction, updateNodeOps, type MapNode, type Transaction } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { imagesApi } from '../../api/imagesApi';

/**
 * Resolves node images to readable URLs (spec §4.1, §4.4): on load every node with an `image` gets a fresh URL
 * (stored URLs are signed and expire), and a node whose image changed (imageURL cleared) gets one. The URL is set
 * by a `remote`-sourced transaction: it is not a user's change, so it stays out of undo. `pending` holds the nodes
 * waiting, for the loading indicator.
 */
export class ImageResolver {
  pending = new Set<string>();
  private readonly inFlight = new Map<string, string>();

  constructor(private readonly stores: EditorStores) {
    makeObservable(this, { pending: observable, markPending: action, settle: action });
  }

  /** Starts resolving; returns the unsubscribe function. */
  start(): () => void {
    if (this.stores.map.demo) return () => undefined;
    for (const node of this.stores.doc.state.nodes.values()) if (node.data.image) this.resolve(node, true);
    return this.stores.doc.subscribe((change) => {
      if (change.kind === 'load') {
        for (const node of this.stores.doc.state.nodes.values())
          if (node.data.image) this.resolve(node, true);
      } else this.follow(change.tx);
    });
  }

  markPending(id: string): void {
    this.pending.add(id);
  }

  settle(id: string): void {
    this.pending.delete(id);
  }

  private follow(tx: Transaction): void {
    for (const op of tx.ops) {
      const node = op.type === 'node.update' ? op.to : op.type === 'node.add' ? op.node : null;
      if (node?.data.image && !node.data.imageURL) this.resolve(node, false);
      else if (node) this.settle(node.data.id);
    }
  }

  private resolve(node: MapNode, refresh: boolean): void {
    const { id, image } = node.data;
    if (!image || this.inFlight.get(id) === image) return;
    this.inFlight.set(id, image);
    if (!refresh || !node.data.imageURL) this.markPending(id);
    imagesApi
      .publicUrl({ owner: this.stores.map.owner, mapId: this.stores.map.id }, image)
      .then((url) => {
        const current = this.stores.doc.state.getNode(id);
        // Only if the node still shows the image this answer is for.
        if (current?.data.image !== image) return;
        const ops = updateNodeOps(this.stores.doc.state, id, { data: { imageURL: url } });
        if (ops.length > 0) this.stores.doc.apply(createTransaction('node.image.updated', ops, 'remote'));
      })
      .catch((error: unknown) => console.warn(`Image "${image}" of node ${id} could not be resolved`, error))
      .finally(() => {
        if (this.inFlight.get(id) === image) this.inFlight.delete(id);
        this.settle(id);
      });
  }
}
