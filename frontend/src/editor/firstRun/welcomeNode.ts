import {
  addNodeOps,
  createNode,
  createTransaction,
  type MapState,
  type Point,
  type Transaction,
} from '@mapa/model';
import { plainTextToHtml } from '../ai/chatTransaction';

/** The sample node's words, in the interface's language. */
export interface WelcomeText {
  title: string;
  /** Plain text, one paragraph per line. */
  body: string;
}

/**
 * `node.created`: the tour's sample node (spec §2.22) at `center`, titled and with its welcome text as the
 * description, in one transaction (one undo step takes it away).
 */
export function welcomeNodeTransaction(
  state: MapState,
  center: Point,
  text: WelcomeText,
): { tx: Transaction; nodeId: string } {
  const node = createNode({
    position: { x: Math.round(center.x), y: Math.round(center.y) },
    settings: state.settings ?? undefined,
    label: text.title,
  });
  node.data.description = plainTextToHtml(text.body);
  return { tx: createTransaction('node.created', addNodeOps(state, node)), nodeId: node.data.id };
}
