import type { Operation } from '../operation';
import type { MapData } from '../../state/mapData';
import { applyNodeAdd, applyNodeRemove, applyNodeUpdate } from './nodeAppliers';
import { applyEdgeAdd, applyEdgeRemove, applyEdgeUpdate } from './edgeAppliers';
import {
  applyCanvasUpdate,
  applyDrawingUpdate,
  applyImageAdd,
  applyImageRemove,
  applyImageUpdate,
  applyOrderMove,
} from './canvasAppliers';
import { applyDocumentUpdate, applySettingsUpdate } from './documentAppliers';

/**
 * Applies one operation to the inside of a state. Returns undefined when applied, or the reason it does not fit
 * (in which case nothing was changed). Cost is proportional to what the operation touches (plus a splice of the
 * z-order list for node add/remove and order moves).
 */
export function applyOperation(data: MapData, op: Operation): string | undefined {
  switch (op.type) {
    case 'node.add':
      return applyNodeAdd(data, op);
    case 'node.remove':
      return applyNodeRemove(data, op);
    case 'node.update':
      return applyNodeUpdate(data, op);
    case 'edge.add':
      return applyEdgeAdd(data, op);
    case 'edge.remove':
      return applyEdgeRemove(data, op);
    case 'edge.update':
      return applyEdgeUpdate(data, op);
    case 'image.add':
      return applyImageAdd(data, op);
    case 'image.remove':
      return applyImageRemove(data, op);
    case 'image.update':
      return applyImageUpdate(data, op);
    case 'order.move':
      return applyOrderMove(data, op);
    case 'canvas.update':
      return applyCanvasUpdate(data, op);
    case 'drawing.update':
      return applyDrawingUpdate(data, op);
    case 'settings.update':
      return applySettingsUpdate(data, op);
    case 'document.update':
      return applyDocumentUpdate(data, op);
    default:
      return `unknown operation type "${(op as { type?: unknown }).type}"`;
  }
}
