#!/usr/bin/env node
// The house rules of src/, checked in CI: rooms stay small (no file over 400 lines, no function over
// 60, none with more than 4 positional parameters: pass an options object), layers only look down
// (core imports no other layer, adapters never import commands or entries, commands never import
// entries), no import cycle between modules and none between folders; commands take adapters through
// their deps (an adapter import in a command is `import type`); the action entries and the CLI entries
// never import each other, and no module under entries/ imports a module src/action.ts or src/cli.ts
// dispatches; `@actions/*` only in adapters and the action entries; an entry imports (at run time) only
// commands, adapters, input parsing, output mapping and the shared vocabulary (an allow-list), and
// calls no report renderer or verdict (`render*`, the gates, the baseline comparison). Uses the
// TypeScript compiler's own parser, so what counts as a function, an import or a call is what
// TypeScript says it is.
//
//   node scripts/check-house.mjs [--root <dir>] [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 60;
export const MAX_POSITIONAL_PARAMETERS = 4;

/** Layers from the bottom up; a module may import its own layer or a lower one. */
const LAYERS = ['core', 'adapters', 'commands', 'entries', 'root'];
/** Packages the pure core must never load: the Actions toolkit and anything that does I/O. */
const IMPURE_IN_CORE = [
  /^@actions\//,
  /^undici$/,
  /^node:(fs|fs\/promises|child_process|http|https|net|os|process|stream|worker_threads)$/,
];

/** Where `@actions/*` may be imported: the edges that talk to the runner. */
const ACTIONS_TOOLKIT_HOMES = [/^adapters\//, /^entries\/action\//, /^action\.ts$/];
/**
 * What an entry (and src/action.ts, src/cli.ts) may import at run time, by role: an allow-list, so a
 * verdict or a renderer reached any other way (a namespace import, an alias) is refused too. A type
 * import carries no behaviour and may name any module.
 */
const ENTRY_MAY_IMPORT = [
  { role: 'commands', test: /^commands\// },
  { role: 'adapters', test: /^adapters\// },
  { role: 'entries', test: /^entries\// },
  {
    role: 'input parsing',
    test: /^core\/(?:[\w-]+\/)*(inputs|[\w-]+-inputs|input-values|secrets|python-request|cache-state)\.ts$/,
  },
  {
    role: 'output mapping',
    test: /^core\/(?:[\w-]+\/)*(outputs|managed-result|rubric-report|dataset-validate-report|dataset-upload)\.ts$/,
  },
  {
    role: 'shared vocabulary',
    test: /^core\/(?:[\w-]+\/)*(errors|pins|paths|cache-keys|display-path|comment-key|token-wording|managed|result|bundle|viewer)\.ts$/,
  },
];
/**
 * Where verdicts and exit codes are decided: core/verdict/, each rule once. Outside it no module gives a
 * verdict (a `verdict:` property with a verdict literal; `'error'` is the mapping of an error, not a
 * judgement), the gate's failure exit code, or an exit code chosen between success and something else.
 * core/adaptive/ is the adaptive stopping rule, a statistical test whose settled verdict
 * core/verdict/gate.ts's adaptiveEarlyGate turns into the gate.
 */
const VERDICT_HOMES = [/^core\/verdict\//, /^core\/adaptive\//];
/** Verdict words a judgement gives; `error` (an error's mapping) is not among them. */
const VERDICT_WORDS = new Set([
  'passed',
  'failed',
  'inconclusive',
  'not-gated',
  'no-gate',
  'submitted',
  'timed-out',
  'cancelled',
]);

/** Calls that render a report or decide a verdict: they belong to commands and the core, not entries. */
const REPORT_OR_VERDICT_CALL =
  /^(render[A-Z]\w*|evaluateGate|gateBenchmark|judgeManagedEval|compareWithBaseline|withBaseline)$/;
/**
 * Violations that predate a rule and are still to be fixed, each as `rule file subject` (the call or
 * the imported module): printed on every run, never silently exempt, and a listed one that no longer
 * occurs fails the check, so the list only shrinks.
 */
export const KNOWN_VIOLATIONS = new Set([]);

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
export function checkHouse(root, known = KNOWN_VIOLATIONS) {
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
    const calls = [];
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
            subject: functionName(node, source),
            message: `${functionName(node, source)} is ${lines} lines (at most ${MAX_FUNCTION_LINES})`,
          });
        }
      }
      if (isFunctionLike(node) && node.parameters.length > MAX_POSITIONAL_PARAMETERS) {
        problems.push({
          rule: 'parameters',
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          subject: functionName(node, source),
          message: `${functionName(node, source)} takes ${node.parameters.length} positional parameters (at most ${MAX_POSITIONAL_PARAMETERS}): pass an options object`,
        });
      }
      const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        targets.push({
          specifier: node.moduleSpecifier.text,
          line: line(),
          typeOnly: isTypeOnly(node),
          dynamic: false,
        });
      }
      const decided = verdictDecision(node, source);
      if (decided && !VERDICT_HOMES.some((re) => re.test(file))) {
        problems.push({
          rule: 'verdict-outside',
          file,
          line: line(),
          subject: decided,
          message: `${decided}: a verdict or an exit code is decided in core/verdict/ only (each rule once); call the rule from there`,
        });
      }
      if (ts.isCallExpression(node)) {
        const [argument] = node.arguments;
        if (
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          argument &&
          ts.isStringLiteral(argument)
        ) {
          targets.push({ specifier: argument.text, line: line(), typeOnly: false, dynamic: true });
        } else if (ts.isIdentifier(node.expression)) {
          calls.push({ name: node.expression.text, line: line() });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    imports.set(file, targets);
    if (layerOf(file) === 'entries' || layerOf(file) === 'root') {
      for (const call of calls.filter((c) => REPORT_OR_VERDICT_CALL.test(c.name))) {
        problems.push({
          rule: 'report-in-entry',
          file,
          line: call.line,
          subject: call.name,
          message: `${call.name}() in an entry: what the report says and the verdict belong to a command (entries read inputs, call commands, write outputs)`,
        });
      }
    }
  }

  const local = new Map();
  for (const [file, targets] of imports) {
    const edges = [];
    for (const { specifier, line, typeOnly } of targets) {
      if (!specifier.startsWith('.')) {
        // The core has its own, stricter rule below.
        const toolkitAllowed = layerOf(file) === 'core' || ACTIONS_TOOLKIT_HOMES.some((re) => re.test(file));
        if (/^@actions\//.test(specifier) && !toolkitAllowed) {
          problems.push({
            rule: 'actions-toolkit',
            file,
            line,
            subject: specifier,
            message: `imports ${specifier}: the Actions toolkit belongs to adapters and the action entries`,
          });
        }
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
      const target = resolveLocal(file, specifier);
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
      if (layerOf(file) === 'commands' && layerOf(target) === 'adapters' && !typeOnly) {
        problems.push({
          rule: 'command-adapter',
          file,
          line,
          subject: target,
          message: `imports ${target} at run time: a command reaches an adapter through its deps (\`import type\` for its types)`,
        });
      }
      const entryLike = layerOf(file) === 'entries' || layerOf(file) === 'root';
      if (entryLike && !typeOnly && !ENTRY_MAY_IMPORT.some(({ test }) => test.test(target))) {
        problems.push({
          rule: 'entry-import',
          file,
          line,
          subject: target,
          message: `an entry imports ${target}: entries import only ${ENTRY_MAY_IMPORT.map((r) => r.role).join(', ')}; what it decides or renders belongs to a command`,
        });
      }
      const [side, otherSide] = [entrySide(file), entrySide(target)];
      if (side && otherSide && side !== otherSide) {
        problems.push({
          rule: 'entries-apart',
          file,
          line,
          subject: target,
          message: `the ${side} entries import ${target}: share it from a lower layer instead`,
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
  for (const cycle of findCycles(folderGraph(local))) {
    problems.push({
      rule: 'folder-cycle',
      file: cycle[0],
      subject: cycle.join(' '),
      message: `folder import cycle: ${[...cycle, cycle[0]].join(' -> ')}: one folder must not need the other back (move the shared part down or into one of them)`,
    });
  }
  // The entries are what src/action.ts and src/cli.ts dispatch: the modules their command tables load.
  const dispatched = new Set(
    [...imports]
      .filter(([file]) => layerOf(file) === 'root')
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.dynamic).map((t) => resolveLocal(file, t.specifier)),
      )
      .filter((target) => layerOf(target) === 'entries'),
  );
  for (const [file, targets] of imports) {
    if (layerOf(file) !== 'entries') continue;
    for (const { specifier, line } of targets) {
      if (!specifier.startsWith('.') || !dispatched.has(resolveLocal(file, specifier))) continue;
      const target = resolveLocal(file, specifier);
      problems.push({
        rule: 'entries-apart',
        file,
        line,
        subject: target,
        message: `imports the entry ${target} (dispatched by src/action.ts or src/cli.ts): move what both use into a shared module`,
      });
    }
  }
  return withKnown(problems, known);
}

/**
 * What a node decides about a verdict or an exit code, or undefined: `verdict: 'passed'` (any verdict
 * word in the value), `ExitCode.gateFailed`, or `exitCode: c ? ExitCode.ok : …` (a choice with success).
 */
function verdictDecision(node, source) {
  if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'ExitCode') {
    return node.name.text === 'gateFailed' ? 'ExitCode.gateFailed' : undefined;
  }
  if (!ts.isPropertyAssignment(node)) return undefined;
  const name = node.name.getText(source);
  if (name === 'verdict') {
    const words = literalsIn(node.initializer).filter((word) => VERDICT_WORDS.has(word));
    return words.length > 0 ? `verdict: '${words[0]}'` : undefined;
  }
  if (name === 'exitCode' && ts.isConditionalExpression(node.initializer)) {
    const branches = [node.initializer.whenTrue, node.initializer.whenFalse].map((b) => b.getText(source));
    return branches.includes('ExitCode.ok') ? 'exitCode: a choice with ExitCode.ok' : undefined;
  }
  return undefined;
}

/** The string literals in an expression (a conditional's branches included), not in nested functions. */
function literalsIn(expression) {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression))
    return literalsIn(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalsIn(expression.whenTrue), ...literalsIn(expression.whenFalse)];
  return [];
}

/** The src-relative .ts file a relative specifier names. */
function resolveLocal(file, specifier) {
  return join(dirname(file), specifier).split(sep).join('/').replace(/\.js$/, '.ts');
}

/** `action` or `cli` for a module under entries/, else undefined. */
function entrySide(file) {
  const match = /^entries\/(action|cli)\//.exec(file);
  return match?.[1];
}

/**
 * The folders' import graph: an edge between two folders when a module of one imports a module of the
 * other. A folder and the folders inside it are one room (core/adaptive may use core, and core it), so
 * only folders apart from each other (commands/report and commands/managed) can form a loop.
 */
function folderGraph(moduleGraph) {
  const graph = new Map();
  const nested = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  for (const [file, targets] of moduleGraph) {
    const from = dirname(file);
    const edges = graph.get(from) ?? new Set();
    for (const target of targets) if (!nested(from, dirname(target))) edges.add(dirname(target));
    graph.set(from, edges);
  }
  return new Map([...graph].map(([folder, edges]) => [folder, [...edges].sort()]));
}

/** Only `import type` / `export type` are erased (verbatimModuleSyntax keeps `import { type A }`). */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) return node.importClause?.isTypeOnly === true;
  return node.isTypeOnly;
}

/** The known violations as notes (`known: true`), and a known one that no longer occurs as a problem. */
function withKnown(problems, known) {
  const key = (p) => `${p.rule} ${p.file} ${p.subject}`;
  const seen = new Set(problems.map(key));
  const stale = [...known]
    .filter((k) => !seen.has(k))
    .map((k) => ({
      rule: 'known-list',
      file: k.split(' ')[1],
      message: `"${k}" no longer occurs: take it off KNOWN_VIOLATIONS`,
    }));
  return [...problems.map((p) => (known.has(key(p)) ? { ...p, known: true } : p)), ...stale];
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
  const found = checkHouse(resolve(values.root));
  const problems = found.filter((p) => !p.known);
  if (values.json) console.log(JSON.stringify(found, null, 2));
  else {
    for (const p of found)
      console.log(
        `${values.root}/${p.file}${p.line ? `:${p.line}` : ''}: ${p.known ? 'known, still to fix: ' : ''}${p.rule}: ${p.message}`,
      );
    const known = found.length - problems.length;
    const tail = known > 0 ? ` (${known} known violation(s) above still to fix: KNOWN_VIOLATIONS)` : '';
    console.log(
      problems.length === 0 ? `house rules hold${tail}` : `${problems.length} house rule(s) broken${tail}`,
    );
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
