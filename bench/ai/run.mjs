#!/usr/bin/env node
// AI assistant benchmark (`npm run bench -- ai`), against the production server (backend/dist/main.js, SQLite +
// files in a temporary DATA_DIR) whose OPENAI_BASE_URL is the OpenAI-compatible test server (it answers at once, so
// the times are the server's own work):
// 1. One chat message on maps of 1k, 10k and 100k nodes: bytes the client sends, the prompt the model gets
//    (characters, estimated tokens, nodes carried) against the 6,000-token budget, and the request's time.
// 2. Streaming: the time from the endpoint writing the completion's first byte to that byte reaching a page in
//    Chromium (fetch + ReadableStream), with the endpoint waiting 200 ms before it and between pieces.
// Writes Markdown to $BENCH_RESULTS.
import Module from 'node:module';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { session, startServer } from '../lib/server.mjs';
import { treeDocument } from '../lib/documents.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { transformSync } from '@swc/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/ai.md');
const { startFakeOpenAi } = loadTestServer(path.join(root, 'backend/test/fakeOpenAi.ts'));
/**
 * The test server is test code, so the built server does not ship it (backend/test/buildOutput.test.ts): its
 * TypeScript is compiled here with swc, as jest does (it imports only Node's own modules and model types).
 */
function loadTestServer(file) {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(code, file);
  return loaded.exports;
}

const SIZES = (process.env.BENCH_AI_SIZES ?? '1000,10000,100000').split(',').map(Number);
const BUDGET = 6000;
const CALLS = 7;
const STREAMS = 15;
/** A 1-minute load average below this before the run: no other job was competing for the cores. */
const QUIET_LOAD = 1;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const fmtBytes = (b) =>
  b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`;
/** The server's own estimate (backend/src/ai/tokens.ts): 4 ASCII characters a token, 1 for any other. */
function estimateTokens(text) {
  let ascii = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 128) ascii++;
  return Math.ceil(ascii / 4) + (text.length - ascii);
}

/** The map as the editor sends it with a chat message (frontend/src/editor/ai/chatState.ts). */
function currentState(n) {
  const doc = treeDocument(n);
  return {
    nodes: doc.nodes.map((node) => ({
      id: node.data.id,
      node: node.data.label,
      description: node.data.description.replace(/<[^>]*>/g, ''),
    })),
    relations: doc.edges.map((e) => ({ source: e.data.source, target: e.data.target, description: '' })),
  };
}

async function chatOnBigMaps(base, fake) {
  const user = await session(base, `ai.${Date.now()}@example.com`);
  const rows = [];
  let seq = 0;
  for (const n of SIZES) {
    const { body: created } = await user.call('POST', '/api/maps', { title: `${n} nodes` });
    const state = currentState(n);
    const times = [];
    let sent = 0;
    let prompt = null;
    for (let i = 0; i <= CALLS; i++) {
      fake.reset();
      const conversationId = `conv_${Date.now()}_${String(++seq).padStart(9, '0')}`;
      const res = await user.call(
        'PUT',
        `/api/documents/chatbot?id=${created.id}&conversationId=${conversationId}`,
        {
          content: `Add a child about ${n % 7 === 0 ? 'Node 42' : 'Node 123'} and explain it`,
          role: 'user',
          currentState: state,
          selectedNodeId: `n${Math.floor(n / 2)}`,
        },
      );
      if (i > 0) times.push(res.ms); // the first call warms the route up
      sent = res.sent;
      prompt = fake.requests[0].body.messages.map((m) => m.content).join('\n');
    }
    const shown = /Only the (\d+) nodes/.exec(prompt)?.[1] ?? String(n);
    rows.push({
      n,
      sent,
      chars: prompt.length,
      tokens: estimateTokens(prompt),
      shown: Number(shown),
      ms: median(times),
      p95: p95(times),
    });
    console.log(`chat on ${n} nodes: ${rows.at(-1).tokens} tokens, ${rows.at(-1).ms.toFixed(0)} ms`);
  }
  return rows;
}

async function streamingFirstByte(base, fake) {
  const user = await session(base, `stream.${Date.now()}@example.com`);
  const { body: created } = await user.call('POST', '/api/maps', { title: 'Streaming' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const [name, value] = user.cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    // An app page: API answers are served under `default-src 'none'`, so a page on one cannot fetch at all.
    await page.goto(`${base}/`);
    const gaps = [];
    for (let i = 0; i < STREAMS; i++) {
      fake.reset();
      fake.enqueue({ content: 'First piece. Then more text arrives.', chunks: 4, delayMs: 200 });
      const arrived = await page.evaluate(async (id) => {
        const res = await fetch(`/api/ai/completeText?id=${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            documentName: 'Bench',
            node: 'Topic',
            content: '',
            outputLanguage: 'english',
          }),
        });
        const reader = res.body.getReader();
        await reader.read();
        const first = performance.timeOrigin + performance.now();
        while (!(await reader.read()).done) {
          // drain
        }
        return first;
      }, created.id);
      gaps.push(arrived - fake.requests[0].firstByteAt);
    }
    return { median: median(gaps), p95: p95(gaps), max: Math.max(...gaps) };
  } finally {
    await browser.close();
  }
}

/**
 * How the machine's load is reported. The load before the run tells whether other jobs shared the machine (at its
 * end the average also counts this bench's own server and browser), so only a quiet start allows calling the times
 * honest; otherwise they are upper bounds.
 */
function loadSentence(before, after) {
  const numbers = `load average ${before.toFixed(1)} before the run and ${after.toFixed(1)} at its end, which includes the bench's own server and browser`;
  return before < QUIET_LOAD
    ? `on a quiet machine (${numbers})`
    : `with other jobs sharing it (${numbers}), so its times are upper bounds`;
}

const loadBefore = os.loadavg()[0];
console.log(`load average before the run: ${loadBefore.toFixed(2)}`);
const fake = await startFakeOpenAi();
const server = await startServer({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench',
  AI_CONTEXT_TOKENS: String(BUDGET),
});
try {
  // Each call costs a credit: the chat users make 24 calls, the streaming one 15, within a new account's 100.
  const rows = await chatOnBigMaps(server.base, fake);
  const stream = await streamingFirstByte(server.base, fake);
  const loadAfter = os.loadavg()[0];
  console.log(`load average at the end of the run: ${loadAfter.toFixed(2)}`);
  const table = rows
    .map(
      (r) =>
        `| ${r.n.toLocaleString('en')} | ${fmtBytes(r.sent)} | ${r.chars.toLocaleString('en')} | ${r.tokens.toLocaleString('en')} | ${r.tokens <= BUDGET ? 'yes' : '**no**'} | ${r.shown.toLocaleString('en')} | ${r.ms.toFixed(0)} ms | ${r.p95.toFixed(0)} ms |`,
    )
    .join('\n');
  const md = `## AI assistant (bench/ai)

\`bench/ai/run.mjs\` against the production server (\`node backend/dist/main.js\`, SQLite, loopback) whose
\`OPENAI_BASE_URL\` is the OpenAI-compatible test server (\`backend/test/fakeOpenAi.ts\`), which answers
at once: the times are Mapa's own work, not a model's. This section was measured on ${os.cpus()[0]?.model ?? 'unknown'} ×
${os.cpus().length} ${loadSentence(loadBefore, loadAfter)}.

### One chat message on maps of growing size

The editor sends the whole map (titles, plain-text descriptions, relations) with each message; the server chooses
what the prompt carries (the selected node's neighbourhood, nodes whose titles match the message, then the tree
from its roots) within \`AI_CONTEXT_TOKENS\` = ${BUDGET.toLocaleString('en')} and says how much was left out.
Median and p95 of ${CALLS} calls after a first one; the request time includes parsing and validating the map the
client sent, which is most of it at 100k nodes (a 10 MB body of 200k records); choosing the context is one pass.

| Nodes | Request body | Prompt characters | Prompt tokens (est.) | Within budget | Nodes in the prompt | Request time | p95 |
|---:|---:|---:|---:|:---:|---:|---:|---:|
${table}

### Streaming: endpoint's first byte to the browser's first byte

${STREAMS} completions (\`POST /api/ai/completeText\`) read by \`fetch\` in Chromium; the test server waits 200 ms
before each piece. Time from the test server writing the first piece to the page's reader getting it (same
machine, same clock): median ${stream.median.toFixed(1)} ms, p95 ${stream.p95.toFixed(1)} ms, max ${stream.max.toFixed(1)} ms.
Each piece is written and flushed as it comes, so the delay is one hop through the server, not the whole answer.
`;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, md);
  console.log(md);
} finally {
  server.stop();
  await fake.close();
}
