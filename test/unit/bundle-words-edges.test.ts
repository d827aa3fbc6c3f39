/**
 * bundle-words.ts at its edges: the README's sections in the singular, each kind's words, the lists at
 * exactly BUNDLE_LISTED names and one past, the report's note capped at five names, and its paragraph's
 * "and N more".
 */
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_LISTED,
  type BundleCandidate,
  type BundleKind,
  type BundlePlan,
} from '../../src/core/artifacts/bundle.js';
import {
  bundleNote,
  renderBundleReadme,
  renderBundleSection,
} from '../../src/core/artifacts/bundle-words.js';

const file = (entry: string, kind: BundleKind = 'logs', size = 10): BundleCandidate => ({
  entry,
  source: `/run/${entry}`,
  size,
  kind,
  rank: 0,
});
const plan = (over: Partial<BundlePlan>): BundlePlan => ({
  included: [],
  omitted: [],
  refused: [],
  limitBytes: 1024 * 1024,
  bytes: 0,
  ...over,
});
const facts = { runName: 'r', mode: 'failing' as const, rows: { failing: 1, total: 2 } };
const many = (count: number) => Array.from({ length: count }, (_, i) => file(`f${i}`));

describe('renderBundleReadme at its edges', () => {
  it('one file left out and one refused: singular headings, each kind in words', () => {
    const kinds: [BundleKind, string][] = [
      ['report', 'report'],
      ['outcomes', 'per-row outcomes'],
      ['failing-trajectory', 'trajectory of a failing row'],
      ['logs', 'run logs'],
      ['failing-artifact', 'artifact of a failing row'],
      ['passing-trajectory', 'trajectory of a passing row'],
      ['passing-artifact', 'artifact of a passing row'],
    ];
    for (const [kind, words] of kinds) {
      const readme = renderBundleReadme(
        plan({ omitted: [file('a.txt', kind, 5)], refused: [file('b.txt', kind)] }),
        facts,
        [],
      );
      expect(readme).toContain(
        '\n\n## Left out: past the size limit (1 file, 0.00 MB)\n\nThe most valuable files were kept first',
      );
      expect(readme).toContain(`\n- a.txt (${words}, 5 bytes)\n`);
      expect(readme).toContain('\n\n## Refused: holds a secret value (1 file)\n\n');
      expect(readme).toContain(`\n- b.txt (${words})\n`);
    }
  });

  it(`lists ${BUNDLE_LISTED} names without "and more", and says the rest past them`, () => {
    const exact = renderBundleReadme(
      plan({ omitted: many(BUNDLE_LISTED), refused: many(BUNDLE_LISTED) }),
      facts,
      [],
    );
    expect(exact).not.toContain('- … and');
    const past = renderBundleReadme(
      plan({ omitted: many(BUNDLE_LISTED + 2), refused: many(BUNDLE_LISTED + 1) }),
      facts,
      [],
    );
    expect(past).toContain(`\n- f${BUNDLE_LISTED - 1} (run logs, 10 bytes)\n- … and 2 more\n`);
    expect(past).toContain(`\n- f${BUNDLE_LISTED - 1} (run logs)\n- … and 1 more\n`);
    expect(past).not.toContain(`- f${BUNDLE_LISTED} `);
  });
});

describe("the report's note and paragraph", () => {
  it('names five files of each list and counts the rest', () => {
    const note = bundleNote('/tmp/b.zip', 2048, plan({ omitted: many(7), refused: many(6) }), []);
    expect(note.omitted).toEqual({ count: 7, bytes: 70, names: ['f0', 'f1', 'f2', 'f3', 'f4'] });
    expect(note.refused).toEqual({ count: 6, names: ['f0', 'f1', 'f2', 'f3', 'f4'] });
    expect(renderBundleSection(note)).toBe(
      [
        '**Run bundle:** `b.zip`: 0 files, 0.00 MB.',
        "Left out past the size limit: 7 files (0.00 MB): `f0`, `f1`, `f2`, `f3`, `f4`, and 2 more; the bundle's README.md lists them.",
        '> [!WARNING]\n> Refused (holds a secret value given to the step): `f0`, `f1`, `f2`, `f3`, `f4`, and 1 more.',
      ].join('\n\n'),
    );
  });

  it('one file left out: singular, no "and more"', () => {
    const note = bundleNote('b.zip', 10, plan({ included: [file('x')], omitted: [file('a')] }), []);
    expect(renderBundleSection(note)).toBe(
      "**Run bundle:** `b.zip`: 1 file, 0.00 MB.\n\nLeft out past the size limit: 1 file (0.00 MB): `a`; the bundle's README.md lists them.",
    );
  });
});
