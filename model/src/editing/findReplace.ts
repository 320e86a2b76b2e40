import type { MapState } from '../state/MapState';
import type { Operation, Transaction } from '../ops/operation';
import { updateNodeOps } from '../ops/build/nodeOps';
import { createTransaction } from '../ops/transaction';
import { lowerSameLength } from './JoinedText';

/** How find and replace compares: case-insensitive and anywhere in a word unless these say otherwise. */
export interface FindOptions {
  matchCase?: boolean;
  wholeWord?: boolean;
}

/** Where a match lives: a node's title (`label`) or its rich-text content (`description`). */
export type FindField = 'label' | 'description';

/** One occurrence: the `index`-th match (from 0) in that field of that node. */
export interface FindMatch {
  id: string;
  field: FindField;
  index: number;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

/**
 * Where `query` occurs in `text` (start offsets, left to right, never overlapping): case-insensitively unless
 * `matchCase`, and with `wholeWord` only where neither neighbour is a letter, digit or underscore.
 */
export function findInText(text: string, query: string, options: FindOptions = {}): number[] {
  if (query === '') return [];
  const hay = options.matchCase ? text : lowerSameLength(text);
  const needle = options.matchCase ? query : lowerSameLength(query);
  const found: number[] = [];
  let at = hay.indexOf(needle);
  while (at >= 0) {
    const end = at + needle.length;
    if (!options.wholeWord || (!isWordChar(text[at - 1]) && !isWordChar(text[end]))) {
      found.push(at);
      at = hay.indexOf(needle, end);
    } else at = hay.indexOf(needle, at + 1);
  }
  return found;
}

/**
 * `text` with matches of `query` replaced by `replacement`: every match, or only the `only`-th (from 0).
 * `count` is how many matches the text held.
 */
export function replaceInText(
  text: string,
  query: string,
  replacement: string,
  options: FindOptions = {},
  only?: number,
): { text: string; count: number } {
  const found = findInText(text, query, options);
  let out = '';
  let from = 0;
  found.forEach((at, i) => {
    if (only !== undefined && i !== only) return;
    out += text.slice(from, at) + replacement;
    from = at + query.length;
  });
  return { text: out + text.slice(from), count: found.length };
}

const TAG = /<!--[\s\S]*?-->|<[^>]*>/g;
const RAW_TEXT = /^<(script|style)\b/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function encode(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

/**
 * The text runs of rich-text HTML: the parts between tags (never a tag, an attribute, a comment or the inside
 * of a script or style element), with their place in the string. Matches are found within one run.
 */
function textRuns(html: string): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let from = 0;
  let raw: string | null = null;
  for (const tag of html.matchAll(TAG)) {
    const at = tag.index;
    if (raw === null && at > from) runs.push({ start: from, end: at });
    const opening = RAW_TEXT.exec(tag[0]);
    if (opening) raw = opening[1].toLowerCase();
    else if (raw !== null && tag[0].toLowerCase().startsWith(`</${raw}`)) raw = null;
    from = at + tag[0].length;
  }
  if (raw === null && from < html.length) runs.push({ start: from, end: html.length });
  return runs;
}

/** How many times `query` occurs in the text of rich-text `html` (not in its tags). */
export function countInHtml(html: string, query: string, options: FindOptions = {}): number {
  return textRuns(html).reduce(
    (sum, run) => sum + findInText(decode(html.slice(run.start, run.end)), query, options).length,
    0,
  );
}

/**
 * Rich-text `html` with matches replaced in its text only: every match, or the `only`-th (from 0, counted over
 * the runs in order). Tags and attributes are kept byte for byte; a changed run is written back escaped, so a
 * replacement such as `<script>` stays text and the content stays as safe as it was.
 */
export function replaceInHtml(
  html: string,
  query: string,
  replacement: string,
  options: FindOptions = {},
  only?: number,
): { html: string; count: number } {
  let out = '';
  let from = 0;
  let seen = 0;
  for (const run of textRuns(html)) {
    const text = decode(html.slice(run.start, run.end));
    const local = only === undefined ? undefined : only - seen;
    const inRun = findInText(text, query, options).length;
    seen += inRun;
    if (inRun === 0 || (local !== undefined && (local < 0 || local >= inRun))) continue;
    out += html.slice(from, run.start) + encode(replaceInText(text, query, replacement, options, local).text);
    from = run.end;
  }
  return { html: out + html.slice(from), count: seen };
}

/**
 * Every match of `query` in the titles and contents of the nodes `ids` (in that order; the search index's
 * {@link SearchIndex.nodesContaining} gives the candidates), title matches before content ones per node.
 */
export function findMatches(
  state: MapState,
  ids: readonly string[],
  query: string,
  options: FindOptions = {},
): FindMatch[] {
  const matches: FindMatch[] = [];
  for (const id of ids) {
    const data = state.getNode(id)?.data;
    if (!data) continue;
    const titles = findInText(data.label ?? '', query, options).length;
    for (let index = 0; index < titles; index++) matches.push({ id, field: 'label', index });
    const contents = data.description ? countInHtml(data.description, query, options) : 0;
    for (let index = 0; index < contents; index++) matches.push({ id, field: 'description', index });
  }
  return matches;
}

/**
 * One transaction that replaces `matches` (all of them from {@link findMatches}, or a single one): one
 * `node.update` per node, so one undo reverts the whole replace. Null when nothing would change.
 */
export function replaceTransaction(
  state: MapState,
  matches: readonly FindMatch[],
  query: string,
  replacement: string,
  options: FindOptions = {},
): Transaction | null {
  const byNode = new Map<string, FindMatch[]>();
  for (const m of matches) byNode.set(m.id, [...(byNode.get(m.id) ?? []), m]);
  const ops: Operation[] = [];
  for (const [id, list] of byNode) {
    const data = state.getNode(id)?.data;
    if (!data) continue;
    const patch: { label?: string; description?: string } = {};
    for (const field of ['label', 'description'] as const) {
      const wanted = list.filter((m) => m.field === field);
      const value = data[field];
      if (wanted.length === 0 || typeof value !== 'string') continue;
      patch[field] = replaceField(field, value, wanted, query, replacement, options);
    }
    ops.push(...updateNodeOps(state, id, { data: patch }));
  }
  return ops.length > 0 ? createTransaction('node.updated', ops) : null;
}

/** One field with the listed matches replaced: all at once, or one by one from the last so indexes hold. */
function replaceField(
  field: FindField,
  value: string,
  wanted: readonly FindMatch[],
  query: string,
  replacement: string,
  options: FindOptions,
): string {
  const replace = (text: string, only?: number) =>
    field === 'label'
      ? replaceInText(text, query, replacement, options, only).text
      : replaceInHtml(text, query, replacement, options, only).html;
  const total =
    field === 'label' ? findInText(value, query, options).length : countInHtml(value, query, options);
  if (wanted.length >= total) return replace(value);
  // Replacing a later match first leaves the offsets of earlier ones as they were.
  const indexes = [...new Set(wanted.map((m) => m.index))].sort((a, b) => b - a);
  return indexes.reduce((text, index) => replace(text, index), value);
}
