/**
 * The fakes refuse what the real services refuse, so a client mistake fails here as it would on GitHub:
 * the GitHub API on comment ownership and repository paths, the cache service on key reservation and
 * branch scope, the model service on its key and model name, the platform on the repository scope header and
 * on secret visibility. Each case drives the fake with the real client
 * or the real wire requests (the real osmosis with a wrong model key: test/integration/eval-run-real.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCacheServer, TWIRP_PREFIX } from '../fakes/cache-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { normalizeScript, startModelServer } from '../fakes/model-server.mjs';
import { DEFAULT_TOKEN, startPlatformServer } from '../fakes/platform-server.mjs';

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

describe('model service fake: key and model, as OpenAI answers them', () => {
  const chat = (url: string, headers: Record<string, string>, model?: string) =>
    fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }] }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { error: { code: string; message: string } },
    }));

  it('answers 401 invalid_api_key without a bearer key or with another key than its own', async () => {
    const model = await startModelServer({ apiKey: 'sk-right' });
    try {
      const missing = await chat(model.url, {}, 'gpt-4o-mini');
      expect(missing).toMatchObject({ status: 401, body: { error: { code: 'invalid_api_key' } } });
      const wrong = await chat(model.url, { authorization: 'Bearer sk-wrong' }, 'gpt-4o-mini');
      expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'invalid_api_key' } } });
      const right = await chat(model.url, { authorization: 'Bearer sk-right' }, 'gpt-4o-mini');
      expect(right.status).toBe(200);
      expect(model.requests.map((request) => request.status)).toEqual([401, 401, 200]);
    } finally {
      await model.close();
    }
  });

  it('answers 404 model_not_found for a model it does not serve, or none', async () => {
    const model = await startModelServer({ models: ['gpt-4o-mini'] });
    const auth = { authorization: 'Bearer any' };
    try {
      const other = await chat(model.url, auth, 'gpt-4.1');
      expect(other).toMatchObject({ status: 404, body: { error: { code: 'model_not_found' } } });
      expect(other.body.error.message).toContain('gpt-4.1');
      expect((await chat(model.url, auth)).status).toBe(404);
      expect((await chat(model.url, auth, 'gpt-4o-mini')).status).toBe(200);
    } finally {
      await model.close();
    }
  });

  it("answers by model where a rule names one (an LLM judge's two models told apart)", async () => {
    const model = await startModelServer({
      rules: [
        { model: 'judge-b', match: 'hi', reply: 'FAIL' },
        { match: 'hi', reply: 'PASS' },
      ],
    });
    const reply = (name: string) =>
      fetch(`${model.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer any' },
        body: JSON.stringify({ model: name, messages: [{ role: 'user', content: 'hi' }] }),
      })
        .then((response) => response.json() as Promise<{ choices: { message: { content: string } }[] }>)
        .then((body) => body.choices[0]?.message.content);
    try {
      expect(await reply('judge-a')).toBe('PASS');
      expect(await reply('judge-b')).toBe('FAIL');
      expect(model.requests.map((request) => request.model)).toEqual(['judge-a', 'judge-b']);
    } finally {
      await model.close();
    }
    expect(() => normalizeScript([{ model: '', match: 'x' }])).toThrow(/"model" must be a non-empty string/);
  });
});

/** The fields of the platform's answers these cases read. */
interface PlatformBody {
  code?: string;
  error?: string;
  field?: string;
  id?: string;
  environment_secrets?: { name: string }[];
  resolved_secret_scopes?: Record<string, string>;
}

describe('platform fake: repository scope and secret visibility', () => {
  const EVAL_SUBMIT = {
    experiment_config: { rollout: 'r', entrypoint: 'main.py', model_path: 'openai/m', dataset: 'd' },
  };
  const call = (url: string, path: string, init: { body?: unknown; git?: string | null } = {}) =>
    fetch(`${url}/api/cli/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${DEFAULT_TOKEN}`,
        ...(init.git === null ? {} : { 'x-osmosis-git': init.git ?? 'acme/widgets' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as PlatformBody }));

  it('refuses a workspace-scoped request without X-Osmosis-Git, or with a malformed one', async () => {
    const platform = await startPlatformServer();
    try {
      expect(await call(platform.url, 'eval-runs', { body: EVAL_SUBMIT, git: null })).toMatchObject({
        status: 400,
        body: { code: 'GIT_SCOPE_HEADER_REQUIRED' },
      });
      expect(await call(platform.url, 'eval-runs', { body: EVAL_SUBMIT, git: 'Acme/Widgets' })).toMatchObject(
        {
          status: 400,
          body: { code: 'GIT_SCOPE_HEADER_INVALID' },
        },
      );
      expect((await call(platform.url, 'verify', { git: null })).status).toBe(200);
      expect((await call(platform.url, 'eval-runs', { body: EVAL_SUBMIT })).status).toBe(201);
    } finally {
      await platform.close();
    }
  });

  it("resolves a submit's secrets only from what it provides or the token may see", async () => {
    const platform = await startPlatformServer({
      script: {
        storedSecrets: [
          { name: 'SHARED_KEY' },
          { name: 'MY_KEY', scope: 'user' },
          { name: 'THEIR_KEY', scope: 'user', owner: 'user-2' },
        ],
      },
    });
    try {
      const listed = await call(platform.url, 'environment-secrets?limit=50&offset=0&scope=all');
      expect(listed.body.environment_secrets?.map((secret: { name: string }) => secret.name)).toEqual([
        'SHARED_KEY',
        'MY_KEY',
      ]);
      const userOnly = await call(platform.url, 'environment-secrets?limit=50&offset=0&scope=user');
      expect(userOnly.body.environment_secrets?.map((secret: { name: string }) => secret.name)).toEqual([
        'MY_KEY',
      ]);
      const refused = await call(platform.url, 'eval-runs', {
        body: { ...EVAL_SUBMIT, secrets: { required: ['SHARED_KEY', 'THEIR_KEY'] } },
      });
      // 404 "Secret(s) not found", the answer osmosis 0.3.8 expects and enriches (shared_submit.py).
      expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', field: 'secrets.required' } });
      expect(refused.body.error).toMatch(/^Secret\(s\) not found: /);
      expect(refused.body.error).toContain('THEIR_KEY');
      expect(refused.body.error).not.toContain('SHARED_KEY');
      const accepted = await call(platform.url, 'eval-runs', {
        body: {
          ...EVAL_SUBMIT,
          secrets: { required: ['SHARED_KEY', 'MY_KEY', 'THEIR_KEY'], provided: { THEIR_KEY: 'value' } },
        },
      });
      expect(accepted.status).toBe(201);
      const info = await call(platform.url, `eval-runs/${accepted.body.id ?? ''}`);
      expect(info.body.resolved_secret_scopes).toEqual({
        SHARED_KEY: 'workspace',
        MY_KEY: 'user',
        THEIR_KEY: 'provided',
      });
    } finally {
      await platform.close();
    }
  });
});

describe('platform fake: the clock, Git Sync, retry and lists, as osmosis 0.3.8 meets them', () => {
  const scenario = async (name: string) =>
    JSON.parse(await readFile(join(import.meta.dirname, '../fakes/scenarios', `${name}.json`), 'utf8'));
  const SUBMIT = {
    experiment_config: { rollout: 'r', entrypoint: 'main.py', model_path: 'openai/m', dataset: 'd' },
  };
  const api = (url: string, path: string, body?: unknown) =>
    fetch(`${url}/api/cli/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${DEFAULT_TOKEN}`,
        'x-osmosis-git': 'acme/widgets',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // biome-ignore lint/suspicious/noExplicitAny: wire bodies of many shapes
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

  it('moves a run along its statuses with time, not with how often it is asked', async () => {
    const platform = await startPlatformServer({ script: await scenario('slow-run') });
    try {
      const { body } = await api(platform.url, 'eval-runs', SUBMIT);
      for (let i = 0; i < 5; i++) {
        expect((await api(platform.url, `eval-runs/${body.name}`)).body.eval_run.status).toBe('pending');
      }
      platform.setStatus('eval', body.name, 'finished');
      expect((await api(platform.url, `eval-runs/${body.name}`)).body.eval_run.status).toBe('finished');
    } finally {
      await platform.close();
    }
  });

  it('accepts an unknown commit and fails the run after cloning, or refuses it at submit as scripted', async () => {
    const sha = 'abcdef1234567890abcdef1234567890abcdef12';
    const clone = await startPlatformServer({
      script: {
        ...(await scenario('unknown-commit-after-clone')),
        eval: { statuses: ['pending'], stepMs: 10 },
      },
    });
    try {
      const accepted = await api(clone.url, 'eval-runs', {
        experiment_config: { ...SUBMIT.experiment_config, commit_sha: sha },
      });
      expect(accepted.status).toBe(201);
      await new Promise((r) => setTimeout(r, 50));
      const info = await api(clone.url, `eval-runs/${accepted.body.name}`);
      expect(info.body.eval_run.status).toBe('failed');
      const logs = await api(clone.url, `eval-runs/${accepted.body.name}/logs?limit=50&direction=older`);
      expect(logs.body.logs.map((l: { message: string }) => l.message).join('\n')).toContain(
        `not our ref ${sha}`,
      );
    } finally {
      await clone.close();
    }
    const refuse = await startPlatformServer({ script: await scenario('unknown-commit-refused') });
    try {
      const body = { experiment_config: { ...SUBMIT.experiment_config, commit_sha: sha } };
      expect(await api(refuse.url, 'eval-runs', body)).toMatchObject({
        status: 404,
        body: { code: 'COMMIT_NOT_FOUND', field: 'experiment_config.commit_sha' },
      });
      expect((await api(refuse.url, 'eval-runs', body)).status).toBe(404);
      expect((await api(refuse.url, 'eval-runs', body)).status).toBe(201);
    } finally {
      await refuse.close();
    }
  });

  it('retries only the ungraded samples, as a new attempt, and never turns a failure into a pass', async () => {
    const script = await scenario('retry-ungraded');
    const platform = await startPlatformServer({ script: { eval: { ...script.eval, stepMs: 1 } } });
    try {
      const { body } = await api(platform.url, 'eval-runs', SUBMIT);
      await new Promise((r) => setTimeout(r, 20));
      const retry = await api(platform.url, `eval-runs/${body.name}/retry`, {});
      expect(retry).toMatchObject({ status: 200, body: { retryable_samples: 5, workflow_id: 'wf-retry-1' } });
      await new Promise((r) => setTimeout(r, 20));
      const after = await api(platform.url, `eval-runs/${body.name}`);
      expect(after.body.results).toMatchObject({ passed: 5, skipped: 0 });
      expect(platform.runs()[0]?.attempts).toBe(2);
      // Nothing left without a grade: a second retry has nothing to do.
      expect((await api(platform.url, `eval-runs/${body.name}/retry`, {})).status).toBe(409);
    } finally {
      await platform.close();
    }
  });

  it('pages lists newest first within the limit the CLI may ask (1 to 50)', async () => {
    const platform = await startPlatformServer();
    try {
      for (let i = 0; i < 3; i++) await api(platform.url, 'eval-runs', SUBMIT);
      const first = await api(platform.url, 'eval-runs?limit=2&offset=0');
      expect(first.body).toMatchObject({ total_count: 3, has_more: true, next_offset: 2 });
      expect(first.body.eval_runs.map((r: { name: string }) => r.name)).toEqual(['eval-run-3', 'eval-run-2']);
      expect((await api(platform.url, 'eval-runs?limit=2&offset=2')).body).toMatchObject({
        has_more: false,
        next_offset: null,
      });
      expect(await api(platform.url, 'eval-runs?limit=51')).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'limit' },
      });
      expect((await api(platform.url, 'benchmarks/fake-bench')).body.benchmark.tasks).toHaveLength(20);
    } finally {
      await platform.close();
    }
  });
});
