import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** Initialisers that never run code, so they need no annotation. */
const INERT = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);

/**
 * Lets the bundler drop the module-level constants of the given files that nobody imports.
 *
 * packages/contracts defines its schemas at module level (`export const x = z.object(...)`, `.extend`,
 * `pagedSchema(...)`). Those calls are pure, but rolldown cannot prove it, so importing one constant
 * from a contracts module kept every schema of that module, and zod with them. Each such initialiser
 * becomes `/*#__PURE__*\/ (() => (init))()`: evaluated exactly as before when used, removed when not.
 * Only `const` declarations are touched; a bare top-level statement keeps its side effects.
 */
export function pureModuleConstants(include: RegExp): Plugin {
  return {
    name: 'forkly:pure-module-constants',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id.split('?')[0]!)) return null;
      const edits: { at: number; text: string }[] = [];
      for (const statement of parseAst(code).body as unknown as Statement[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || code.slice(declaration.start, declaration.start + 5) !== 'const') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (!init || INERT.has(init.type)) continue;
          edits.push({ at: init.start, text: '/*#__PURE__*/ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}
