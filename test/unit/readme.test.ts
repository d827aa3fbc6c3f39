/**
 * What a user copies from the docs works: every input and output of every action.yml is in
 * docs/actions.md (the reference the README's table of actions links to), with the same default; every
 * `uses:` in the user docs and the example workflows names an action this repository has; and no document
 * links to a file the repository does not contain, or to a heading its target does not have.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { ACTIONS_DOC, USER_DOCS } from '../helpers/user-docs.js';

interface ActionInput {
  required?: boolean;
  default?: string;
}
interface ActionYml {
  inputs: Record<string, ActionInput>;
  outputs: Record<string, unknown>;
}

const read = (path: string) => readFile(join(REPO_ROOT, path), 'utf8');
const loadAction = async (path: string) => parse(await read(path)) as ActionYml;

/** Every action under actions/ is documented in a section of its own: `## \`actions/<name>\`` of docs/actions.md. */
const SECTIONS = readdirSync(join(REPO_ROOT, 'actions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The text of a heading (the whole line) up to the next heading of level 2 or 3. */
function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && /^#{2,3} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Rows of the markdown tables whose header starts with `| <first> |`: first cell (unquoted) -> other cells. */
function tableRows(text: string, first: 'Input' | 'Output'): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  let inTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells[0] === first) {
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0] ?? '')) continue;
    const name = /^`([\w-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (name) rows.set(name, cells.slice(1));
  }
  return rows;
}

/** How the Default column of docs/actions.md must show an action.yml default. */
function defaultProblem(name: string, input: ActionInput, cell: string | undefined): string | undefined {
  if (cell === undefined) return `input ${name} is not in the docs' table`;
  const value = input.default ?? '';
  if (input.required) return cell === 'required' ? undefined : `input ${name}: "${cell}", want "required"`;
  if (value === '')
    return cell === 'empty' || cell.startsWith('empty: ')
      ? undefined
      : `input ${name}: "${cell}", want "empty" (its action.yml default is empty)`;
  return cell === `\`${value}\`` || cell.startsWith(`\`${value}\` `)
    ? undefined
    : `input ${name}: "${cell}", want \`${value}\``;
}

/** Every difference between one action.yml and its section of docs/actions.md. */
function docProblems(action: ActionYml, text: string | undefined): string[] {
  if (text === undefined) return ['no section in docs/actions.md'];
  const problems: string[] = [];
  const inputs = tableRows(text, 'Input');
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    const problem = defaultProblem(name, input, inputs.get(name)?.[0]);
    if (problem) problems.push(problem);
  }
  for (const name of inputs.keys()) {
    if (!(name in (action.inputs ?? {})))
      problems.push(`the docs document input ${name}, the action has none`);
  }
  const outputs = tableRows(text, 'Output');
  for (const name of Object.keys(action.outputs ?? {})) {
    if (!outputs.has(name)) problems.push(`output ${name} is not in the docs' table`);
  }
  for (const name of outputs.keys()) {
    if (!(name in (action.outputs ?? {})))
      problems.push(`the docs document output ${name}, the action has none`);
  }
  return problems;
}

describe('docs/actions.md and action.yml', () => {
  it.each(SECTIONS)(
    'actions/%s: every input (with its default) and output, and nothing else',
    async (name) => {
      const doc = await read(ACTIONS_DOC);
      const action = await loadAction(`actions/${name}/action.yml`);
      expect(docProblems(action, section(doc, `## \`actions/${name}\``))).toEqual([]);
    },
  );

  it('the root action: the inputs and outputs of setup-osmosis and eval-run, with the same defaults', async () => {
    const root = await loadAction('action.yml');
    const parts = [
      await loadAction('actions/setup-osmosis/action.yml'),
      await loadAction('actions/eval-run/action.yml'),
    ];
    const inputs = Object.assign({}, ...parts.map((part) => part.inputs)) as Record<string, ActionInput>;
    expect(Object.keys(root.inputs).sort()).toEqual(Object.keys(inputs).sort());
    for (const [name, input] of Object.entries(root.inputs)) {
      expect({ name, required: !!input.required, default: input.default ?? '' }).toEqual({
        name,
        required: !!inputs[name]?.required,
        default: inputs[name]?.default ?? '',
      });
    }
    const outputs = parts.flatMap((part) => Object.keys(part.outputs));
    expect(Object.keys(root.outputs).sort()).toEqual([...new Set(outputs)].sort());
    const doc = await read(ACTIONS_DOC);
    expect(section(doc, '## `osmosis-ci/osmosis-ci`')).toMatch(/inputs are those of \[setup-osmosis\]/);
  });

  it('the README says how many actions there are, and its table links each one to its section', async () => {
    const readme = await read('README.md');
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const count = /^(\w+) JavaScript actions/m.exec(readme)?.[1]?.toLowerCase();
    expect(count).toBe(words[SECTIONS.length + 1]); // actions/* and the root action
    const table = section(readme, '## The actions') ?? '';
    for (const name of SECTIONS)
      expect(table, name).toContain(`[\`actions/${name}\`](${ACTIONS_DOC}#actions${name})`);
    expect(table).toContain(`[\`osmosis-ci/osmosis-ci\`](${ACTIONS_DOC}#osmosis-ciosmosis-ci)`);
    // docs/actions.md has the same table, linking to its own sections.
    const own = (await read(ACTIONS_DOC)).split('\n## ')[0] ?? '';
    for (const name of SECTIONS) expect(own, name).toContain(`[\`actions/${name}\`](#actions${name})`);
    expect(own).toContain('[`osmosis-ci/osmosis-ci`](#osmosis-ciosmosis-ci)');
  });

  it('catches an input renamed in one place only, a changed default, and a missing output', async () => {
    const text = section(await read(ACTIONS_DOC), '## `actions/eval-run`');
    const action = await loadAction('actions/eval-run/action.yml');
    const { 'min-pass-rate': renamed, ...rest } = action.inputs;
    expect(docProblems({ ...action, inputs: { ...rest, 'minimum-pass-rate': renamed ?? {} } }, text)).toEqual(
      [
        "input minimum-pass-rate is not in the docs' table",
        'the docs document input min-pass-rate, the action has none',
      ],
    );
    const changed = { ...action, inputs: { ...action.inputs, 'cache-timeout-seconds': { default: '60' } } };
    expect(docProblems(changed, text)).toEqual(['input cache-timeout-seconds: "`120`", want `60`']);
    const { verdict: _dropped, ...outputs } = action.outputs;
    expect(docProblems({ ...action, outputs }, text)).toEqual([
      'the docs document output verdict, the action has none',
    ]);
  });
});

/** Markdown files a user reads: the README, docs/, the top-level documents and the examples. */
async function documents(): Promise<string[]> {
  const files = ['README.md', 'CHANGELOG.md', 'SECURITY.md'];
  for (const dir of ['docs', 'examples', 'bench']) {
    for (const entry of await readdir(join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md'))
        files.push(join(entry.parentPath, entry.name).slice(REPO_ROOT.length).replace(/^\//, ''));
    }
  }
  return files;
}

/** `uses:` lines of the user docs (the README and its docs/ reference: their YAML blocks) and of the example workflows. */
async function usesLines(): Promise<Array<{ file: string; uses: string }>> {
  const found: Array<{ file: string; uses: string }> = [];
  const files = [
    ...USER_DOCS,
    ...(await readdir(join(REPO_ROOT, 'examples/workflows')))
      .filter((name) => name.endsWith('.yml'))
      .map((name) => `examples/workflows/${name}`),
  ];
  for (const file of files) {
    for (const match of (await read(file)).matchAll(/^\s*-?\s*uses:\s*([^\s#]+)/gm)) {
      found.push({ file, uses: match[1] ?? '' });
    }
  }
  return found;
}

describe('what the docs point at exists', () => {
  it('every `uses:` of this repository names an action.yml it has, at @v1', async () => {
    const ours = (await usesLines()).filter(({ uses }) => uses.startsWith('osmosis-ci/osmosis-ci'));
    expect(ours.length).toBeGreaterThan(6);
    const { version } = JSON.parse(await read('package.json')) as { version: string };
    for (const { file, uses } of ours) {
      const match = /^osmosis-ci\/osmosis-ci((?:\/[\w.-]+)*)@(.+)$/.exec(uses);
      expect(match, `${file}: ${uses}`).not.toBeNull();
      const path = (match?.[1] ?? '').replace(/^\//, '');
      expect(existsSync(join(REPO_ROOT, path, 'action.yml')), `${file}: ${uses} has no action.yml`).toBe(
        true,
      );
      expect(match?.[2], `${file}: ${uses}`).toBe(`v${version.split('.')[0]}`);
    }
    // Each action has a job to copy in docs/actions.md, and the README's own job uses eval-run.
    const docUses = new Set(ours.filter(({ file }) => file === ACTIONS_DOC).map(({ uses }) => uses));
    for (const action of ['', ...SECTIONS.map((name) => `/actions/${name}`)]) {
      expect(docUses.has(`osmosis-ci/osmosis-ci${action}@v1`), action || 'root').toBe(true);
    }
    const readmeUses = new Set(ours.filter(({ file }) => file === 'README.md').map(({ uses }) => uses));
    expect(readmeUses.has('osmosis-ci/osmosis-ci/actions/eval-run@v1')).toBe(true);
  });

  it('every other `uses:` is a local action that exists or an action pinned by commit SHA', async () => {
    for (const { file, uses } of await usesLines()) {
      if (uses.startsWith('osmosis-ci/osmosis-ci')) continue;
      if (uses.startsWith('./')) expect(existsSync(join(REPO_ROOT, uses, 'action.yml')), uses).toBe(true);
      else expect(uses, file).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
    }
  });

  it('examples/workflows/README.md lists every example workflow in one table', async () => {
    const lines = (await read('examples/workflows/README.md')).split('\n');
    const start = lines.findIndex((line) => line.startsWith('| Workflow'));
    const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
    const table = lines.slice(start, end).join('\n');
    const workflows = (await readdir(join(REPO_ROOT, 'examples/workflows'))).filter((name) =>
      name.endsWith('.yml'),
    );
    expect(workflows.length).toBeGreaterThan(5);
    for (const name of workflows) expect(table, name).toContain(`| [${name}](${name})`);
  });

  it('no document links to a file the repository does not contain', async () => {
    const missing: string[] = [];
    for (const file of await documents()) {
      const text = await read(file);
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? '').split('#')[0] ?? '';
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(resolve(join(REPO_ROOT, dirname(file)), target))) missing.push(`${file}: ${target}`);
      }
      if (/\.\.\/shared\/|harness\.md|design\.md/.test(text))
        missing.push(`${file}: names a document outside the repository`);
    }
    expect(missing).toEqual([]);
  });

  it('no link names a heading its markdown target does not have', async () => {
    const missing: string[] = [];
    for (const file of await documents()) {
      for (const match of (await read(file)).matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)) {
        const [path = '', anchor = ''] = (match[1] ?? '').split('#');
        if (/^[a-z]+:/i.test(path)) continue;
        const target = path === '' ? file : join(dirname(file), path);
        if (!target.endsWith('.md') || !existsSync(join(REPO_ROOT, target))) continue;
        if (!headingAnchors(await read(target)).has(anchor)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the README links to every document of the reference, and headingAnchors spells anchors as GitHub does', async () => {
    const readme = await read('README.md');
    for (const file of USER_DOCS.filter((doc) => doc !== 'README.md'))
      expect(readme, file).toContain(`](${file})`);
    const anchors = headingAnchors(
      '# The actions\n## `actions/eval-run`\n### Repeats: pass@k and pass^k\n```sh\n# not a heading\n```\n## Forks\n## Forks\n',
    );
    expect([...anchors]).toEqual([
      'the-actions',
      'actionseval-run',
      'repeats-passk-and-passk',
      'forks',
      'forks-1',
    ]);
  });
});

/** The anchors GitHub gives a markdown text's headings (outside code blocks), a repeated one numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replaceAll(' ', '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
