import type { MapState, Transaction } from '@mapa/model';
import { layoutTransaction } from './layoutTransaction';
import { layoutWorkerApi } from './layoutWorkerApi';
import type { LayoutOptions } from '../api';
import { packLayoutInput } from './packing/packLayoutInput';
import { findTemplate } from './templates/registry';

/**
 * The same `template.applied` transaction as `MapEngine.layout`, computed on the calling thread (the worker's
 * code, packing included): for small maps off screen (template covers), tests and benchmarks. The editor uses the
 * worker.
 */
export async function layoutInThread(
  state: MapState,
  name: string,
  options: LayoutOptions = {},
): Promise<Transaction | null> {
  if (!findTemplate(name)) return null;
  const request = await packLayoutInput(state, { ...options, templateName: name });
  const result = await layoutWorkerApi.run(name, request.input);
  return layoutTransaction(state, request, result, name);
}
