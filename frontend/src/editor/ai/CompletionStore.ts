import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError, type AiApi } from '../../api';
import type { DocumentStore } from '../../stores/DocumentStore';
import { contentTransaction } from '../commands/nodeTransactions';
import { plainTextToHtml } from './chatTransaction';
import { stripHtml } from '@mapa/model';

/** The description shown while a completion streams (spec §4.10): the original, two newlines, the text so far. */
export function streamingDescription(original: string, completion: string): string {
  if (!completion) return original;
  const added = plainTextToHtml(completion.replace(/^\s+/, ''));
  return original ? `${original}<p><br /></p>${added}` : added;
}

/**
 * AI text completion of one node's description (spec §4.10). While it streams, the panel shows the growing text
 * (nothing is applied to the map yet); when it ends or the user stops it, the text lands as ONE transaction, so
 * undo takes it back in one step. A stream that breaks off adds nothing (the server gave the credit back).
 */
export class CompletionStore {
  nodeId: string | null = null;
  original = '';
  text = '';
  streaming = false;
  error: string | null = null;
  private abort: AbortController | null = null;

  constructor(
    private readonly ctx: {
      mapId: string;
      api: Pick<AiApi, 'completeText'>;
      doc: DocumentStore;
      /** Called after a completion (credits changed). */
      onDone?: () => void;
    },
  ) {
    makeObservable<CompletionStore>(this, {
      nodeId: observable,
      original: observable,
      text: observable,
      streaming: observable,
      error: observableRef,
      clearError: action,
    });
  }

  /** Streams a completion into node `nodeId`'s description. */
  async start(nodeId: string): Promise<void> {
    if (this.streaming) return;
    const { doc } = this.ctx;
    const node = doc.state.getNode(nodeId);
    if (!node) return;
    const abort = new AbortController();
    this.abort = abort;
    const original = node.data.description ?? '';
    runInAction(() => {
      this.nodeId = nodeId;
      this.original = original;
      this.text = '';
      this.streaming = true;
      this.error = null;
    });
    try {
      const text = await this.ctx.api.completeText(
        this.ctx.mapId,
        {
          documentName: doc.title,
          node: node.data.label ?? '',
          content: stripHtml(original),
          outputLanguage: doc.state.settings?.outputLanguage ?? 'english',
        },
        (soFar) => runInAction(() => (this.text = soFar)),
        abort.signal,
      );
      this.finish(nodeId, original, text);
    } catch (error) {
      runInAction(() => (this.error = error instanceof ApiError ? error.code : 'UNKNOWN'));
    } finally {
      runInAction(() => {
        this.streaming = false;
        this.text = '';
      });
      this.abort = null;
      this.ctx.onDone?.();
    }
  }

  /** Stop: keeps what arrived so far. */
  stop(): void {
    this.abort?.abort();
  }

  clearError(): void {
    this.error = null;
  }

  private finish(nodeId: string, original: string, text: string): void {
    if (!text.trim()) return;
    const { doc } = this.ctx;
    // Built on the description as it is now: the node may have been edited elsewhere meanwhile.
    const current = doc.state.getNode(nodeId)?.data.description ?? original;
    const tx = contentTransaction(doc.state, nodeId, streamingDescription(current, text));
    if (tx) doc.apply(tx);
  }
}
