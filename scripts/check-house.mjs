#!/usr/bin/env node
// The house rules of src/, checked in CI: rooms stay small (no file over 450 lines, no function over
// 120), layers only look down (core imports no other layer, adapters never import commands or
// entries, commands never import entries) and no import cycle. Uses the TypeScript compiler's own
// parser, so what counts as a function or an import is what TypeScript says it is.
//
//   node scripts/check-house.mjs [--root <dir>] [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

export const MAX_FILE_LINES = 450;
export const MAX_FUNCTION_LINES = 120;

/** Layers from the bottom up; a module may import its own layer or a lower one. */
const LAYERS = ['core', 'adapters', 'commands', 'entries', 'root'];
/** Packages the pure core must never load: the Actions toolkit and anything that does I/O. */
const IMPURE_IN_CORE = [
  /^@actions\//,
  /^undici$/,
  /^node:(fs|fs\/promises|child_process|http|https|net|os|process|stream|worker_threads)$/,
];

function layerOf(file) {
  const top = file.split('/')[0];
  return LAYERS.includes(top) && top !== 'root' ? top : 'root';
}

function listTs(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listTs(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function functionName(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** Every rule broken under `root` (the src/ directory), as `{ rule, file, line?, message }`. */
export function checkHouse(root) {
  const problems = [];
  const files = listTs(root).map((full) => relative(root, full).split(sep).join('/'));
  const imports = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineCount = source.getLineAndCharacterOfPosition(text.length).line + (text.endsWith('\n') ? 0 : 1);
    if (lineCount > MAX_FILE_LINES) {
      problems.push({
        rule: 'file-size',
        file,
        message: `${lineCount} lines (at most ${MAX_FILE_LINES}): split it by concern`,
      });
    }
    const targets = [];
    const visit = (node) => {
      if (isFunctionLike(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > MAX_FUNCTION_LINES) {
          problems.push({
            rule: 'function-size',
            file,
            line: start + 1,
            message: `${functionName(node, source)} is ${lines} lines (at most ${MAX_FUNCTION_LINES})`,
          });
        }
      }
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        targets.push({ specifier: node.moduleSpecifier.text, line });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    imports.set(file, targets);
  }

  const local = new Map();
  for (const [file, targets] of imports) {
    const edges = [];
    for (const { specifier, line } of targets) {
      if (!specifier.startsWith('.')) {
        if (layerOf(file) === 'core' && IMPURE_IN_CORE.some((re) => re.test(specifier))) {
          problems.push({
            rule: 'layer',
            file,
            line,
            message: `core imports ${specifier}: the core stays pure; take it through a port from an adapter`,
          });
        }
        continue;
      }
      const target = join(dirname(file), specifier).split(sep).join('/').replace(/\.js$/, '.ts');
      if (!files.includes(target)) continue;
      edges.push(target);
      const from = LAYERS.indexOf(layerOf(file));
      const to = LAYERS.indexOf(layerOf(target));
      if (to > from) {
        problems.push({
          rule: 'layer',
          file,
          line,
          message: `${layerOf(file)} imports ${target} from the higher layer ${layerOf(target)}: move what it needs down (ports live in core)`,
        });
      }
    }
    local.set(file, edges);
  }
  for (const cycle of findCycles(local)) {
    problems.push({
      rule: 'cycle',
      file: cycle[0],
      message: `import cycle: ${[...cycle, cycle[0]].join(' -> ')}`,
    });
  }
  return problems;
}

/** Strongly connected components of more than one module (Tarjan), each as a list of files. */
function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: { root: { type: 'string', default: 'src' }, json: { type: 'boolean' } },
  });
  const problems = checkHouse(resolve(values.root));
  if (values.json) console.log(JSON.stringify(problems, null, 2));
  else {
    for (const p of problems)
      console.log(`${values.root}/${p.file}${p.line ? `:${p.line}` : ''}: ${p.rule}: ${p.message}`);
    console.log(problems.length === 0 ? 'house rules hold' : `${problems.length} house rule(s) broken`);
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
