/**
 * eval-run's run-time options through the committed bundles: `verbose: true` on a rollout server that
 * crashes puts its log lines in the job log (a collapsed group) and the report, with the REAL osmosis;
 * an invalid tunnel pairing is exit 2 before osmosis is started.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const MARKER = 'quickstart-rollout-crash-marker';
const TIMEOUT = 240_000;

let server: ModelServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-options-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

describe('verbose', () => {
  it(
    "a crashing rollout server: its log lines are in the job log's collapsed group and in the report",
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'crash'), EXAMPLE_DIR);
      const main = join(ws, 'rollouts/quickstart/main.py');
      // The server prints a line, then dies at import, before it is ever healthy.
      const text = await readFile(main, 'utf8');
      await writeFile(
        main,
        text.replace(
          'from __future__ import annotations\n',
          `from __future__ import annotations\nprint("${MARKER}: starting", flush=True)\nraise RuntimeError("${MARKER}: broken on purpose")\n`,
        ),
      );
      const step = await runActionStep('dist/action/eval-run.js', {
        cwd: ws,
        env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token', GITHUB_WORKSPACE: ws },
        inputs: {
          config: 'configs/eval/quickstart.toml',
          'dataset-file': 'data/quickstart.jsonl',
          'osmosis-path': osmosisBin,
          'run-name': 'crash',
          verbose: 'true',
          cache: 'false',
          'comment-mode': 'off',
        },
      });
      expect(step.code).toBe(1);
      expect(step.outputs['exit-code']).toBe('3');
      const group = /::group::osmosis run log[^\n]*\n([\s\S]*?)::endgroup::/.exec(step.stdout);
      expect(group, step.stdout).not.toBeNull();
      // The rollout server's own lines, as osmosis logged them ([rollout-server]).
      expect(group?.[1]).toMatch(new RegExp(`\\[rollout-server\\] ${MARKER}: starting`));
      expect(group?.[1]).toContain(`RuntimeError: ${MARKER}: broken on purpose`);
      const result = JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8')) as EvalRunResult;
      expect(result.error?.serverLog).toContain(`${MARKER}: starting`);
      expect(await readFile(step.outputs['report-markdown'] ?? '', 'utf8')).toContain(
        `${MARKER}: broken on purpose`,
      );
    },
    TIMEOUT,
  );
});

describe('tunnel options', () => {
  it(
    'an invalid pairing is exit 2, and osmosis is never started',
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'pairing'), EXAMPLE_DIR);
      const started = join(root, 'osmosis-started');
      const fake = join(root, 'osmosis');
      await writeFile(fake, `#!/bin/sh\ntouch "${started}"\nexit 0\n`, { mode: 0o755 });
      for (const flags of [
        ['--advertise-url', 'https://bridge.example.com'],
        [
          '--tunnel',
          'cloudflared',
          '--advertise-url',
          'https://bridge.example.com',
          '--listener-port',
          '9000',
        ],
        ['--listener-port', '9000', '--rollout-port', '9000'],
      ]) {
        const run = await runCli(
          ['eval-run', 'configs/eval/quickstart.toml', '--osmosis-path', fake, ...flags],
          { cwd: ws, env: baseEnv },
        );
        expect(run.code, run.stderr).toBe(2);
        expect(run.stderr).toMatch(/needs --listener-port|cannot be used together|are both 9000/);
      }
      expect(await stat(started).catch(() => undefined)).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    'tunnel: cloudflared without cloudflared on PATH is exit 2 before osmosis; with it, the flags reach osmosis',
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'tunnel'), EXAMPLE_DIR);
      const argvFile = join(root, 'osmosis-argv');
      const fake = join(root, 'osmosis-recording');
      // A stand-in that records its argv (one per line) and says nothing: only what reaches osmosis matters.
      await writeFile(fake, `#!/bin/sh\nprintf '%s\\n' "$@" > "${argvFile}"\nexit 0\n`, { mode: 0o755 });
      const flags = [
        '--tunnel',
        'cloudflared',
        '--listener-port',
        '9100',
        '--rollout-port',
        '9101',
        '--verbose',
      ];
      const args = ['eval-run', 'configs/eval/quickstart.toml', '--osmosis-path', fake, ...flags];
      const env: NodeJS.ProcessEnv = { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' };

      const missing = await runCli(args, { cwd: ws, env });
      expect(missing.code, missing.stderr).toBe(2);
      expect(missing.stdout + missing.stderr).toContain(
        '--tunnel cloudflared needs the cloudflared program on PATH',
      );
      expect(await stat(argvFile).catch(() => undefined)).toBeUndefined();

      const bin = join(root, 'with-cloudflared');
      await mkdir(bin, { recursive: true });
      await writeFile(join(bin, 'cloudflared'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
      const present = await runCli(args, { cwd: ws, env: { ...env, PATH: `${bin}:${env.PATH}` } });
      // The stand-in printed no JSON result: osmosis-ci reports that (exit 3), after starting it with the flags.
      expect(present.code).toBe(3);
      const argv = (await readFile(argvFile, 'utf8')).trim().split('\n');
      expect(argv.slice(argv.indexOf('--tunnel'), argv.indexOf('--verbose') + 1)).toEqual(flags);
      await rm(argvFile, { force: true });
    },
    TIMEOUT,
  );
});
