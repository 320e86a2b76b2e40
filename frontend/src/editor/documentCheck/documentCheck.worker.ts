// Checks a map document with the full parser off the main thread; answers with the parse error, or null.
import { parseMapDocument } from '@mapa/model';

self.addEventListener('message', (event: MessageEvent<string>) => {
  const parsed = parseMapDocument(event.data);
  self.postMessage(parsed.ok ? null : parsed.error);
});
