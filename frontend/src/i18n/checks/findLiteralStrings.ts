import ts from 'typescript';

/** A piece of text a component would show as it is, instead of through `t(...)`. */
export interface LiteralString {
  file: string;
  line: number;
  text: string;
  /** `text` for JSX text, else the prop or call it was given to (`placeholder`, `notifications.show`). */
  where: string;
}

/** Props whose value a person reads or hears (screen readers read the aria-* ones). */
export const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'tooltip',
  'description',
  'message',
  'error',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
]);

/** Calls that show their text argument, or their object argument's `title` and `message`, to the user. */
const NOTIFYING_CALLS = new Set([
  'notifications.show',
  'notifications.update',
  'alert',
  'window.alert',
  'confirm',
  'window.confirm',
  'prompt',
  'window.prompt',
]);

/** True for text that carries no words: punctuation, symbols, digits (`×`, `·`, `%`, `+`). */
const wordless = (text: string) => !/\p{L}/u.test(text);

/**
 * Finds the strings a `.tsx` file would show untranslated: JSX text, and string or template literals given to a
 * {@link VISIBLE_PROPS} prop or to a notification, unless they sit inside a `t(...)` call. Text whose every word
 * is without letters (`×`, `·`, `100%`) or listed in `allowed` (units such as `px`) is not reported.
 */
export function findLiteralStrings(
  file: string,
  source: string,
  allowed: ReadonlySet<string>,
): LiteralString[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralString[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed.split(' ').every((word) => wordless(word) || allowed.has(word))) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, text: trimmed, where });
  };

  /** Reports every literal inside a prop's or notification's value that is not an argument of `t(...)`. */
  const reportLiterals = (node: ts.Node, where: string): void => {
    if (isTranslateCall(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return report(node, node.text, where);
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      report(node, parts, where);
    }
    // Keys, comparisons and lookups hold identifiers, not text: `label={x === 'a' ? t('b') : t('c')}`.
    if (ts.isBinaryExpression(node) && isComparison(node.operatorToken.kind)) return;
    if (ts.isElementAccessExpression(node) || ts.isCallExpression(node)) return;
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    ts.forEachChild(node, (child) => reportLiterals(child, where));
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text, 'text');
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportLiterals(node.expression, 'text');
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sf)) && node.initializer) {
      reportLiterals(node.initializer, node.name.getText(sf));
    } else if (ts.isCallExpression(node) && NOTIFYING_CALLS.has(node.expression.getText(sf))) {
      for (const arg of node.arguments) reportNotification(arg, node.expression.getText(sf));
    }
    ts.forEachChild(node, visit);
  };

  const reportNotification = (arg: ts.Expression, where: string) => {
    if (!ts.isObjectLiteralExpression(arg)) return reportLiterals(arg, where);
    for (const property of arg.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(sf);
      if (name === 'title' || name === 'message') reportLiterals(property.initializer, where);
    }
  };

  visit(sf);
  return found;
}

/** `t('key')`, `i18n.t('key')`, `props.t(...)`: the catalogue answers, whatever the literal key says. */
function isTranslateCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function isComparison(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.EqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}
