/**
 * The nodes whose drawn-or-not changes when a view filter (`MapScene.setViewFilter`) goes from `before` to
 * `after`: those in one filter and not the other. Null when a side is "no filter": then any node may change, and
 * the scene re-reads them all. A presentation step to the next costs only the few nodes that came or went.
 */
export function filterChange(
  before: ReadonlySet<string> | null,
  after: ReadonlySet<string> | null,
): string[] | null {
  if (before === null || after === null) return null;
  const changed: string[] = [];
  for (const id of before) if (!after.has(id)) changed.push(id);
  for (const id of after) if (!before.has(id)) changed.push(id);
  return changed;
}
