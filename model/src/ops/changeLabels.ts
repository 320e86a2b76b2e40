/** The change labels of spec §4.3, carried by every transaction. */
export const CHANGE_LABELS = [
  'node.imported',
  'node.content.updated',
  'node.created',
  'node.label.updated',
  'node.renamed',
  'node.updated',
  'node.removed',
  'node.copied',
  'node.locked',
  'node.expandCollapse',
  'node.image.updated',
  'node.ordered',
  'edge.added',
  'edge.removed',
  'edge.appearanceChange',
  'element.drag',
  'element.resize',
  'elements.removed',
  'image.added',
  'image.removed',
  'image.locked',
  'image.loaded',
  'canvas.updated',
  'drawing.updated',
  'template.applied',
  'templateEngine.applied',
  'settings.updated',
  'automatic.positioning.disabled',
  'undo.performed',
  'redo.performed',
  'Updated document description',
  'Chatbot message',
  // Not in the spec's list: a version from the version history brought back as one undoable change.
  'version.restored',
] as const;
export type ChangeLabel = (typeof CHANGE_LABELS)[number];

/**
 * Who caused a change: decides what enters local undo and what is saved. `study` is a flashcards answer or
 * session reset (spec §4.8): saved with the map, as the spec keeps `correct` and the counters there, but never an
 * undo step, since studying is not editing the map.
 */
export type ChangeSource = 'user' | 'remote' | 'layout' | 'ai' | 'study';

/** Labels that never advance `version` (spec §4.3). */
export const UNVERSIONED_LABELS: ReadonlySet<ChangeLabel> = new Set(['undo.performed', 'redo.performed']);
