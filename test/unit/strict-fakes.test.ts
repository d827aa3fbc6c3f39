/**
 * The fakes refuse what the real services refuse, so a client mistake fails here as it would on GitHub:
 * the GitHub API on comment ownership and repository paths, the cache service on key reservation and
 * branch scope. Each case drives the fake with the real client or the real wire requests.
 */
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCacheServer, TWIRP_PREFIX } from '../fakes/cache-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';

describe('GitHub API fake: ownership and scope of comments', () => {
  let gh: GitHubApi;
  let octokit: ReturnType<typeof getOctokit>;
  beforeAll(async () => {
    gh = await startGitHubApi({ token: 'gh-token' });
    octokit = getOctokit('gh-token', { baseUrl: gh.url, request: { retries: 0 } });
  });
  afterAll(() => gh.close());

  it('refuses to edit or delete a comment someone else wrote (403), and allows its own', async () => {
    const [foreign] = gh.seed('acme/widgets', 7, [{ body: 'a reviewer wrote this', login: 'octocat' }]);
    const mine = await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'widgets',
      issue_number: 7,
      body: 'ours',
    });
    await expect(
      octokit.rest.issues.updateComment({
        owner: 'acme',
        repo: 'widgets',
        comment_id: foreign?.id ?? 0,
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      octokit.rest.issues.deleteComment({ owner: 'acme', repo: 'widgets', comment_id: foreign?.id ?? 0 }),
    ).rejects.toMatchObject({ status: 403 });
    const updated = await octokit.rest.issues.updateComment({
      owner: 'acme',
      repo: 'widgets',
      comment_id: mine.data.id,
      body: 'ours, updated',
    });
    expect(updated.data.body).toBe('ours, updated');
    expect(gh.comments('acme/widgets', 7).map((c) => c.body)).toEqual([
      'a reviewer wrote this',
      'ours, updated',
    ]);
  });

  it('finds a comment id only under its own repository (404 under another path)', async () => {
    const created = await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'widgets',
      issue_number: 8,
      body: 'b',
    });
    await expect(
      octokit.rest.issues.updateComment({
        owner: 'other',
        repo: 'repo',
        comment_id: created.data.id,
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      octokit.rest.issues.getComment({ owner: 'other', repo: 'repo', comment_id: created.data.id }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('cache service fake: reservation and branch scope', () => {
  const rpc = async (url: string, method: string, token: string, body: Record<string, unknown>) => {
    const response = await fetch(`${url}${TWIRP_PREFIX.slice(1)}${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('lets one job reserve a key; a second job asking while the upload runs gets 409', async () => {
    const cache = await startCacheServer({ token: 't' });
    try {
      const first = await rpc(cache.url, 'CreateCacheEntry', 't', { key: 'k', version: 'v' });
      const second = await rpc(cache.url, 'CreateCacheEntry', 't', { key: 'k', version: 'v' });
      expect(first).toMatchObject({ status: 200, body: { ok: true } });
      expect(second).toMatchObject({ status: 409, body: { code: 'already_exists' } });
    } finally {
      await cache.close();
    }
  });

  it('lets a reservation whose upload was abandoned lapse', async () => {
    const cache = await startCacheServer({ token: 't', reservationTtlMs: 0 });
    try {
      await rpc(cache.url, 'CreateCacheEntry', 't', { key: 'k', version: 'v' });
      expect((await rpc(cache.url, 'CreateCacheEntry', 't', { key: 'k', version: 'v' })).status).toBe(200);
    } finally {
      await cache.close();
    }
  });

  it('restores to a pull request what main saved, never what another branch saved', async () => {
    const cache = await startCacheServer({
      scopes: {
        main: { write: 'refs/heads/main', read: [] },
        feature: { write: 'refs/heads/feature', read: ['refs/heads/main'] },
        pr: { write: 'refs/pull/1/merge', read: ['refs/heads/main'] },
        reader: { read: ['refs/heads/main'] },
      },
    });
    const save = async (token: string, key: string) => {
      const created = await rpc(cache.url, 'CreateCacheEntry', token, { key, version: 'v' });
      const upload = await fetch(String(created.body.signed_upload_url), {
        method: 'PUT',
        headers: { 'x-ms-blob-type': 'BlockBlob' },
        body: token,
      });
      expect(upload.status).toBe(201);
      return rpc(cache.url, 'FinalizeCacheEntryUpload', token, {
        key,
        version: 'v',
        size_bytes: token.length,
      });
    };
    const lookup = async (token: string, key: string) =>
      (await rpc(cache.url, 'GetCacheEntryDownloadURL', token, { key, version: 'v', restore_keys: [] })).body;
    try {
      expect((await save('main', 'journal-a')).body.ok).toBe(true);
      expect((await save('feature', 'journal-b')).body.ok).toBe(true);
      expect(await lookup('pr', 'journal-a')).toMatchObject({ ok: true, matched_key: 'journal-a' });
      expect(await lookup('pr', 'journal-b')).toMatchObject({ ok: false });
      expect(await lookup('feature', 'journal-b')).toMatchObject({ ok: true });
      expect(await lookup('main', 'journal-b')).toMatchObject({ ok: false });
      expect((await rpc(cache.url, 'CreateCacheEntry', 'reader', { key: 'x', version: 'v' })).status).toBe(
        403,
      );
      expect(
        (await rpc(cache.url, 'GetCacheEntryDownloadURL', 'stranger', { key: 'x', version: 'v' })).status,
      ).toBe(401);
    } finally {
      await cache.close();
    }
  });
});
