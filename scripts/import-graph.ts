import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** How a module names another: `import … from`, `export … from`, or `import('…')` (also `typeof import('…')`). */
export type ImportKind = 'import' | 'export' | 'dynamic';

export interface ModuleImport {
  /** As written in the source. */
  specifier: string;
  /** The file it resolves to, relative to the repository (posix); undefined for a package or a built-in. */
  target: string | undefined;
  kind: ImportKind;
  /** `import type`, `export type`, every named binding `type`, or `typeof import('…')`: gone from the built code. */
  typeOnly: boolean;
  line: number;
}

/** Every module of the given source folders and what it imports; keys are repository-relative posix paths. */
export type ImportGraph = Map<string, ModuleImport[]>;

const sourceFile = /\.(ts|tsx|mts)$/;
const extensions = ['.ts', '.tsx', '.mts', '.json', '/index.ts', '/index.tsx'];
/** The contract's package entries (contract/package.json "exports"), as the web and server resolve them. */
const packageEntries: Record<string, string> = {
  '@listok/contract': 'contract/src/index.ts',
  '@listok/contract/base': 'contract/src/base.ts',
  '@listok/contract/api': 'contract/src/api/index.ts',
};

const posix = (path: string) => path.split(sep).join('/');

/** The TypeScript modules under a folder (absolute paths), tests included, declaration files not. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `./x.js` → `./x.ts`, `./x` → `./x.tsx`, `./dir` → `./dir/index.ts`; a query (`?url`) is dropped. */
function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = join(dirname(join(root, from)), specifier.replace(/\?.*$/, ''));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [base, ...extensions.map((ext) => stem + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return posix(relative(root, candidate));
  }
  return undefined;
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = resolveRelative(root, from, specifier);
    if (!target) throw new Error(`${from}: cannot resolve '${specifier}'`);
    return target;
  }
  return packageEntries[specifier];
}

function importsOf(root: string, file: string): ModuleImport[] {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: ModuleImport[] = [];
  const add = (node: ts.Node, specifier: ts.Expression, importKind: ImportKind, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const target = resolve(root, file, specifier.text);
    found.push({ specifier: specifier.text, target, kind: importKind, typeOnly, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        clause !== undefined &&
        !clause.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      add(node, node.moduleSpecifier, 'import', clause?.isTypeOnly === true || allTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node, node.moduleSpecifier, 'export', node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) add(node, specifier, 'dynamic', false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'dynamic', true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads every TypeScript module under the folders (relative to root), tests included. */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of folders) {
    for (const path of sourceFiles(join(root, folder))) {
      const file = posix(relative(root, path));
      graph.set(file, importsOf(root, file));
    }
  }
  return graph;
}

export interface Cycle {
  /** The modules of one strongly connected component, sorted. */
  modules: string[];
  /** One closed path through it, first module repeated at the end, for the message. */
  path: string[];
}

/**
 * Import cycles: the strongly connected components (Tarjan) of the graph of the edges kept, with more than one module
 * or a module importing itself.
 */
export function findCycles(graph: ImportGraph, keep: (edge: ModuleImport) => boolean): Cycle[] {
  const edges = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    const targets = imports.filter((edge) => keep(edge) && edge.target && graph.has(edge.target));
    edges.set(file, [...new Set(targets.map((edge) => edge.target as string))]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || edges.get(file)!.includes(file)) components.push(component.sort());
    }
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((modules) => ({ modules, path: closedPath(modules, edges) }));
}

/** A shortest way from the component's first module back to itself (breadth first, inside the component). */
function closedPath(modules: string[], edges: Map<string, string[]>): string[] {
  const start = modules[0]!;
  const inside = new Set(modules);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of edges.get(file)!) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const back = [file];
        while (back[0] !== start) back.unshift(cameFrom.get(back[0]!)!);
        return [...back, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
