import Quill from 'quill';
import type { BlockEmbed as BlockEmbedType } from 'quill/blots/block';

const BlockEmbed = Quill.import('blots/block/embed') as typeof BlockEmbedType;

/** A horizontal rule: Quill 2 has no format for `<hr>`, so it is a block embed of its own. */
class Divider extends BlockEmbed {
  static override blotName = 'divider';
  static override tagName = 'hr';
}

const HR_ICON = '<svg viewBox="0 0 18 18"><line class="ql-stroke" x1="3" x2="15" y1="9" y2="9"/></svg>';
const CODE_VIEW_ICON =
  '<svg viewBox="0 0 18 18"><polyline class="ql-even ql-stroke" points="5 7 3 9 5 11"/>' +
  '<polyline class="ql-even ql-stroke" points="13 7 15 9 13 11"/><line class="ql-stroke" x1="10" x2="8" y1="5" y2="13"/></svg>';
const PRINT_ICON =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" height="5" width="8" x="5" y="2"/>' +
  '<rect class="ql-stroke" height="6" width="12" x="3" y="7"/><rect class="ql-fill" height="4" width="6" x="6" y="12"/></svg>';

let registered = false;

/**
 * Registers what the node panel's toolbar needs beyond Quill's defaults (spec §2.9): the divider blot and icons for the buttons Quill does not draw. Safe to call often.
 */
export function registerQuillExtras(): void {
  if (registered) return;
  registered = true;
  Quill.register(Divider, true);
  const icons = Quill.import('ui/icons') as Record<string, string>;
  icons.divider = HR_ICON;
  icons['code-view'] = CODE_VIEW_ICON;
  icons.print = PRINT_ICON;
}
