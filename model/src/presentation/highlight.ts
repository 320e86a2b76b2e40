import type { MapNode } from '../schema/node';
import { stripHtml } from '../editing/stripHtml';

/** Descriptions longer than this many characters make a node pulse in presentation mode (spec §9, thresholds). */
export const PRESENTATION_HIGHLIGHT_MIN_CHARS = 15;

/**
 * True when the node pulses its border in presentation mode (spec §4.8): its description, as the reader sees it
 * (tags dropped, entities decoded, outer whitespace trimmed), is longer than 15 characters. Markup alone does not
 * count, so an empty rich-text paragraph does not pulse.
 */
export function pulsesInPresentation(node: MapNode): boolean {
  const description = node.data.description;
  if (typeof description !== 'string') return false;
  return stripHtml(description).trim().length > PRESENTATION_HIGHLIGHT_MIN_CHARS;
}
