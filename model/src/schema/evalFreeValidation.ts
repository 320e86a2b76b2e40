import { z } from 'zod';

// zod compiles object schemas with `new Function` when it can, deciding once, as the first schema is built. In a
// browser (a page or a worker) the app's Content-Security-Policy allows no eval, and each attempt would be
// reported as a violation: there schemas validate without generating code. Node (the server, its workers,
// tests without a DOM) keeps the faster compiled path. Imported first by the package entry, before any schema.
const scope = globalThis as { document?: unknown; WorkerGlobalScope?: unknown };
const inBrowser = scope.document !== undefined || scope.WorkerGlobalScope !== undefined;
if (inBrowser) z.config({ jitless: true });
