type Translate = (key: string) => string;

/** Toolbar controls and the name each one is given (Quill's own are its format names: 'bold', 'list: ordered'). */
const BUTTON_LABELS: [selector: string, key: string][] = [
  ['button.ql-bold', 'nodePanel.editor.bold'],
  ['button.ql-italic', 'nodePanel.editor.italic'],
  ['button.ql-underline', 'nodePanel.editor.underline'],
  ['button.ql-strike', 'nodePanel.editor.strike'],
  ['button.ql-list[value="ordered"]', 'nodePanel.editor.orderedList'],
  ['button.ql-list[value="bullet"]', 'nodePanel.editor.bulletList'],
  ['button.ql-link', 'nodePanel.editor.link'],
  ['button.ql-clean', 'nodePanel.editor.clean'],
  ['button.ql-indent[value="-1"]', 'nodePanel.editor.outdent'],
  ['button.ql-indent[value="+1"]', 'nodePanel.editor.indent'],
  ['button.ql-divider', 'nodePanel.editor.divider'],
  ['button.ql-image', 'nodePanel.editor.image'],
  ['button.ql-video', 'nodePanel.editor.video'],
  ['button.ql-table', 'nodePanel.editor.table'],
  ['button.ql-code-view', 'nodePanel.editor.codeView'],
  ['button.ql-print', 'nodePanel.editor.print'],
  ['.ql-picker.ql-header .ql-picker-label', 'nodePanel.editor.heading'],
  ['.ql-picker.ql-size .ql-picker-label', 'nodePanel.editor.fontSize'],
  ['.ql-picker.ql-color .ql-picker-label', 'nodePanel.editor.color'],
  ['.ql-picker.ql-background .ql-picker-label', 'nodePanel.editor.highlight'],
  ['.ql-picker.ql-align .ql-picker-label', 'nodePanel.editor.align'],
];

/** The size picker's items and their names (Quill shows an item's `data-label` when it has one). */
const SIZE_LABELS: Record<string, string> = {
  small: 'nodePanel.editor.sizeSmall',
  large: 'nodePanel.editor.sizeLarge',
  huge: 'nodePanel.editor.sizeHuge',
};

/** The link tooltip's words, drawn by Quill's stylesheet: styles.css reads them from these properties. */
const TOOLTIP_TEXTS: [property: string, key: string][] = [
  ['--mapa-ql-visit-url', 'nodePanel.editor.visitUrl'],
  ['--mapa-ql-enter-link', 'nodePanel.editor.enterLink'],
  ['--mapa-ql-enter-video', 'nodePanel.editor.enterVideo'],
  ['--mapa-ql-edit', 'nodePanel.editor.edit'],
  ['--mapa-ql-remove', 'nodePanel.editor.remove'],
  ['--mapa-ql-save', 'nodePanel.editor.save'],
];

/** Gives a picker's label and items the names `name(value)` (value null: the picker's default). */
function namePicker(host: HTMLElement, picker: string, name: (value: string | null) => string): void {
  const element = host.querySelector(`.ql-picker.${picker}`);
  element?.querySelectorAll('.ql-picker-item').forEach((item) => {
    item.setAttribute('data-label', name(item.getAttribute('data-value')));
  });
  // The label copies its item's data-label only when an item is chosen: give it the current one now.
  const label = element?.querySelector('.ql-picker-label');
  label?.setAttribute('data-label', name(label.getAttribute('data-value')));
}

/**
 * Puts Quill's snow theme into the interface language: names of the toolbar buttons and pickers, the header
 * picker's 'Normal' / 'Heading 1-3', the size picker's names and the link and video tooltip. Called again when
 * the language changes; `host` holds Quill's toolbar and editor. It also gives the editing area the multi-line
 * textbox role: Quill's bare div may not carry the aria-label the editors give it (axe: aria-prohibited-attr).
 */
export function localizeQuill(host: HTMLElement, t: Translate): void {
  host.querySelectorAll('.ql-editor').forEach((editor) => {
    editor.setAttribute('role', 'textbox');
    editor.setAttribute('aria-multiline', 'true');
    editor.setAttribute('aria-readonly', String(editor.getAttribute('contenteditable') !== 'true'));
  });
  for (const [selector, key] of BUTTON_LABELS)
    host.querySelectorAll(selector).forEach((element) => element.setAttribute('aria-label', t(key)));
  namePicker(host, 'ql-header', (value) =>
    value ? `${t('nodePanel.editor.headingLevel')} ${value}` : t('nodePanel.editor.normal'),
  );
  namePicker(host, 'ql-size', (value) => t(value ? SIZE_LABELS[value] : 'nodePanel.editor.normal'));
  for (const [property, key] of TOOLTIP_TEXTS) host.style.setProperty(property, JSON.stringify(t(key)));
}
