import ts from 'typescript';

/** A `t('some.key')` call: the key must be in the catalogue. */
export interface TranslationKey {
  file: string;
  line: number;
  key: string;
}

/**
 * The keys a file asks for with a literal first argument to `t(...)` or `i18n.t(...)`. Keys built at run time
 * (`t(\`shapes.${shape}\`)`) are left out: only the catalogue test of each list can vouch for those.
 */
export function findTranslationKeys(file: string, source: string): TranslationKey[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys: TranslationKey[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslate(node.expression) && node.arguments.length > 0) {
      const [first] = node.arguments;
      if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) {
        const line = sf.getLineAndCharacterOfPosition(first.getStart(sf)).line + 1;
        keys.push({ file, line, key: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return keys;
}

function isTranslate(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}
