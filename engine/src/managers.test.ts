import path from 'node:path';
import ts from 'typescript';

// The page engine imports PixiJS, which does not run under Node: the chain of managers is read from the source with
// the TypeScript checker instead of from the classes' prototypes.
const src = __dirname;
const tsconfig = path.join(src, '..', 'tsconfig.json');

function program(): ts.Program {
  const config = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfig));
  return ts.createProgram([path.join(src, 'MapEngineImpl.ts')], { ...parsed.options, noEmit: true });
}

function classNamed(file: ts.SourceFile, name: string): ts.ClassDeclaration {
  const found = file.statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name,
  );
  if (!found) throw new Error(`${file.fileName} declares no class ${name}`);
  return found;
}

/** The class `decl` extends, following the import to its declaration (null at the top of the chain). */
function baseClass(checker: ts.TypeChecker, decl: ts.ClassDeclaration): ts.ClassDeclaration | null {
  const clause = decl.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  if (!clause) return null;
  let symbol = checker.getSymbolAtLocation(clause.types[0].expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const base = symbol?.declarations?.find(ts.isClassDeclaration);
  if (!base) throw new Error(`the base of ${decl.name?.text} is not a class`);
  return base;
}

/** Names of the members `decl` gives a body: methods, accessors and fields with a value (an arrow, say). */
function definedMembers(decl: ts.ClassDeclaration): string[] {
  const names: string[] = [];
  for (const member of decl.members) {
    const withBody =
      ((ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member)) &&
        member.body !== undefined) ||
      (ts.isPropertyDeclaration(member) && member.initializer !== undefined);
    if (withBody && member.name && ts.isIdentifier(member.name)) names.push(member.name.text);
  }
  return names;
}

describe('the MapEngine managers', () => {
  const prog = program();
  const checker = prog.getTypeChecker();
  const chain: ts.ClassDeclaration[] = [];
  for (
    let decl: ts.ClassDeclaration | null = classNamed(
      prog.getSourceFile(path.join(src, 'MapEngineImpl.ts'))!,
      'MapEngineImpl',
    );
    decl;
    decl = baseClass(checker, decl)
  )
    chain.push(decl);
  const api = prog.getSourceFile(path.join(src, 'api.ts'))!;
  const mapEngine = api.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'MapEngine',
  )!;
  const publicNames = checker
    .getPropertiesOfType(checker.getTypeAtLocation(mapEngine))
    .map((p) => p.name)
    .sort();

  it('are the chain from the shared parts to the page engine, one class per file', () => {
    expect(chain.map((c) => c.name?.text)).toEqual([
      'MapEngineImpl',
      'LayoutControls',
      'ImageOutput',
      'EngineCore',
      'ViewState',
      'ToolControls',
      'CameraControls',
      'EngineParts',
    ]);
    expect(new Set(chain.map((c) => c.getSourceFile().fileName)).size).toBe(chain.length);
    // Every method of the contract is there (the camera's, the tools', the page's...).
    expect(publicNames).toEqual(
      expect.arrayContaining(['fit', 'setTool', 'setGrid', 'exportImage', 'destroy']),
    );
    expect(publicNames.length).toBeGreaterThan(45);
  });

  it('write each public MapEngine method exactly once: no manager forwards to another', () => {
    const definers = new Map<string, string[]>(publicNames.map((name) => [name, []]));
    for (const decl of chain)
      for (const name of definedMembers(decl)) definers.get(name)?.push(decl.name?.text ?? '?');
    const notOnce = [...definers].filter(([, classes]) => classes.length !== 1);
    expect(notOnce).toEqual([]);
  });
});
