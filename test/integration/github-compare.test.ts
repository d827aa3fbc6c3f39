/**
 * How far behind the baseline is (adapters/github-compare.ts) against the loopback GitHub fake: a courtesy
 * that must never hold the step. A compare call GitHub accepts and never answers gives up within seconds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitsBehind } from '../../src/adapters/github-compare.js';
import type { Logger } from '../../src/core/ports.js';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';

const TOKEN = 'ghs_compare_test_token';
let gh: GitHubApi;
let lines: string[];
const log: Logger = {
  info: (text) => lines.push(text),
  warning: (text) => lines.push(text),
  debug: () => undefined,
};
const ask = () =>
  commitsBehind({
    token: TOKEN,
    apiUrl: gh.url,
    repository: { owner: 'acme', repo: 'widgets' },
    baselineSha: 'aaaaaaa',
    baseSha: 'ccccccc',
    log,
  });

beforeEach(async () => {
  gh = await startGitHubApi({ token: TOKEN });
  gh.setHistory('acme/widgets', ['aaaaaaa', 'bbbbbbb', 'ccccccc']);
  lines = [];
});
afterEach(async () => {
  await gh.close();
});

describe('commitsBehind', () => {
  it('counts the base commits the baseline lacks', async () => {
    expect(await ask()).toBe(2);
  });

  it('a compare call accepted and never answered: not known within 10 s, and the log says it timed out', async () => {
    gh.fail({ method: 'GET', path: '/compare/', kind: 'no-answer', times: 5 });
    const started = Date.now();
    expect(await ask()).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(lines.join('\n')).toMatch(/GitHub compare aaaaaaa\.\.\.ccccccc timed out after 5 s/);
    expect(lines.join('\n')).not.toMatch(/answered|500/);
  }, 20_000);
});
