import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { schemaHelpers } from '../web/schema-helpers';
import { sourceFiles } from './import-graph';

/** The contract's functions (declared, or arrows bound to a name) whose body calls zod (`z.…`). */
function zodMakingFunctions(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles('contract/src')) {
    if (file.includes('.test.')) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let name: string | undefined;
      let body: ts.Node | undefined;
      if (ts.isFunctionDeclaration(node) && node.body) [name, body] = [node.name?.text, node.body];
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const value = node.initializer;
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
          [name, body] = [node.name.getText(source), value.body];
      }
      if (name && body && /\bz\s*\./u.test(body.getText(source))) found.push(name);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort();
}

describe("the contract's schema helpers", () => {
  it('are the functions of the contract that make a schema, every one named pure to the web build', () => {
    expect(zodMakingFunctions()).toEqual([...schemaHelpers].sort());
  });
});
