/** Release engineering: the version the docs promise, and the notes the release workflow publishes. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a plain ESM script without types (scripts/ are not part of the TypeScript project)
import { releaseNotes } from '../../scripts/release-notes.mjs';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { userDocs } from '../helpers/user-docs.js';

const read = (path: string) => readFile(join(REPO_ROOT, path), 'utf8');

/** The headings under [Unreleased] that announce features (anything but fixes and security notes). */
function unreleasedFeatures(changelog: string): string[] {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => /^## \[Unreleased\]/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => line.startsWith('### ') && !/^### (Fixed|Security)\b/.test(line));
}

interface Job {
  needs?: string | string[];
  steps: Array<{ run?: string }>;
}

/** The jobs a job waits for, directly or through others. */
function upstream(jobs: Record<string, Job>, name: string, seen = new Set<string>()): Set<string> {
  const needs = jobs[name]?.needs;
  for (const need of typeof needs === 'string' ? [needs] : (needs ?? [])) {
    if (seen.has(need)) continue;
    seen.add(need);
    upstream(jobs, need, seen);
  }
  return seen;
}

/**
 * Each step that creates the GitHub release or moves a tag must come after `npm publish`: later in the
 * same job, or in a job that waits for the publishing one. Otherwise a failed publish leaves `vX`
 * pointing at a version npm never got.
 */
function publishFirstProblems(jobs: Record<string, Job>): string[] {
  const publishing = Object.entries(jobs).flatMap(([name, job]) =>
    job.steps.some((step) => step.run?.includes('npm publish')) ? [name] : [],
  );
  if (publishing.length !== 1) return [`npm publish is in ${publishing.length} jobs, want 1`];
  const publisher = publishing[0] as string;
  const publishAt = jobs[publisher]?.steps.findIndex((step) => step.run?.includes('npm publish')) ?? -1;
  const problems: string[] = [];
  for (const [name, job] of Object.entries(jobs)) {
    job.steps.forEach((step, index) => {
      for (const marker of ['gh release create', 'refs/tags']) {
        if (!step.run?.includes(marker)) continue;
        const after = name === publisher ? index > publishAt : upstream(jobs, name).has(publisher);
        if (!after) problems.push(`${name} (${marker}) does not wait for npm publish`);
      }
    });
  }
  return problems;
}

describe('release', () => {
  it('package.json is the newest CHANGELOG.md release, with notes, and its major is what the docs use', async () => {
    const { version } = JSON.parse(await read('package.json')) as { version: string };
    const changelog = await read('CHANGELOG.md');
    const newest = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1];
    expect(newest).toBe(version);
    expect(releaseNotes(changelog, `v${version}`)).toMatch(/\S/);
    const major = version.split('.')[0];
    const readme = await read('README.md');
    expect(readme).toContain(`@v${major}`);
    expect(readme).toContain(`osmosis-ci@${major}`);
    // Every `uses: osmosis-ci/osmosis-ci…@ref` and `npx osmosis-ci@ref` of the user docs names this major.
    const docs = (await userDocs()).map(({ text }) => text).join('\n');
    const refs = [...docs.matchAll(/osmosis-ci(?:\/[\w.-]+)*@([\w.-]+)/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => ref !== `v${major}` && ref !== major)).toEqual([]);
  });

  it('no feature waits under Unreleased: what the README documents under @vX is in a release', async () => {
    const changelog = await read('CHANGELOG.md');
    expect(unreleasedFeatures(changelog)).toEqual([]);
    // An Added or Changed heading under Unreleased is a feature the README (which documents main) already
    // promises under @v1 while no release has it: bump the version and move it under that version.
    const waiting = changelog.replace(
      '## [Unreleased]\n',
      '## [Unreleased]\n\n### Added\n\n- `shard: i/n`\n',
    );
    expect(unreleasedFeatures(waiting)).toEqual(['### Added']);
    const fixes = changelog.replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n\n- a typo\n');
    expect(unreleasedFeatures(fixes)).toEqual([]);
  });

  it('releaseNotes takes one section, up to the next, and nothing for a missing or empty one', () => {
    const changelog =
      '# Changelog\n\n## [Unreleased]\n\n## [1.1.0] - 2026-12-02\n\n- b\n\n## [1.0.0] - 2026-12-01\n\n- a\n';
    expect(releaseNotes(changelog, 'v1.1.0')).toBe('- b\n');
    expect(releaseNotes(changelog, '1.0.0')).toBe('- a\n');
    expect(releaseNotes(changelog, 'v1.0.1')).toBeUndefined();
    expect(releaseNotes(changelog, 'Unreleased')).toBeUndefined();
  });

  it('release.yml runs on vX.Y.Z tags, checks dist/ and the tests before it releases, and publishes with provenance', async () => {
    const workflow = parse(await read('.github/workflows/release.yml'));
    expect(workflow.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    expect(workflow.permissions).toEqual({});
    const { check, release, publish } = workflow.jobs;
    const runs = (job: { steps: Array<{ run?: string }> }) =>
      job.steps.map((step) => step.run ?? '').join('\n');
    expect(runs(check)).toContain('git diff --exit-code --stat -- dist');
    expect(runs(check)).toContain('npm test');
    expect(publish.needs).toBe('check');
    expect(publish.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(runs(publish)).toContain('npm publish --provenance');
    expect(release.needs).toBe('publish');
    expect(release.permissions).toEqual({ contents: 'write' });
    expect(runs(release)).toContain('gh release create');
  });

  it('release.yml publishes to npm before anything creates the release or moves a tag', async () => {
    const workflow = parse(await read('.github/workflows/release.yml'));
    expect(publishFirstProblems(workflow.jobs)).toEqual([]);
    // The order the release used to have: the release and the tags first, npm last.
    const { check, release, publish } = workflow.jobs;
    expect(
      publishFirstProblems({
        check,
        release: { ...release, needs: 'check' },
        publish: { ...publish, needs: 'release' },
      }),
    ).toEqual([
      'release (gh release create) does not wait for npm publish',
      'release (refs/tags) does not wait for npm publish',
    ]);
  });
});
