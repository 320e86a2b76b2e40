// The Mapa page's first import, so it runs before the rest of the page's code is evaluated: starts downloading the
// scene's stored document at once, as an editor asks for its map first and builds its view while it arrives.
import { documentPath } from './mapaDocument';

const params = new URLSearchParams(location.search);

/** The JSON text of the scene's stored document. */
export const documentText: Promise<string> = fetch(
  documentPath(params.get('scene') ?? 'tree', Number(params.get('size') ?? 1000)),
).then((response) => {
  if (!response.ok) throw new Error(`bench scene document: HTTP ${response.status}`);
  return response.text();
});
// Read by the page's driver; until then a failure is not "unhandled".
documentText.catch(() => {});
