/**
 * What a user pastes from the docs works: every ```yaml block of the README and docs/ parses with a real
 * YAML parser, and every block that is a whole workflow passes actionlint (the pinned one,
 * scripts/ensure-actionlint.sh); a block of steps is a list of steps. Every ```sh block of the README and
 * of the docs/ reference it links to (test/helpers/user-docs.ts) is either run by a test (named here,
 * which must contain its commands) or says it is an excerpt.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { USER_DOCS } from '../helpers/user-docs.js';

interface Block {
  file: string;
  /** The line of the opening fence, 1-based. */
  line: number;
  lang: string;
  text: string;
}

/** The fenced code blocks of a markdown text. */
function codeBlocks(file: string, markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let open: { line: number; lang: string } | undefined;
  for (const [index, line] of lines.entries()) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (!fence) continue;
    if (!open) {
      open = { line: index + 1, lang: fence[1] ?? '' };
      continue;
    }
    blocks.push({ file, ...open, text: lines.slice(open.line, index).join('\n') });
    open = undefined;
  }
  return blocks;
}

/** The YAML parser's complaints about a block, each located at file:line. */
function yamlProblems(block: Block): string[] {
  return parseDocument(block.text).errors.map((error) => {
    const line = block.line + (error.linePos?.[0]?.line ?? 0);
    return `${block.file}:${line}: ${error.message.split('\n')[0]}`;
  });
}

const isWorkflow = (block: Block) => /^jobs:/m.test(block.text);

/** What is wrong with a block that is a list of steps (or a mapping such as `permissions:`). */
function fragmentProblems(block: Block): string[] {
  const value: unknown = parseDocument(block.text).toJS();
  if (!Array.isArray(value)) return [];
  return value.flatMap((step, index) =>
    step && typeof step === 'object' && ('uses' in step || 'run' in step)
      ? []
      : [`${block.file}:${block.line}: step ${index + 1} has neither uses nor run`],
  );
}

async function docBlocks(): Promise<Block[]> {
  const files = [
    'README.md',
    ...(await readdir(join(REPO_ROOT, 'docs')))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  const blocks: Block[] = [];
  for (const file of files) blocks.push(...codeBlocks(file, await readFile(join(REPO_ROOT, file), 'utf8')));
  return blocks;
}

const yamlBlocks = async () => (await docBlocks()).filter((block) => /^ya?ml$/.test(block.lang));

/**
 * The user docs' shell blocks a test runs, by the block's first line: the test file must name that line
 * (it takes the block from the README) or contain each command of the block. Any other block must begin
 * with a `# excerpt` comment.
 */
const RUN_BY_TEST: Record<string, string> = {
  'npm ci && npm run example': 'test/integration/example-script.test.ts',
  'npm ci && npm test': '.ci/run',
  'npm ci && npm run build': 'test/integration/readme-from-clone.test.ts',
};

describe('the YAML blocks of the README and docs/', () => {
  let actionlint = '';
  let dir = '';
  beforeAll(async () => {
    actionlint = execFileSync('bash', [join(REPO_ROOT, 'scripts/ensure-actionlint.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-readme-yaml-'));
  }, 600_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const lint = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, `${text}\n`);
    const run = spawnSync(actionlint, ['-no-color', '-oneline', path], { encoding: 'utf8' });
    return { code: run.status, output: `${run.stdout}${run.stderr}`.replaceAll(path, name) };
  };

  it('every one parses', async () => {
    const blocks = await yamlBlocks();
    expect(blocks.length).toBeGreaterThan(12);
    expect(blocks.flatMap(yamlProblems)).toEqual([]);
    expect(blocks.flatMap(fragmentProblems)).toEqual([]);
  });

  it('every whole workflow passes actionlint', async () => {
    const workflows = (await yamlBlocks()).filter(isWorkflow);
    expect(workflows.length).toBeGreaterThan(7);
    const problems: string[] = [];
    for (const block of workflows) {
      const name = `${block.file.replace(/\W/g, '-')}-line-${block.line}.yml`;
      const { code, output } = await lint(name, block.text);
      if (code !== 0) problems.push(output.trim());
    }
    expect(problems).toEqual([]);
  });

  it('catches a run: line with ": " in it, in the parser and in actionlint', async () => {
    const text = [
      'name: canary',
      'on: push',
      'permissions: {}',
      'jobs:',
      '  j:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "cache hit: $HIT"',
    ].join('\n');
    const block = { file: 'canary.md', line: 10, lang: 'yaml', text };
    expect(yamlProblems(block)).toEqual([
      expect.stringMatching(/^canary\.md:18: Nested mappings are not allowed in compact mappings/),
    ]);
    expect((await lint('canary.yml', text)).code).not.toBe(0);
    expect(fragmentProblems({ ...block, text: '- with: { a: 1 }' })).toEqual([
      'canary.md:10: step 1 has neither uses nor run',
    ]);
  });
});

describe('the shell blocks of the README and its docs/ reference', () => {
  it('each is run by a test, or says it is an excerpt', async () => {
    const userDocs: readonly string[] = USER_DOCS;
    const shell = (await docBlocks()).filter(
      (block) => userDocs.includes(block.file) && /^(sh|bash|shell|console)$/.test(block.lang),
    );
    expect(shell.filter((block) => block.file === 'README.md').length).toBeGreaterThan(2);
    const problems: string[] = [];
    for (const block of shell) {
      const lines = block.text.split('\n').filter((line) => line.trim() !== '');
      if (/^#\s*excerpt\b/i.test(lines[0] ?? '')) continue;
      const runner = RUN_BY_TEST[lines[0] ?? ''];
      if (!runner) {
        problems.push(`${block.file}:${block.line}: neither run by a test nor marked "# excerpt"`);
        continue;
      }
      const source = await readFile(join(REPO_ROOT, runner), 'utf8');
      // A test that takes the block from the README names its first line; any other has its commands.
      if (source.includes(lines[0] ?? '')) continue;
      for (const command of lines.flatMap((text) => text.split(/\s*&&\s*/)))
        if (!hasCommand(command, source))
          problems.push(`${block.file}:${block.line}: ${runner} does not run "${command}"`);
    }
    expect(problems).toEqual([]);
  });
});

/** A documented command is in the test's source when its words are (the test may quote or split them). */
function hasCommand(command: string, source: string): boolean {
  const words = command
    .replace(/\\$/, '')
    .trim()
    .split(/\s+/)
    .filter((word) => !/^(npm|npx|node|cd|&&|\\)$/.test(word));
  return words.every((word) => source.includes(word.replaceAll('"', '')));
}
