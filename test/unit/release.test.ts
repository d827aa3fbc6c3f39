/** Release engineering: the version the docs promise, and the notes the release workflow publishes. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a plain ESM script without types (scripts/ are not part of the TypeScript project)
import { releaseNotes } from '../../scripts/release-notes.mjs';
import { REPO_ROOT } from '../helpers/run-cli.js';

const read = (path: string) => readFile(join(REPO_ROOT, path), 'utf8');

describe('release', () => {
  it('package.json is the newest CHANGELOG.md release, with notes, and its major is what the README uses', async () => {
    const { version } = JSON.parse(await read('package.json')) as { version: string };
    const changelog = await read('CHANGELOG.md');
    const newest = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1];
    expect(newest).toBe(version);
    expect(releaseNotes(changelog, `v${version}`)).toMatch(/\S/);
    const major = version.split('.')[0];
    const readme = await read('README.md');
    expect(readme).toContain(`@v${major}`);
    expect(readme).toContain(`osmosis-ci@${major}`);
    // Every `uses: osmosis-ci/osmosis-ci…@ref` and `npx osmosis-ci@ref` names this major.
    const refs = [...readme.matchAll(/osmosis-ci(?:\/[\w.-]+)*@([\w.-]+)/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => ref !== `v${major}` && ref !== major)).toEqual([]);
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
    expect(release.needs).toBe('check');
    expect(release.permissions).toEqual({ contents: 'write' });
    expect(runs(release)).toContain('gh release create');
    expect(publish.needs).toBe('release');
    expect(publish.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(runs(publish)).toContain('npm publish --provenance');
  });
});
