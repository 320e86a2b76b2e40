import Quill from 'quill';

type KeyboardOptions = { bindings: Record<string, unknown> };

/**
 * Quill's keyboard with every Tab binding of its own switched off, so Tab and Shift+Tab move the focus out of the
 * editor as everywhere else in the app: by default Tab types a tab character (or indents a list, a code block, moves
 * between table cells), and a keyboard user could never leave the field. The toolbar's Indent and Outdent buttons
 * still indent. A binding set to null is one Quill's keyboard leaves out.
 */
export function tabMovesFocus(): KeyboardOptions {
  const defaults = (Quill.import('modules/keyboard') as { DEFAULTS: KeyboardOptions }).DEFAULTS;
  const bindings: Record<string, unknown> = {};
  for (const [name, binding] of Object.entries(defaults.bindings))
    if ((binding as { key?: unknown }).key === 'Tab') bindings[name] = null;
  return { bindings };
}
