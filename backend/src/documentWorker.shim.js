// Loads documentWorker.ts in a worker thread when the server runs from its TypeScript sources (jest with
// @swc/jest, which transforms only the test's own thread): compiles .ts files with swc as they are required and
// points @mapa/model at model/src. The built server (backend/dist) loads documentWorker.js and never this file.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const MODEL_ENTRY = join(__dirname, '../../model/src/index.ts');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@mapa/model' ? MODEL_ENTRY : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

module.exports = require('./documentWorker.ts');
