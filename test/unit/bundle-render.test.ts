/** The words of the run bundle: its README.md and the report's paragraph about it (core/artifacts/bundle.ts). */
import { describe, expect, it } from 'vitest';
import {
  artifactUrl,
  BUNDLE_LISTED,
  type BundleCandidate,
  type BundlePlan,
} from '../../src/core/artifacts/bundle.js';
import {
  type BundleNote,
  bundleNote,
  renderBundleReadme,
  renderBundleSection,
} from '../../src/core/artifacts/bundle-words.js';

const MB = 1024 * 1024;
const file = (entry: string, size: number, kind: BundleCandidate['kind']): BundleCandidate => ({
  entry,
  source: `/run/${entry}`,
  size,
  kind,
  rank: 0,
});
const plan = (overrides: Partial<BundlePlan>): BundlePlan => ({
  included: [],
  omitted: [],
  refused: [],
  limitBytes: 50 * MB,
  bytes: 0,
  ...overrides,
});

const HEAD = [
  '',
  '- `report.md`, `result.json`: the report and the result document of the run.',
  '- `rows.json`, `junit.xml`, `run/index.jsonl`, `run/metrics.json`: the per-row outcomes.',
  "- `run/logs.txt`: osmosis's log of the run (secret values it knew replaced by [REDACTED]).",
  '- `rows/row-<dataset row>-run-<run>/trajectory.json` and `…/artifacts/`: what each work item did.',
  '- `manifest.json`: this list, machine-readable.',
  '',
];

describe('renderBundleReadme', () => {
  it('with everything in: what the bundle holds and the limit it kept to', () => {
    const text = renderBundleReadme(
      plan({ included: [file('report.md', 1, 'report')] }),
      { runName: 'nightly', mode: 'failing', rows: { failing: 1, total: 3 } },
      [],
    );
    expect(text).toBe(
      [
        '# osmosis-ci run bundle: nightly',
        '',
        "The evidence of the eval run `nightly`: the report, the verdict's documents and the trajectories and artifacts of the failing rows (1 failing work item of 3).",
        ...HEAD,
        '1 file included, within the limit of 50.0 MB.',
        '',
      ].join('\n'),
    );
  });

  it('lists what the size limit left out and what was refused, by kind', () => {
    const text = renderBundleReadme(
      plan({
        included: [file('a', 1, 'report'), file('b', 1, 'outcomes')],
        omitted: [
          file('run/logs.txt', 3 * MB, 'logs'),
          file('rows/row-2-run-0/trajectory.json', MB / 2, 'passing-trajectory'),
        ],
        refused: [file('rows/row-1-run-0/artifacts/k3y', 9, 'failing-artifact')],
        limitBytes: 512 * 1024,
      }),
      { runName: 'r', mode: 'all', rows: { failing: 2, total: 2 } },
      ['k3y'],
    );
    expect(text).toContain('artifacts of every row (2 failing work items of 2).');
    expect(text).toContain('2 files included, within the limit of 0.50 MB.');
    expect(text).toContain(
      [
        '## Left out: past the size limit (2 files, 3.5 MB)',
        '',
        'The most valuable files were kept first (report, outcomes, failing trajectories worst row first, logs, artifacts). Raise `bundle-max-mb` to keep more.',
        '',
        `- run/logs.txt (run logs, ${3 * MB} bytes)`,
        `- rows/row-2-run-0/trajectory.json (trajectory of a passing row, ${MB / 2} bytes)`,
        '',
        '## Refused: holds a secret value (1 file)',
        '',
        'These files contain a value of a secret given to the step (osmosis redacts only the values it knows), so they are not in the bundle. Find what wrote the value and stop it.',
        '',
        '- a file in rows/row-1-run-0/ (its name holds a secret value, so it is not shown) (artifact of a failing row)',
        '',
      ].join('\n'),
    );
    expect(text.endsWith('(artifact of a failing row)\n')).toBe(true);
  });

  it('names every kind in words', () => {
    const kinds: [BundleCandidate['kind'], string][] = [
      ['report', 'report'],
      ['outcomes', 'per-row outcomes'],
      ['failing-trajectory', 'trajectory of a failing row'],
      ['failing-artifact', 'artifact of a failing row'],
      ['passing-artifact', 'artifact of a passing row'],
    ];
    const text = renderBundleReadme(
      plan({ omitted: kinds.map(([kind]) => file(kind, 1, kind)) }),
      { runName: 'r', mode: 'all', rows: { failing: 0, total: 0 } },
      [],
    );
    for (const [kind, words] of kinds) expect(text).toContain(`- ${kind} (${words}, 1 bytes)`);
    expect(text).toContain('## Left out: past the size limit (5 files, 0.00 MB)');
    expect(text).toContain('0 files included');
    expect(text).not.toContain('## Refused');
  });

  it('lists at most BUNDLE_LISTED names of each list and counts the rest', () => {
    const many = (kind: BundleCandidate['kind']) =>
      Array.from({ length: BUNDLE_LISTED + 2 }, (_, i) => file(`${kind}-${i}`, 1, kind));
    const text = renderBundleReadme(
      plan({ omitted: many('logs'), refused: many('report') }),
      { runName: 'r', mode: 'failing', rows: { failing: 0, total: 0 } },
      [],
    );
    expect(text).toContain(`- logs-${BUNDLE_LISTED - 1} (run logs, 1 bytes)\n- … and 2 more\n`);
    expect(text).not.toContain(`logs-${BUNDLE_LISTED} `);
    expect(text).toContain(`- report-${BUNDLE_LISTED - 1} (report)\n- … and 2 more\n`);
    expect(text).toContain(`## Refused: holds a secret value (${BUNDLE_LISTED + 2} files)`);
  });
});

describe('bundleNote', () => {
  it('counts the files and names the first five of each list', () => {
    const omitted = Array.from({ length: 7 }, (_, i) => file(`o${i}`, 10 * (i + 1), 'logs'));
    const note = bundleNote(
      'b.zip',
      4096,
      plan({ included: [file('a', 1, 'report')], omitted, refused: [file('rows/s3/x', 1, 'logs')] }),
      ['s3'],
    );
    expect(note).toEqual({
      file: 'b.zip',
      files: 1,
      bytes: 4096,
      omitted: { count: 7, bytes: 280, names: ['o0', 'o1', 'o2', 'o3', 'o4'] },
      refused: { count: 1, names: ['a file (its name holds a secret value, so it is not shown)'] },
    });
  });
});

describe('renderBundleSection', () => {
  const note = (overrides: Partial<BundleNote>): BundleNote => ({
    file: '/ws/out/osmosis-bundle-r.zip',
    files: 1,
    bytes: 2 * MB,
    omitted: { count: 0, bytes: 0, names: [] },
    refused: { count: 0, names: [] },
    ...overrides,
  });

  it('names the local file when it was not uploaded, in the singular for one file', () => {
    expect(renderBundleSection(note({}))).toBe('**Run bundle:** `osmosis-bundle-r.zip`: 1 file, 2.0 MB.');
    expect(renderBundleSection(note({ file: 'C:\\ci\\b.zip', files: 3, bytes: 1024 }))).toBe(
      '**Run bundle:** `b.zip`: 3 files, 0.00 MB.',
    );
  });

  it('says what was left out and refused, with no "more" when every name is shown', () => {
    const text = renderBundleSection(
      note({
        omitted: { count: 1, bytes: MB, names: ['run/logs.txt'] },
        refused: { count: 2, names: ['x', 'y'] },
      }),
    );
    expect(text).toBe(
      [
        '**Run bundle:** `osmosis-bundle-r.zip`: 1 file, 2.0 MB.',
        "Left out past the size limit: 1 file (1.0 MB): `run/logs.txt`; the bundle's README.md lists them.",
        '> [!WARNING]\n> Refused (holds a secret value given to the step): `x`, `y`.',
      ].join('\n\n'),
    );
    expect(renderBundleSection(note({ refused: { count: 9, names: ['x'] } }))).toContain('`x`, and 8 more.');
  });
});

describe('artifactUrl', () => {
  it('drops trailing slashes of the server URL', () => {
    expect(
      artifactUrl({ serverUrl: 'https://ghe.example///', repository: 'o/r', runId: '1', artifactId: 2 }),
    ).toBe('https://ghe.example/o/r/actions/runs/1/artifacts/2');
  });
});
