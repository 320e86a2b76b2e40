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
  ['.ql-picker.ql-header .ql-picker-label', 'nodePanel.editor.heading'],
];

/** The link tooltip's words, drawn by Quill's stylesheet: styles.css reads them from these properties. */
const TOOLTIP_TEXTS: [property: string, key: string][] = [
  ['--mapa-ql-visit-url', 'nodePanel.editor.visitUrl'],
  ['--mapa-ql-enter-link', 'nodePanel.editor.enterLink'],
  ['--mapa-ql-edit', 'nodePanel.editor.edit'],
  ['--mapa-ql-remove', 'nodePanel.editor.remove'],
  ['--mapa-ql-save', 'nodePanel.editor.save'],
];

/**
 * Puts Quill's snow theme into the interface language: names of the toolbar buttons, the header picker's
 * 'Normal' / 'Heading 1-3' (Quill shows an item's `data-label` when it has one) and the link tooltip. Called
 * again when the language changes; `host` holds Quill's toolbar and editor.
 */
export function localizeQuill(host: HTMLElement, t: Translate): void {
  for (const [selector, key] of BUTTON_LABELS)
    host.querySelectorAll(selector).forEach((element) => element.setAttribute('aria-label', t(key)));
  const picker = host.querySelector('.ql-picker.ql-header');
  const headingLabel = (value: string | null) =>
    value ? `${t('nodePanel.editor.headingLevel')} ${value}` : t('nodePanel.editor.normal');
  picker?.querySelectorAll('.ql-picker-item').forEach((item) => {
    item.setAttribute('data-label', headingLabel(item.getAttribute('data-value')));
  });
  // The label copies its item's data-label only when an item is chosen: give it the current one now.
  const label = picker?.querySelector('.ql-picker-label');
  label?.setAttribute('data-label', headingLabel(label.getAttribute('data-value')));
  for (const [property, key] of TOOLTIP_TEXTS) host.style.setProperty(property, JSON.stringify(t(key)));
}
