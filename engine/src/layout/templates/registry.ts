import type { LayoutTemplate } from '../types';
import { baseTemplate, organogramTemplate, treeLRTemplate, treeTDTemplate } from './treeTemplates';
import { radialTemplate } from './radialTemplate';
import { standardMindMapTemplate } from './standardMindMapTemplate';
import { flashCardsTemplate } from './flashCardsTemplate';
import { timelineTemplate } from './timelineTemplate';
import { fishboneTemplate } from './fishboneTemplate';
import { braceMapTemplate, logicChartTemplate } from './logicTemplates';
import { treeTableTemplate } from './treeTableTemplate';

/** The template that lays nothing out (spec §3.9). */
export const NO_TEMPLATE = 'No Template';

/** Every template that positions nodes, in the order the picker shows them. */
export const LAYOUT_TEMPLATES: readonly LayoutTemplate[] = [
  baseTemplate,
  treeTDTemplate,
  treeLRTemplate,
  organogramTemplate,
  radialTemplate,
  standardMindMapTemplate,
  flashCardsTemplate,
  timelineTemplate,
  fishboneTemplate,
  logicChartTemplate,
  braceMapTemplate,
  treeTableTemplate,
];

/** What the template picker shows of a template. */
export interface TemplateInfo {
  name: string;
  portugueseName?: string;
  /** False for 'No Template': choosing it stops automatic layout. */
  automatic: boolean;
}

/** The picker's cards: the automatic templates, then 'No Template'. */
export const TEMPLATE_CATALOG: readonly TemplateInfo[] = [
  ...LAYOUT_TEMPLATES.map(({ name, portugueseName }) => ({ name, portugueseName, automatic: true })),
  { name: NO_TEMPLATE, automatic: false },
];

/**
 * The template named `name`, or null when it lays nothing out: 'No Template', and names whose behaviour the spec
 * does not show (PomodoroTemplate) or that we do not know.
 */
export function findTemplate(name: string | null | undefined): LayoutTemplate | null {
  return LAYOUT_TEMPLATES.find((t) => t.name === name) ?? null;
}
