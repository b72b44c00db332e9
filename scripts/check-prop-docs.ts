/**
 * Lists every component prop of packages/ui that has no JSDoc description, so that Storybook's
 * autodocs (react-docgen-typescript) describe every prop (issue #16).
 *
 * Reads every `*Props` interface or type alias exported from a module of packages/ui/src (stories
 * and tests aside) through the TypeScript compiler, takes all of its properties, inherited ones
 * included (extends, Pick, Omit, intersections, each member of a union), and keeps those declared in
 * packages/ui/src: props inherited from React's or the DOM's attribute types (node_modules) do not
 * count, as Storybook's autodocs leave them out too. A prop declared once and reached from several
 * `*Props` types is listed once, at its declaration.
 *
 *   tsx scripts/check-prop-docs.ts            lists them and exits 1 when there is any
 *   tsx scripts/check-prop-docs.ts --count    prints the count only, exits 0 (progress while documenting)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'packages/ui');
const srcDir = path.join(uiDir, 'src') + path.sep;
const countOnly = process.argv.includes('--count');

function loadProgram(): ts.Program {
  const configPath = path.join(uiDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, uiDir);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

const isComponentSource = (fileName: string): boolean =>
  path.resolve(fileName).startsWith(srcDir) &&
  !/\.(stories|test)\.tsx?$/.test(fileName) &&
  !fileName.endsWith('.d.ts') &&
  !fileName.includes(`${path.sep}test${path.sep}`);

const isOwnDeclaration = (decl: ts.Declaration): boolean =>
  path.resolve(decl.getSourceFile().fileName).startsWith(srcDir);

/** The JSDoc text written right above the declaration (an empty comment or tags only do not count). */
function hasDescription(decl: ts.Declaration): boolean {
  return ts.getJSDocCommentsAndTags(decl).some((doc) => {
    if (!ts.isJSDoc(doc)) return false;
    const text = ts.getTextOfJSDocComment(doc.comment) ?? '';
    return text.trim().length > 0;
  });
}

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every property of the type, of each member of a union too (getPropertiesOfType keeps only the common ones). */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  const seen = new Set<ts.Symbol>();
  const visit = (t: ts.Type): void => {
    if (t.isUnion()) {
      t.types.forEach(visit);
      return;
    }
    for (const property of checker.getPropertiesOfType(checker.getApparentType(t)))
      seen.add(property);
  };
  visit(type);
  return [...seen];
}

interface Missing {
  file: string;
  line: number;
  name: string;
}

function findMissing(program: ts.Program): Missing[] {
  const checker = program.getTypeChecker();
  const missing = new Map<ts.Declaration, Missing>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isComponentSource(sourceFile.fileName)) continue;
    for (const statement of sourceFile.statements) {
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
      if (!statement.name.text.endsWith('Props') || !isExported(statement)) continue;
      const symbol = checker.getSymbolAtLocation(statement.name);
      if (!symbol) continue;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      for (const property of propertiesOf(checker, type)) {
        const declarations = (property.getDeclarations() ?? []).filter(isOwnDeclaration);
        // A prop counts as described when any of our declarations of it carries a description.
        if (declarations.length === 0 || declarations.some(hasDescription)) continue;
        for (const decl of declarations) {
          if (missing.has(decl)) continue;
          const declFile = decl.getSourceFile();
          const owner = ownerName(decl) ?? statement.name.text;
          missing.set(decl, {
            file: path.relative(root, declFile.fileName),
            line: declFile.getLineAndCharacterOfPosition(decl.getStart()).line + 1,
            name: `${owner.replace(/Props$/, '')}.${property.getName()}`,
          });
        }
      }
    }
  }
  return [...missing.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The interface or type alias that declares the property, for the listing. */
function ownerName(decl: ts.Node): string | undefined {
  for (let node: ts.Node | undefined = decl.parent; node; node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
  }
  return undefined;
}

const missing = findMissing(loadProgram());
if (countOnly) {
  console.log(missing.length);
  process.exit(0);
}
for (const m of missing) console.log(`${m.file}:${m.line} ${m.name}`);
if (missing.length > 0) {
  console.error(
    `\n${missing.length} component prop(s) of packages/ui have no JSDoc description: write one short ` +
      'sentence above each (what it is, its unit, when it is called and with what, its default).',
  );
  process.exit(1);
}
console.log('Every component prop of packages/ui has a description.');
