/**
 * Which Grader a rollout's entrypoint uses, and which of a Python file's text is that grader's. osmosis
 * starts the entrypoint as a script whose `LocalBackend(workflow=…, grader=…)` names the Grader subclass
 * (a class, or an import path "module:Class", osmosis_ai/rollout/backend/local/backend.py); the grader's
 * source is its class and the module-level functions, classes and names it reaches in the same file. The
 * rest of the rollout is the workflow's: a helper both use is in both. Read from the text, never run.
 */
import { createHash } from 'node:crypto';

/** The grader the entrypoint names: its class and the module it is imported from (null: the entrypoint). */
export interface GraderReference {
  className: string;
  /** The dotted module of `from <module> import <Class>` or of "module:Class"; null when defined here. */
  module: string | null;
}

/** One top-level statement of a Python file: the name it defines (if any) and its text. */
interface Block {
  name: string | null;
  /** A def or class: its body runs only when something reaches its name. */
  definition: boolean;
  text: string;
}

/** The top-level statements of a Python file (decorators kept with what they decorate). */
export function pythonBlocks(text: string): Block[] {
  const starts = statementStarts(text);
  const blocks: Block[] = [];
  let pendingDecorators = '';
  for (const [index, start] of starts.entries()) {
    const body = text.slice(start, starts[index + 1] ?? text.length);
    if (body.startsWith('@')) {
      pendingDecorators += body;
      continue;
    }
    const definition = /^(?:class|(?:async\s+)?def)\s/.test(body);
    blocks.push({ name: definedName(body), definition, text: pendingDecorators + body });
    pendingDecorators = '';
  }
  if (pendingDecorators) blocks.push({ name: null, definition: false, text: pendingDecorators });
  return blocks;
}

/** Offsets where a statement starts at column 0: outside strings, comments and brackets. */
function statementStarts(text: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i += 1;
      else if (text.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = null;
      }
      continue;
    }
    const lineStart = i === 0 || text[i - 1] === '\n';
    if (lineStart && depth === 0 && /[^\s#]/.test(char)) starts.push(i);
    if (char === '#') i = endOfLine(text, i);
    else if (char === '"' || char === "'") quote = text.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (quote && quote.length === 3) i += 2;
  }
  return starts;
}

const endOfLine = (text: string, from: number) => {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end - 1;
};

function definedName(body: string): string | null {
  const match = /^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(
    body,
  );
  return match?.[1] ?? match?.[2] ?? null;
}

/** The identifiers a block's text mentions. */
const mentions = (text: string) => new Set(text.match(/[A-Za-z_]\w*/g) ?? []);

/**
 * The grader the entrypoint names: `grader=` in its `LocalBackend(…)` call, else its one class deriving
 * from Grader. Null when it names none (`grader=None`, a grader built elsewhere).
 */
export function graderReference(entrypoint: string): GraderReference | null {
  const call = entrypoint.indexOf('LocalBackend(');
  const given =
    call === -1 ? null : /\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(entrypoint.slice(call));
  const value = given?.[1];
  if (value === 'None') return null;
  if (value !== undefined) return fromValue(value, entrypoint);
  const classes = [...entrypoint.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)];
  const only = classes.length === 1 ? classes[0]?.[1] : undefined;
  return only ? { className: only, module: null } : null;
}

function fromValue(value: string, entrypoint: string): GraderReference | null {
  if (/^["']/.test(value)) {
    const [module, className] = value.slice(1, -1).split(':');
    return module && className ? { className, module } : null;
  }
  const className = value.split('.').at(-1) as string;
  if (pythonBlocks(entrypoint).some((block) => block.name === className)) return { className, module: null };
  return importedFrom(entrypoint, className) ?? { className, module: null };
}

/** Where a name is imported from (`from a.b import Name`, `… import Class as Name`): module and class. */
function importedFrom(text: string, name: string): GraderReference | null {
  for (const match of text.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)) {
    const names = (match[2] ?? '')
      .replace(/[()]/g, '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/));
    const found = names.find((parts) => (parts[1] ?? parts[0]) === name);
    if (found?.[0]) return { className: found[0], module: (match[1] as string).replace(/^\.+/, '') };
  }
  return null;
}

/** The files a module may be, relative to the rollout folder (osmosis runs the entrypoint from there). */
export function moduleCandidates(module: string, entrypointDir: string): string[] {
  const path = module.split('.').join('/');
  const prefixes = [...new Set([entrypointDir === '.' ? '' : `${entrypointDir}/`, '', 'src/'])];
  return prefixes.flatMap((prefix) => [`${prefix}${path}.py`, `${prefix}${path}/__init__.py`]);
}

/**
 * The grader's part of a file: its class and what it reaches in the file (`source`, in file order), and
 * the file without what only the grader reaches (`rest`: the workflow's part). Null when the class is not
 * defined at the file's top level.
 */
export function splitGrader(text: string, className: string): { source: string; rest: string } | null {
  const blocks = pythonBlocks(text);
  if (!blocks.some((block) => block.name === className)) return null;
  const reached = reach(blocks, [className]);
  // The workflow's part: the statements that run on import and the defs they reach, never through the
  // grader class (the backend's line names it). A def nothing reaches any more is no one's.
  const live = blocks.filter((block) => !block.definition);
  const workflow = reach(
    blocks,
    live.flatMap((block) => [...mentions(block.text)]),
    className,
  );
  const joined = (keep: (block: Block) => boolean) =>
    blocks
      .filter(keep)
      .map((block) => block.text)
      .join('');
  return {
    source: joined((block) => block.name !== null && reached.has(block.name)),
    rest: joined((block) => !block.definition || (block.name !== null && workflow.has(block.name))),
  };
}

/** The top-level names reachable from `roots` through the blocks that define them. */
function reach(blocks: readonly Block[], roots: readonly string[], avoid?: string): Set<string> {
  const defined = new Map<string, string[]>();
  for (const block of blocks)
    if (block.name) defined.set(block.name, [...(defined.get(block.name) ?? []), block.text]);
  const seen = new Set<string>();
  const queue = roots.filter((name) => defined.has(name) && name !== avoid);
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const text of defined.get(name) ?? [])
      for (const mentioned of mentions(text))
        if (defined.has(mentioned) && !seen.has(mentioned) && mentioned !== avoid) queue.push(mentioned);
  }
  return seen;
}

/** sha256 of a text, hex. */
export const textSha256 = (text: string) => createHash('sha256').update(text).digest('hex');
