import { z } from 'zod';

// The zod every schema of the package is built with (they import `z` from here, never from 'zod'), set up before
// the first one: zod compiles object schemas with `new Function` when it can, deciding once, as the first schema
// is built. In a browser (a page or a worker) the app's Content-Security-Policy allows no eval, and each attempt
// would be reported as a violation: there schemas validate without generating code. Node (the server, its
// workers, tests without a DOM) keeps the faster compiled path. Importing `z` through this module keeps the set-up
// wherever a bundle builds a schema, also when the bundler skips the package entry (`sideEffects` in package.json).
const scope = globalThis as { document?: unknown; WorkerGlobalScope?: unknown };
const inBrowser = scope.document !== undefined || scope.WorkerGlobalScope !== undefined;
if (inBrowser) z.config({ jitless: true });

export { z };
