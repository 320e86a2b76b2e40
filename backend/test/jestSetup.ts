// API tests start real apps on real databases and run big bodies through a niced worker pool: on a loaded machine
// a plain request can take seconds, beyond jest's 5 s default. Tests get 60 s; no assertion depends on time.
jest.setTimeout(60_000);
