// A simulated editor: a Node client of the real API with the session cookie, an open event stream of its map,
// saves of one small transaction at a time (rebasing on 409 as the editor does: pull, then resend), pulls when a
// push says the map moved (as the editor's SaveStore does, so a save starts from the latest revision it heard of),
// and presence pointer posts.

/** Signs up `email` at `base` and returns a fetch that keeps the cookie. */
export async function signUp(base, email) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`sign-up at ${base}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Opens `GET /api/documents/events` of `mapId` at `base`; `onRevision(revision, atMs)` for every push and
 * `onPresence(entry, atMs)` for every presence event. Resolves once the stream is open, with `session` (a promise of
 * the stream's presence session, from its `presence-hello`) and `close()`.
 */
export async function openStream(base, cookie, mapId, onRevision, onPresence = () => {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/documents/events?id=${mapId}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`events at ${base}: ${res.status}`);
  let hello;
  const session = new Promise((resolve) => (hello = resolve));
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ([a-z-]+)\ndata: (.*)$/m.exec(block);
          if (!event) continue;
          const at = performance.now();
          if (event[1] === 'revision') onRevision(JSON.parse(event[2]).revision, at);
          else if (event[1] === 'presence') onPresence(JSON.parse(event[2]), at);
          else if (event[1] === 'presence-hello') hello(JSON.parse(event[2]).session);
        }
      }
    } catch {
      // closed
    }
  })();
  return { session, close: () => controller.abort() };
}

/** Posts this stream's pointer (`POST /api/documents/presence`); resolves to the status (204 when taken). */
export async function postPointer(base, cookie, mapId, session, pointer) {
  const res = await fetch(`${base}/api/documents/presence?id=${mapId}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ session, selection: [], pointer }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The editor's save machine as far as the server sees it (frontend/src/sync/SaveStore.ts): one request at a time;
 * a push of a revision newer than the one held is pulled at once, or after the request in flight
 * (`remoteRevision`, `afterFlight`); a save waits for a pull in flight and goes from the revision it reached.
 */
export class EditorSync {
  constructor(base, cookie, mapId, stats) {
    Object.assign(this, { base, cookie, mapId, stats });
    this.revision = 0;
    this.heard = 0;
    this.chain = Promise.resolve();
    this.busy = false;
  }

  /** A push: the map is at `revision`. */
  pushed(revision) {
    this.heard = Math.max(this.heard, revision);
    if (revision > this.revision && !this.busy) void this.exclusive(() => this.pull());
  }

  /** Saves `tx` (rebasing on 409); resolves to `{revision, sentAt, wantedAt}` or null after an error. */
  save(tx) {
    const wantedAt = performance.now();
    return this.exclusive(async () => {
      await this.pull(); // a push heard while this save waited (the editor pulls first: `afterFlight`)
      const saved = await saveRebasing(this.base, this.cookie, this.mapId, this, tx, this.stats);
      if (saved) this.stats.ackMs.push(performance.now() - wantedAt);
      return saved && { ...saved, wantedAt };
    });
  }

  /** Pulls what the map gained since the revision held (only the revision matters to the bench). */
  async pull() {
    if (this.heard <= this.revision) return;
    this.stats.pulls++;
    const res = await fetch(
      `${this.base}/api/documents/transactions?id=${this.mapId}&since=${this.revision}`,
      {
        headers: { cookie: this.cookie },
      },
    );
    const answer = await res.json().catch(() => ({}));
    if (res.status !== 200) return void this.stats.errors.push(`pull ${res.status}`);
    this.revision = Math.max(this.revision, answer.revision);
  }

  /** One request at a time; when one ends, a revision pushed meanwhile is pulled before anything else. */
  exclusive(task) {
    const run = this.chain.then(async () => {
      this.busy = true;
      try {
        return await task();
      } finally {
        this.busy = false;
        if (this.heard > this.revision) void this.exclusive(() => this.pull());
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }
}

/** Saves `tx` on `mapId` from `state.revision`, pulling and retrying on 409; returns the accepted revision. */
export async function saveRebasing(base, cookie, mapId, state, tx, stats) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/documents/transactions`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: mapId, baseVersion: state.revision, transactions: [tx] }),
    });
    const body = await res.json().catch(() => ({}));
    if (res.status === 200) {
      stats.saveMs.push(performance.now() - t0);
      state.revision = body.revision;
      stats.attempts.push(attempt + 1);
      return { revision: body.revision, sentAt: t0 };
    }
    if (res.status !== 409) {
      stats.errors.push(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return null;
    }
    stats.conflicts++;
    const pulled = await fetch(`${base}/api/documents/transactions?id=${mapId}&since=${state.revision}`, {
      headers: { cookie },
    });
    const answer = await pulled.json();
    if (pulled.status !== 200) {
      stats.errors.push(`pull ${pulled.status}`);
      return null;
    }
    state.revision = answer.revision;
  }
  stats.errors.push('gave up after 50 conflicts');
  return null;
}
