/**
 * setup-osmosis's pre-flight checks (`check`) and `osmosis-ci doctor`, through the committed bundles and
 * the REAL `osmosis auth whoami` / `osmosis doctor` against the fake platform on 127.0.0.1; and the
 * `cloudflared: true` switch where the runner has no cloudflared and the download fails.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TOKEN = `osm-${randomBytes(8).toString('hex')}`;
const TIMEOUT = 120_000;

let platform: PlatformServer;
let root: string;
let baseEnv: NodeJS.ProcessEnv;
let counter = 0;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer({ token: TOKEN });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-preflight-'));
  baseEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(OSMOSIS_(?!CI_CACHE)|INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(name)) baseEnv[name] = value;
  }
  Object.assign(baseEnv, {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_ENV_FILE: '/dev/null',
  });
});

afterAll(async () => {
  await platform?.close();
});

/** The example workspace with a github.com origin (osmosis sends X-Osmosis-Git: acme/<name>). */
async function workspace(): Promise<string> {
  counter += 1;
  return prepareExampleWorkspace(join(root, `ws${counter}`), EXAMPLE_DIR, {
    originUrl: `https://github.com/acme/ws${counter}.git`,
  });
}

const setupStep = (ws: string, inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
  runActionStep('dist/action/setup.js', {
    cwd: ws,
    env: { ...baseEnv, GITHUB_WORKSPACE: ws, ...env },
    inputs: { cache: 'false', ...inputs },
  });

/** A plain HTTP server on 127.0.0.1 (a port nothing else answers on, or a release mirror). */
async function loopback(handler?: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

const verifyRequests = () => platform.requests.filter((r) => r.path === '/api/cli/verify');

describe('setup-osmosis check: auth', () => {
  it(
    'a valid token passes: the platform user and workspace are outputs, the token never shows',
    async () => {
      const ws = await workspace();
      const before = verifyRequests().length;
      const step = await setupStep(ws, { check: 'auth', 'osmosis-token': TOKEN });
      expect(step.code, step.stdout + step.stderr).toBe(0);
      expect(step.outputs).toMatchObject({ 'platform-user': 'ci@example.com', workspace: 'fake-workspace' });
      expect(step.stdout).toContain('Pre-flight auth: the token is valid');
      // The real whoami asked the platform, with the token and the repository's identity.
      const asked = verifyRequests().slice(before);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(asked[0]?.headers['x-osmosis-git']).toBe(`acme/ws${counter}`);
      // Masked first; nowhere else in the log or the outputs.
      expect(step.stdout.replace(`::add-mask::${TOKEN}`, '')).not.toContain(TOKEN);
      expect(JSON.stringify(step.outputs)).not.toContain(TOKEN);
    },
    TIMEOUT,
  );

  it(
    'a revoked token (401) fails the step with exit 3 and "token is invalid or expired"',
    async () => {
      const ws = await workspace();
      const revoked = `osm-revoked-${randomBytes(4).toString('hex')}`;
      platform.revoke(revoked);
      const before = platform.requests.length;
      const step = await setupStep(ws, { check: 'auth', 'osmosis-token': revoked });
      expect(step.code).toBe(3);
      expect(step.stdout).toMatch(/::error::Pre-flight auth: the Osmosis token is invalid or expired/);
      expect(step.stdout).toContain('revoked');
      const asked = platform.requests.slice(before);
      expect(asked.map((r) => [r.path, r.status])).toEqual([['/api/cli/verify', 401]]);
      expect(step.outputs['platform-user']).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    'a platform URL where no platform answers, and a token bound to another platform, are exit 3 too',
    async () => {
      const ws = await workspace();
      const closed = await loopback();
      await new Promise<void>((done) => closed.server.close(() => done()));
      const unreachable = await setupStep(ws, {
        check: 'auth',
        'osmosis-token': TOKEN,
        'platform-url': closed.url,
      });
      expect(unreachable.code).toBe(3);
      expect(unreachable.stdout).toContain(`the Osmosis platform at ${closed.url} could not be reached`);

      const before = platform.requests.length;
      const bound = await setupStep(
        ws,
        { check: 'auth', 'osmosis-token': TOKEN },
        { OSMOSIS_TOKEN_PLATFORM_URL: 'https://platform.example.com' },
      );
      expect(bound.code).toBe(3);
      expect(bound.stdout).toContain('the Osmosis token is bound to another platform');
      // osmosis refuses before sending the token anywhere.
      expect(platform.requests.length).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'no token at all is exit 2, before osmosis is asked',
    async () => {
      const ws = await workspace();
      const before = platform.requests.length;
      const step = await setupStep(ws, { check: 'all' });
      expect(step.code).toBe(2);
      expect(step.stdout).toContain('check: auth needs the Osmosis platform token');
      expect(platform.requests.length).toBe(before);
    },
    TIMEOUT,
  );
});

describe('setup-osmosis check: workspace', () => {
  it(
    'a workspace without configs/training/ fails with an error annotation on that path and its fix',
    async () => {
      const ws = await workspace();
      await rm(join(ws, 'configs/training'), { recursive: true, force: true });
      const step = await setupStep(ws, { check: 'workspace' });
      expect(step.code).toBe(2);
      expect(step.stdout).toMatch(
        /::error title=Osmosis workspace,file=configs\/training\/::The workspace has no configs\/training\/ directory, which osmosis requires\. Create it/,
      );
      // The agent guides the template adds are warnings, not failures.
      expect(step.stdout).toContain('::warning title=Osmosis workspace,file=AGENTS.md::');
      expect(step.stdout).toMatch(/::error::Pre-flight workspace: .* is missing configs\/training\//);
    },
    TIMEOUT,
  );

  it(
    'check: all on a complete workspace passes, in a subdirectory too (annotations are repository paths)',
    async () => {
      const ws = await workspace();
      for (const file of ['AGENTS.md', 'CLAUDE.md', 'configs/AGENTS.md'])
        await writeFile(join(ws, file), '# x\n');
      const step = await setupStep(ws, {
        check: 'all',
        'osmosis-token': TOKEN,
        'working-directory': 'rollouts',
      });
      expect(step.code, step.stdout).toBe(0);
      expect(step.stdout).toContain('has the osmosis scaffold');
      expect(step.stdout).not.toContain('::warning');
      expect(step.outputs).toMatchObject({ 'platform-user': 'ci@example.com', workspace: 'fake-workspace' });
    },
    TIMEOUT,
  );
});

describe('osmosis-ci doctor', () => {
  it(
    'checks the token in OSMOSIS_TOKEN and the workspace: 0 when both are fine, 3 for a revoked token',
    async () => {
      const ws = await workspace();
      const ok = await runCli(['doctor'], { cwd: ws, env: { ...baseEnv, OSMOSIS_TOKEN: TOKEN } });
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('platform user: ci@example.com');
      expect(ok.stderr).toContain('warning: AGENTS.md:');

      const revoked = `osm-revoked-${randomBytes(4).toString('hex')}`;
      platform.revoke(revoked);
      const bad = await runCli(['doctor', '--check', 'auth'], {
        cwd: ws,
        env: { ...baseEnv, OSMOSIS_TOKEN: revoked },
      });
      expect(bad.code).toBe(3);
      expect(bad.stderr).toContain('the Osmosis token is invalid or expired');
      expect(bad.stderr).not.toContain(revoked);
    },
    TIMEOUT,
  );

  it(
    'without OSMOSIS_TOKEN still checks the workspace, and reports the missing token as one problem (exit 2)',
    async () => {
      const ws = await workspace();
      await rm(join(ws, 'configs/training'), { recursive: true, force: true });
      const env = { ...baseEnv };
      delete env.OSMOSIS_TOKEN;
      const run = await runCli(['doctor'], { cwd: ws, env });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(
        'error: configs/training/: The workspace has no configs/training/ directory',
      );
      expect(run.stderr).toMatch(
        /check: auth needs the Osmosis platform token: set the OSMOSIS_TOKEN environment variable .* Pre-flight workspace: .* is missing configs\/training\//,
      );
    },
    TIMEOUT,
  );
});

describe('setup-osmosis cloudflared: true', () => {
  it(
    'uses the runner cloudflared when there is one; fails with exit 3 and the fix when it is missing and cannot be downloaded',
    async () => {
      const ws = await workspace();
      const bin = join(root, 'cloudflared-bin');
      await mkdir(bin, { recursive: true });
      await writeFile(join(bin, 'cloudflared'), '#!/bin/sh\necho cloudflared version 2025.11.1\n');
      await chmod(join(bin, 'cloudflared'), 0o755);
      const present = await setupStep(ws, { cloudflared: 'true' }, { PATH: `${bin}:${baseEnv.PATH}` });
      expect(present.code, present.stdout).toBe(0);
      expect(present.outputs['cloudflared-path']).toBe(join(bin, 'cloudflared'));

      // A mirror that does not have the release: the download fails and nothing lands on PATH.
      const asked: string[] = [];
      const mirror = await loopback((req, res) => {
        asked.push(req.url ?? '');
        res.writeHead(404).end();
      });
      try {
        const missing = await setupStep(
          ws,
          { cloudflared: 'true' },
          { OSMOSIS_CI_CLOUDFLARED_URL: mirror.url },
        );
        expect(missing.code).toBe(3);
        expect(missing.stdout).toMatch(
          /::error::cloudflared is not on PATH and could not be downloaded from .*HTTP 404/,
        );
        expect(missing.stdout).toContain('set cloudflared: false and run your own tunnel');
        expect(asked).toEqual([expect.stringMatching(/^\/2025\.11\.1\/cloudflared-linux-(amd64|arm64)$/)]);
      } finally {
        await new Promise<void>((done) => mirror.server.close(() => done()));
      }
    },
    TIMEOUT,
  );
});
