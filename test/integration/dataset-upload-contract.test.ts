/**
 * The dataset upload contract: `osmosis dataset upload` (the argv of src/core/dataset/dataset-upload.ts), the REAL
 * osmosis 0.3.8 CLI, against the fake platform: the requests it sends (create, presigned PUT, complete) as its
 * client sends them (osmosis_ai/platform/api/client.py, api/upload.py), the conflict a second upload of the
 * same name meets, --overwrite, and the fields osmosis-ci reads from its JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { datasetUploadArgs } from '../../src/core/dataset/dataset-upload.js';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { harnessAvailable, harnessMissingMessage, realOsmosis } from '../helpers/osmosis-env.js';

const run = promisify(execFile);
const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 120_000;

let platform: PlatformServer;
let ws: string;
let env: NodeJS.ProcessEnv;

async function osmosis(args: string[]): Promise<{
  code: number;
  json: Record<string, unknown> & { error?: { code?: string; message: string }; resource?: unknown };
}> {
  try {
    const { stdout } = await run(realOsmosis(), args, {
      cwd: ws,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: 0, json: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    const last = (failed.stderr ?? '').trim().split('\n').at(-1) ?? '{}';
    return { code: failed.code ?? -1, json: JSON.parse(last.startsWith('{') ? last : '{}') };
  }
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer();
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-dataset-contract-'));
  ws = await prepareExampleWorkspace(join(root, 'ws'), EXAMPLE_DIR, {
    originUrl: 'https://github.com/acme/contract.git',
  });
  env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(OSMOSIS_|INPUT_|GITHUB_|RUNNER_|OPENAI_|QUICKSTART_|GH_)/.test(name)) env[name] = value;
  }
  Object.assign(env, {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN: platform.token,
    OSMOSIS_ENV_FILE: '/dev/null',
    PYTHONDONTWRITEBYTECODE: '1',
    GIT_TERMINAL_PROMPT: '0',
  });
}, TIMEOUT);

afterAll(async () => {
  await platform?.close();
});

describe('osmosis dataset upload against the fake platform', { shuffle: false }, () => {
  it(
    'creates the dataset, PUTs the bytes to the presigned URL and completes it',
    async () => {
      const bytes = await readFile(join(ws, 'data/quickstart.jsonl'));
      const before = platform.requests.length;
      const uploaded = await osmosis(datasetUploadArgs('data/quickstart.jsonl', false));
      expect(uploaded.code, JSON.stringify(uploaded.json)).toBe(0);
      const calls = platform.requests
        .slice(before)
        .map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, '{id}')}`);
      expect(calls).toEqual([
        'POST /api/cli/datasets',
        'PUT /_fake/uploads/datasets/{id}',
        'POST /api/cli/datasets/{id}/complete',
      ]);
      const [create, put, complete] = platform.requests.slice(before);
      expect(create?.body).toEqual({ file_name: 'quickstart', file_size: bytes.length, extension: 'jsonl' });
      expect(create?.headers['x-osmosis-git']).toBe('acme/contract');
      expect(put?.headers.authorization).toBeUndefined();
      expect(put?.body).toEqual({ bytes: bytes.length });
      expect(complete?.body).toEqual({ file_extension: 'jsonl' });
      expect(platform.datasetUploads()).toEqual([
        { name: 'quickstart', extension: 'jsonl', bytes, overwrote: false },
      ]);
      // What osmosis-ci reads of the answer: the dataset's id and page.
      expect(uploaded.json.resource).toMatchObject({
        id: expect.any(String),
        platform_url: expect.any(String),
      });
    },
    TIMEOUT,
  );

  it(
    'a second upload of the name is a CONFLICT without --overwrite, and replaces it with',
    async () => {
      const again = await osmosis(datasetUploadArgs('data/quickstart.jsonl', false));
      expect(again.code).not.toBe(0);
      expect(again.json.error).toMatchObject({ code: 'CONFLICT' });
      expect(again.json.error?.message).toContain('--overwrite');
      const replaced = await osmosis(datasetUploadArgs('data/quickstart.jsonl', true));
      expect(replaced.code, JSON.stringify(replaced.json)).toBe(0);
      const creates = platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/cli/datasets');
      expect(creates.at(-1)?.body).toMatchObject({ overwrite_dataset_id: expect.any(String) });
      expect(platform.datasetUploads().map((u) => u.overwrote)).toEqual([false, true]);
    },
    TIMEOUT,
  );

  it(
    'an invalid file is refused by osmosis before any request',
    async () => {
      await writeFile(join(ws, 'data/bad.jsonl'), 'not json\n');
      const before = platform.requests.length;
      const refused = await osmosis(datasetUploadArgs('data/bad.jsonl', false));
      expect(refused.code).not.toBe(0);
      expect(refused.json.error).toMatchObject({ code: 'VALIDATION' });
      expect(platform.requests.slice(before).filter((r) => r.path.includes('datasets'))).toEqual([]);
    },
    TIMEOUT,
  );
});
