import { findTemplate } from './templates/registry';
import type { LayoutInput, LayoutResult } from './types';

/**
 * Runs template `name` on `input`: the whole job of the layout worker, also callable in-thread (benchmarks,
 * cover images). Throws a clear error for a template that lays nothing out.
 */
export async function runLayout(name: string, input: LayoutInput): Promise<LayoutResult> {
  const template = findTemplate(name);
  if (!template) throw new Error(`Template "${name}" does not position nodes`);
  return template.layout(input);
}
