import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-graph';

/** A regular expression of the code: a literal, or `new RegExp(…)` / `RegExp(…)` whose text is known before it runs. */
export interface FoundRegex {
  /** Repository-relative posix path. */
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** A `RegExp(…)` built from what only the running code knows, with its first argument as written. */
export interface BuiltRegex {
  file: string;
  line: number;
  argument: string;
}

const posix = (path: string) => path.split(sep).join('/');

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** `const name = …` at a module's top level. */
function topLevelConst(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

/** The module and exported name an identifier is imported as, from a relative `import { … } from './x.js'`. */
function importedFrom(source: ts.SourceFile, name: string): { path: string; name: string } | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const path = join(dirname(source.fileName), specifier.replace(/\.js$/, '.ts'));
    return existsSync(path) ? { path, name: (element.propertyName ?? element.name).text } : undefined;
  }
  return undefined;
}

/**
 * The string an expression always is, read from the code: literals, templates (`String.raw` ones raw), `+`, and
 * constants of the module or imported from a relative one. Undefined when only the running code knows it.
 */
function staticText(node: ts.Expression, source: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return staticText(node.expression, source);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [staticText(node.left, source), staticText(node.right, source)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isTemplateExpression(node)) return templateText(node, source, false);
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'String.raw') {
    const template = node.template;
    return ts.isNoSubstitutionTemplateLiteral(template) ? template.rawText : templateText(template, source, true);
  }
  if (ts.isIdentifier(node)) {
    const local = topLevelConst(source, node.text);
    if (local) return staticText(local, source);
    const imported = importedFrom(source, node.text);
    if (!imported) return undefined;
    const other = parse(imported.path);
    const initializer = topLevelConst(other, imported.name);
    return initializer && staticText(initializer, other);
  }
  return undefined;
}

function templateText(node: ts.TemplateExpression, source: ts.SourceFile, raw: boolean): string | undefined {
  let text = raw ? node.head.rawText : node.head.text;
  for (const span of node.templateSpans) {
    const value = staticText(span.expression, source);
    if (value === undefined) return undefined;
    text += value + (raw ? span.literal.rawText : span.literal.text);
  }
  return text;
}

/**
 * Every regular expression of the TypeScript modules under the folders (relative to root) that `skip` keeps: the
 * literals and the `RegExp(…)` calls whose text is known before they run, and the calls built at run time.
 */
export function readRegexes(
  root: string,
  folders: string[],
  skip: (file: string) => boolean,
): { found: FoundRegex[]; built: BuiltRegex[] } {
  const found: FoundRegex[] = [];
  const built: BuiltRegex[] = [];
  for (const path of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const file = posix(relative(root, path));
    if (skip(file)) continue;
    const source = parse(path);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        found.push({ file, line: lineOf(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp' &&
        node.arguments?.[0]
      ) {
        const [pattern, flagsArgument] = node.arguments;
        const text = staticText(pattern, source);
        const flags = flagsArgument ? staticText(flagsArgument, source) : '';
        if (text !== undefined && flags !== undefined) found.push({ file, line: lineOf(node), source: text, flags });
        else built.push({ file, line: lineOf(node), argument: pattern.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, built };
}
