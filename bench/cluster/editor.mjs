// A simulated editor: a Node client of the real API with the session cookie, an open event stream of its map,
// and saves of one small transaction at a time (rebasing on 409 as the editor does: pull, then resend).

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
 * Opens `GET /api/documents/events` of `mapId` at `base`; `onRevision(revision, atMs)` for every push.
 * Resolves once the stream is open; `close()` ends it.
 */
export async function openStream(base, cookie, mapId, onRevision) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/documents/events?id=${mapId}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`events at ${base}: ${res.status}`);
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
          const data = /^event: revision\ndata: (.*)$/m.exec(block);
          if (data) onRevision(JSON.parse(data[1]).revision, performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return { close: () => controller.abort() };
}

/** Saves `tx` on `mapId` from `revision`, pulling and retrying on 409; returns the accepted revision. */
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
