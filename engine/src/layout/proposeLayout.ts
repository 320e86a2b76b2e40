import type { LayoutOptions } from '../api';
import type { MapState, Transaction } from '@mapa/model';
import { layoutTransaction } from './layoutTransaction';
import { LayoutSupersededError, type LayoutService } from './LayoutService';
import { packLayoutInput } from './packing/packLayoutInput';
import { findTemplate } from './templates/registry';

/**
 * Lays `state` out with template `name` in the layout worker and returns the `template.applied` transaction that
 * would put the result in place (built against the state as it is when it resolves), or null when the template
 * positions nothing. The request is packed in time slices and crosses as typed arrays (transferred), the
 * transaction is built in time slices: no step blocks the main thread for long, whatever the map's size. Rejects with a
 * `LayoutSupersededError` when a newer request was made before the transaction was ready. The layout's console
 * warnings (spec §8) are logged here.
 */
export async function proposeLayout(
  service: LayoutService,
  state: MapState,
  name: string,
  options: LayoutOptions = {},
): Promise<Transaction | null> {
  if (!findTemplate(name)) return null;
  const ticket = service.begin();
  const request = await packLayoutInput(state, { ...options, templateName: name });
  const result = await service.run(name, request.input, ticket);
  for (const warning of result.warnings) console.warn(warning);
  const tx = await layoutTransaction(state, request, result, name);
  // A newer request came while the transaction was built: its own transaction follows.
  if (service.requestCount !== ticket) throw new LayoutSupersededError();
  return tx;
}
