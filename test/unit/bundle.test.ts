/**
 * The run bundle: what goes in and in which order (core/artifacts/bundle.ts), the streamed secret scan (a value
 * split across a chunk boundary), and the zip written from a run directory laid out as osmosis 0.3.8
 * lays it out, read back with unzip: the size limit holds, the most valuable files are kept, the README
 * says what was left out, and no entry (name or content) holds a secret value.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeBundle } from '../../src/adapters/bundle-file.js';
import { SecretScanner } from '../../src/adapters/secret-scan.js';
import {
  artifactUrl,
  type BundleCandidate,
  createBundleRows,
  entryCost,
  GENERATED_RESERVE,
  planBundle,
  secretForms,
} from '../../src/core/artifacts/bundle.js';
import { refusedName, renderBundleSection } from '../../src/core/artifacts/bundle-words.js';
import { UsageError } from '../../src/core/errors.js';
import { LIMITS, parseEvalRunInputs } from '../../src/core/inputs.js';
import type { IndexRow } from '../../src/core/metrics.js';

const run = promisify(execFile);
const MB = 1024 * 1024;

const candidate = (
  entry: string,
  size: number,
  kind: BundleCandidate['kind'],
  rank = 0,
): BundleCandidate => ({
  entry,
  source: `/src/${entry}`,
  size,
  kind,
  rank,
});

describe('planBundle', () => {
  it('keeps the most valuable files first, passes over one too big for what is left, and lists the rest', () => {
    const limit =
      GENERATED_RESERVE +
      entryCost(500, 'report.md') +
      entryCost(300_000, 'rows/row-1-run-0/trajectory.json') +
      entryCost(10, 'rows/row-2-run-0/trajectory.json');
    const plan = planBundle(
      [
        candidate('rows/row-2-run-0/artifacts/big.bin', 900_000, 'failing-artifact', 1),
        candidate('rows/row-2-run-0/trajectory.json', 10, 'failing-trajectory', 1),
        candidate('run/logs.txt', 400_000, 'logs'),
        candidate('rows/row-1-run-0/trajectory.json', 300_000, 'failing-trajectory', 0),
        candidate('report.md', 500, 'report'),
      ],
      limit,
    );
    expect(plan.included.map((c) => c.entry)).toEqual([
      'report.md',
      'rows/row-1-run-0/trajectory.json',
      'rows/row-2-run-0/trajectory.json',
    ]);
    expect(plan.omitted.map((c) => c.entry)).toEqual(['run/logs.txt', 'rows/row-2-run-0/artifacts/big.bin']);
    expect(plan.bytes + GENERATED_RESERVE).toBeLessThanOrEqual(limit);
  });

  it('gives a refused file no room: the next one takes it', () => {
    const limit = GENERATED_RESERVE + entryCost(1000, 'rows/row-1-run-0/trajectory.json');
    const files = [
      candidate('rows/row-0-run-0/trajectory.json', 1000, 'failing-trajectory', 0),
      candidate('rows/row-1-run-0/trajectory.json', 1000, 'failing-trajectory', 1),
    ];
    expect(planBundle(files, limit).included.map((c) => c.entry)).toEqual([
      'rows/row-0-run-0/trajectory.json',
    ]);
    const plan = planBundle(files, limit, new Set(['rows/row-0-run-0/trajectory.json']));
    expect(plan.included.map((c) => c.entry)).toEqual(['rows/row-1-run-0/trajectory.json']);
    expect(plan.refused.map((c) => c.entry)).toEqual(['rows/row-0-run-0/trajectory.json']);
    expect(plan.omitted).toEqual([]);
  });
});

describe('createBundleRows', () => {
  const row = (r: number, fields: Partial<IndexRow>): IndexRow => ({
    row_index: r,
    run_index: 0,
    status: 'success',
    ...fields,
  });

  it('keeps the failing rows worst first (errors, then lowest reward) by dataset row, and passing ones only for all', () => {
    const rows = [
      row(0, { reward: 1 }),
      row(1, { reward: 0.5 }),
      row(2, { status: 'failed', error_type: 'TIMEOUT' }),
      row(3, { reward: 0 }),
      row(4, { status: 'skipped' }),
    ];
    const pick = (mode: 'failing' | 'all') => {
      const picker = createBundleRows(mode, 1);
      // A selection 10-14: the files are named by position, the folders by dataset row.
      for (const r of rows) picker.add(r, { ...r, row_index: r.row_index + 10 });
      return picker.finish();
    };
    const failing = pick('failing');
    expect(failing.total).toBe(5);
    expect(failing.rows.map((r) => [r.stem, r.datasetRow, r.rank])).toEqual([
      ['row_2_run_0', 12, 0],
      ['row_3_run_0', 13, 1],
      ['row_1_run_0', 11, 2],
    ]);
    const all = pick('all');
    expect(all.rows.map((r) => [r.stem, r.failing])).toEqual([
      ['row_2_run_0', true],
      ['row_3_run_0', true],
      ['row_1_run_0', true],
      ['row_0_run_0', false],
    ]);
  });
});

describe('secret forms and names', () => {
  it('looks for a value as is, JSON-escaped, and JSON-escaped to ASCII as Python writes it', () => {
    expect(secretForms(['a"b\\é', ''])).toEqual(['a"b\\é', 'a\\"b\\\\é', 'a\\"b\\\\\\u00e9']);
  });

  it('names a refused file whose name holds a value by its folder only', () => {
    const forms = secretForms(['hunter2-canary']);
    expect(refusedName({ entry: 'rows/row-3-run-0/artifacts/leak.txt' }, forms)).toBe(
      'rows/row-3-run-0/artifacts/leak.txt',
    );
    const named = refusedName({ entry: 'rows/row-3-run-0/artifacts/hunter2-canary.txt' }, forms);
    expect(named).not.toContain('hunter2-canary');
    expect(named).toContain('rows/row-3-run-0/');
  });

  it('links the workflow artifact and says what was left out and refused', () => {
    expect(
      artifactUrl({
        serverUrl: 'https://github.com/',
        repository: 'acme/widgets',
        runId: '7',
        artifactId: 42,
      }),
    ).toBe('https://github.com/acme/widgets/actions/runs/7/artifacts/42');
    const text = renderBundleSection({
      file: '/ws/.osmosis/ci/r/osmosis-bundle-r.zip',
      files: 4,
      bytes: 2048,
      omitted: { count: 7, bytes: 3 * MB, names: ['run/logs.txt'] },
      refused: { count: 1, names: ['rows/row-3-run-0/artifacts/leak.txt'] },
      artifactUrl: 'https://github.com/acme/widgets/actions/runs/7/artifacts/42',
    });
    expect(text).toContain(
      '[osmosis-bundle-r.zip](https://github.com/acme/widgets/actions/runs/7/artifacts/42)',
    );
    expect(text).toContain('Left out past the size limit: 7 files (3.0 MB): `run/logs.txt`, and 6 more');
    expect(text).toContain(
      'Refused (holds a secret value given to the step): `rows/row-3-run-0/artifacts/leak.txt`',
    );
    // An upload error shows as one line of text, never as markup.
    const failed = renderBundleSection({
      file: 'b.zip',
      files: 1,
      bytes: 10,
      omitted: { count: 0, bytes: 0, names: [] },
      refused: { count: 0, names: [] },
      uploadError: `<img src=x> ${'y'.repeat(400)}\nsecond line`,
    });
    expect(failed).toContain('`b.zip` (not uploaded: &lt;img src=x&gt; yyy');
    expect(failed).not.toContain('second line');
  });
});

describe('SecretScanner', () => {
  it('finds a value split across the 64 KiB chunk boundary, and nothing in a clean file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scan-'));
    const value = 'canary-0123456789';
    for (const cut of [1, 8, value.length - 1]) {
      const file = join(dir, `split-${cut}.txt`);
      await writeFile(
        file,
        Buffer.concat([Buffer.alloc((1 << 16) - cut, 'x'), Buffer.from(value), Buffer.alloc(1000, 'y')]),
      );
      expect(await new SecretScanner([value]).fileHolds(file)).toBe(true);
    }
    const clean = join(dir, 'clean.txt');
    await writeFile(
      clean,
      Buffer.concat([
        Buffer.alloc((1 << 16) - 5, 'x'),
        Buffer.from(value.slice(0, -1)),
        Buffer.alloc(3 << 16, 'z'),
      ]),
    );
    expect(await new SecretScanner([value]).fileHolds(clean)).toBe(false);
  });
});

/** A run directory as osmosis 0.3.8 writes it, over the row selection 5-9. */
async function fakeRun(root: string, canary: string): Promise<{ runDir: string; resultDir: string }> {
  const runDir = join(root, '.osmosis/evals/r');
  const resultDir = join(root, '.osmosis/ci/r');
  await mkdir(join(runDir, 'trajectories'), { recursive: true });
  await mkdir(resultDir, { recursive: true });
  const rewards = [1, 0, 0.5, 1, 0];
  await writeFile(
    join(runDir, 'index.jsonl'),
    rewards
      .map((reward, i) =>
        JSON.stringify({
          row_index: i,
          run_index: 0,
          rollout_id: `id${i}`,
          status: 'success',
          reward,
          duration_ms: 5,
        }),
      )
      .join('\n'),
  );
  await writeFile(
    join(runDir, 'manifest.json'),
    JSON.stringify({ inputs: { dataset: { selected_source_rows: '5-9' } } }),
  );
  await writeFile(join(runDir, 'metrics.json'), '{}');
  await writeFile(join(runDir, 'logs.txt'), 'log line [REDACTED]\n'.repeat(1000));
  for (let i = 0; i < 5; i += 1) {
    await writeFile(
      join(runDir, 'trajectories', `row_${i}_run_0.json`),
      JSON.stringify({ steps: [`row ${i}`] }),
    );
  }
  // Row 6 (position 1) wrote the canary into an artifact, JSON-escaped in one and in its name in another.
  const art = (stem: string) => join(runDir, 'artifacts', stem);
  await mkdir(join(art('row_1_run_0'), 'deep'), { recursive: true });
  await writeFile(join(art('row_1_run_0'), 'leak.txt'), `token=${canary}\n`);
  await writeFile(join(art('row_1_run_0'), 'deep', 'ok.txt'), 'fine');
  await writeFile(join(art('row_1_run_0'), `${canary}.txt`), 'named after it');
  await mkdir(art('row_4_run_0'), { recursive: true });
  // Incompressible, so the limit is really tested: 700 KB cannot fit beside the rest in 1 MB.
  const noise = Buffer.alloc(700_000);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  await writeFile(join(art('row_4_run_0'), 'screen.bin'), noise);
  await writeFile(join(art('row_4_run_0'), 'screen2.bin'), noise.subarray(0, 600_000));
  await writeFile(join(resultDir, 'report.md'), '# report\n');
  await writeFile(join(resultDir, 'result.json'), '{}');
  return { runDir, resultDir };
}

const zipEntries = async (zip: string) =>
  (await run('unzip', ['-Z1', zip])).stdout.split('\n').filter((line) => line !== '');

describe('writeBundle', () => {
  it('writes the failing rows under the limit, keeps the most valuable, refuses secret-holding files and names them', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bundle-'));
    const canary = 'osmosis-ci-canary-7f3e';
    const { runDir, resultDir } = await fakeRun(root, canary);
    const file = join(resultDir, 'osmosis-bundle-r.zip');
    const written = await writeBundle({
      file,
      runDir,
      resultDir,
      runName: 'r',
      mode: 'failing',
      limitBytes: MB,
      passThreshold: 1,
      secrets: [canary],
    });
    expect((await stat(file)).size).toBe(written.zipBytes);
    expect(written.zipBytes).toBeLessThanOrEqual(MB);
    const entries = await zipEntries(file);
    // Failing rows are positions 1, 2, 4: dataset rows 6, 7, 9; passing rows 5 and 8 are not bundled.
    expect(entries).toEqual(
      expect.arrayContaining([
        'README.md',
        'manifest.json',
        'report.md',
        'result.json',
        'run/index.jsonl',
        'run/logs.txt',
        'rows/row-6-run-0/trajectory.json',
        'rows/row-7-run-0/trajectory.json',
        'rows/row-9-run-0/trajectory.json',
        'rows/row-6-run-0/artifacts/deep/ok.txt',
        'rows/row-9-run-0/artifacts/screen2.bin',
      ]),
    );
    expect(entries.some((e) => e.startsWith('rows/row-5-') || e.startsWith('rows/row-8-'))).toBe(false);
    // The smaller artifact fitted; the bigger one did not, and the README says so.
    expect(entries).not.toContain('rows/row-9-run-0/artifacts/screen.bin');
    expect(written.plan.omitted.map((c) => c.entry)).toEqual(['rows/row-9-run-0/artifacts/screen.bin']);
    const readme = (await run('unzip', ['-p', file, 'README.md'])).stdout;
    expect(readme).toContain('## Left out: past the size limit (1 file');
    expect(readme).toContain(
      '- rows/row-9-run-0/artifacts/screen.bin (artifact of a failing row, 700000 bytes)',
    );
    // Refused: the file holding the value is named; the one named after it is not shown by name.
    expect(readme).toContain('- rows/row-6-run-0/artifacts/leak.txt (artifact of a failing row)');
    expect(written.plan.refused).toHaveLength(2);
    expect(entries.some((e) => e.includes('leak.txt') || e.includes(canary))).toBe(false);
    // No entry, name or content, holds the value in any form.
    const extracted = join(root, 'x');
    await run('unzip', ['-q', file, '-d', extracted]);
    const { stdout } = await run('grep', ['-rlF', canary, extracted]).catch(
      (error: { stdout: string }) => error,
    );
    expect(stdout).toBe('');
    const manifest = JSON.parse(await readFile(join(extracted, 'manifest.json'), 'utf8')) as {
      omitted: { count: number };
      refused: { count: number; files: { path: string }[] };
    };
    expect(manifest.omitted.count).toBe(1);
    expect(manifest.refused.files.map((f) => f.path)).toContain('rows/row-6-run-0/artifacts/leak.txt');
  });

  it('bundles every row with mode all, and nothing is left out under a roomy limit', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bundle-all-'));
    const { runDir, resultDir } = await fakeRun(root, 'another-canary-1234');
    const written = await writeBundle({
      file: join(resultDir, 'b.zip'),
      runDir,
      resultDir,
      runName: 'r',
      mode: 'all',
      limitBytes: 50 * MB,
      passThreshold: 1,
      secrets: ['another-canary-1234'],
    });
    const entries = await zipEntries(join(resultDir, 'b.zip'));
    for (const row of [5, 6, 7, 8, 9]) expect(entries).toContain(`rows/row-${row}-run-0/trajectory.json`);
    expect(written.plan.omitted).toEqual([]);
    expect(entries).toContain('rows/row-9-run-0/artifacts/screen.bin');
  });
});

describe('bundle inputs', () => {
  const parse = (raw: Record<string, string>) =>
    parseEvalRunInputs(
      (name) => ({ config: 'configs/eval/a.toml', ...raw })[name],
      (name) => `the \`${name}\` input`,
    );

  it('defaults to the failing rows, 50 MB, upload-artifact unset (the viewer alone is uploaded)', () => {
    const inputs = parse({});
    expect([inputs.bundle, inputs['bundle-max-mb'], inputs['upload-artifact']]).toEqual([
      'failing',
      50,
      undefined,
    ]);
    expect(parse({ 'upload-artifact': 'FALSE' })['upload-artifact']).toBe(false);
    expect(parse({ bundle: 'all', 'bundle-max-mb': '2.5', 'upload-artifact': 'true' })).toMatchObject({
      bundle: 'all',
      'bundle-max-mb': 2.5,
      'upload-artifact': true,
    });
  });

  it('refuses an unknown mode and a limit outside its bounds, naming the input', () => {
    expect(() => parse({ bundle: 'zip' })).toThrow(/the `bundle` input must be one of failing, all, off/);
    expect(() => parse({ 'bundle-max-mb': '0.5' })).toThrow(
      /the `bundle-max-mb` input must be a number of megabytes from 1 to 2048, got "0.5"/,
    );
    expect(() => parse({ 'bundle-max-mb': `${LIMITS.bundleMaxMb.max + 1}` })).toThrow(UsageError);
  });
});
