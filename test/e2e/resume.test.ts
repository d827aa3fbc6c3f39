/**
 * "Re-run failed jobs" under act: the first run's eval step is cancelled (SIGTERM, as the runner does)
 * after k of 10 rows; its post step still saves the journal to the Actions cache (the v2 fake). The
 * re-run (same workflow run id, attempt 2) starts from a fresh checkout, restores the journal, and the
 * fake model sees exactly 10 − k row calls (plus LiteLLM's one preflight). Through act's own cache server
 * (the v1 protocol), a new workflow run on the same inputs makes no model call at all.
 *
 * setup-osmosis runs with cache: false: the jobs share one tool cache (as on one self-hosted runner), so
 * the first installs osmosis and the others find it. With the tool cache on, every job restored its 181 MB
 * archive over the installed tool (10-40 s each) for a point pr-gate.test.ts proves; the caches under test
 * here are eval-run's.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CHECKOUT_SHA,
  type ActRun,
  ensureAct,
  makeWorkspace,
  OUR_ACTIONS,
  OUR_REF,
  osmosisJobEnv,
  RUNTIME_TOKEN,
  removeSuite,
  runAct,
  stageOurActions,
  suiteDir,
  tail,
} from './harness.js';

const ROWS = 10;
const PREFLIGHT = 1;

const WORKFLOW = `name: resume
on: pull_request
permissions:
  contents: read
jobs:
  eval:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${ACTIONS_CHECKOUT_SHA} # v6.0.2
        with:
          persist-credentials: false
      - id: setup
        uses: ${OUR_ACTIONS}/actions/setup-osmosis@${OUR_REF}
        with:
          cache: "false"
      - id: eval
        uses: ${OUR_ACTIONS}/actions/eval-run@${OUR_REF}
        with:
          config: configs/eval/quickstart.toml
          dataset-file: data/quickstart.jsonl
          max-in-flight: "1"
          min-pass-rate: "0.5"
          secrets: |
            QUICKSTART_TOKEN=\${{ secrets.QUICKSTART_TOKEN }}
      - name: report
        if: always()
        env:
          EXIT_CODE: \${{ steps.eval.outputs.exit-code }}
          RESUMED: \${{ steps.eval.outputs.resumed-rows }}
          TOTAL: \${{ steps.eval.outputs.total }}
          PASS_RATE: \${{ steps.eval.outputs.pass-rate }}
          JOURNAL_HIT: \${{ steps.eval.outputs.journal-cache-hit }}
          JOURNAL_KEY: \${{ steps.eval.outputs.journal-cache-key }}
        run: echo "E2E-RESUME exit=$EXIT_CODE resumed=$RESUMED total=$TOTAL pass-rate=$PASS_RATE journal-hit=$JOURNAL_HIT key=$JOURNAL_KEY"
`;

let act: string;
let suite: string;
let model: ModelServer;
let script: ModelScript;
let cacheServer: CacheServer;
let ours: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('resume');
  script = JSON.parse(await readFile(join(REPO_ROOT, 'examples/quickstart/model-script.json'), 'utf8'));
  model = await startModelServer({ script });
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
  ours = await stageOurActions(join(suite, 'osmosis-ci'));
});

afterAll(async () => {
  await model?.close();
  await cacheServer?.close();
  if (suite) await removeSuite(suite);
});

function run(
  name: string,
  runId: string,
  attempt: string,
  cacheVersion: 'v1' | 'v2' = 'v2',
): Promise<ActRun> {
  return (async () => {
    const workspace = await makeWorkspace(join(suite, name), {
      copyFrom: join(REPO_ROOT, 'examples/quickstart'),
      files: { '.github/workflows/resume.yml': WORKFLOW },
    });
    return runAct({
      act,
      workspace,
      workflow: '.github/workflows/resume.yml',
      event: 'pull_request',
      eventFile: join(REPO_ROOT, 'test/e2e/events/pull_request.json'),
      suiteDir: suite,
      localRepositories: { [`${OUR_ACTIONS}@${OUR_REF}`]: ours },
      cache: cacheVersion === 'v2' ? { version: 'v2', url: cacheServer.url } : { version: 'v1' },
      env: {
        GITHUB_RUN_ID: runId,
        GITHUB_RUN_ATTEMPT: attempt,
        ...osmosisJobEnv(model.url, suite),
      },
      secrets: { QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
      logName: name,
    });
  })();
}

/** The node process running our eval-run step for this suite, once it exists. */
async function evalStepPid(): Promise<number | undefined> {
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('dist/action/eval-run.js') && cmdline.includes(suite)) return Number(pid);
  }
  return undefined;
}

const report = (output: string) =>
  /E2E-RESUME exit=(\d*) resumed=(\d*) total=(\d*) pass-rate=([\d.]*) journal-hit=(\w*)/.exec(output);

describe('Re-run failed jobs under act', () => {
  let k = -1;

  it('a cancelled eval step leaves its journal in the cache', async () => {
    model.setScript({ ...script, rules: (script.rules ?? []).map((rule) => ({ ...rule, delayMs: 1000 })) });
    const first = run('attempt-1', '4242', '1');
    // Wait until 3 rows have results, then cancel the step as the runner does.
    const deadline = Date.now() + 240_000;
    let cancelled = false;
    while (!cancelled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rowCalls = model.requests.filter((request) => request.matched !== null).length;
      const pid = rowCalls >= 4 ? await evalStepPid() : undefined;
      if (pid) {
        process.kill(pid, 'SIGTERM');
        cancelled = true;
      }
    }
    const result = await first;
    model.setScript(script);
    expect(cancelled, tail(result)).toBe(true);
    expect(result.code, tail(result)).not.toBe(0);
    const parsed = report(result.output);
    expect(parsed?.[1], tail(result)).toBe('3');
    k = Number(parsed?.[3]);
    // At least one row was journaled when the step was cut; how many depends on the machine's speed. The
    // exact count of rows the re-run pays for is what proves nothing is paid twice.
    expect(k).toBeGreaterThanOrEqual(1);
    expect(k).toBeLessThan(ROWS);
    expect(result.output).toMatch(
      /Saved the journal cache as osmosis-ci-v1-journal-quickstart-pr42-[0-9a-f]{16}-4242-1/,
    );
  });

  it('the re-run restores it and sends only the unfinished rows to the model', async () => {
    const before = model.calls;
    const rerun = await run('attempt-2', '4242', '2');
    expect(rerun.code, tail(rerun)).toBe(0);
    expect(model.calls - before).toBe(ROWS - k + PREFLIGHT);
    const parsed = report(rerun.output);
    expect(parsed?.slice(1, 6), tail(rerun)).toEqual(['0', String(k), '10', '0.8', 'false']);
    expect(rerun.output).toMatch(
      /Restored the journal cache from osmosis-ci-v1-journal-quickstart-pr42-[0-9a-f]{16}-4242-1/,
    );
  });
  // A new workflow run on the same inputs making no model call: the v1 case below under act, and
  // test/integration/eval-run-cache.test.ts through the v2 cache service, show it.
});

describe("the same journal cache through act's own cache server (the v1 protocol)", () => {
  it('a completed run is saved, and the next workflow run resumes it without a model call', async () => {
    const first = await run('v1-first', '5000', '1', 'v1');
    expect(first.code, tail(first)).toBe(0);
    expect(first.output).toMatch(
      /Saved the journal cache as osmosis-ci-v1-journal-quickstart-pr42-[0-9a-f]{16}-5000-1/,
    );
    const before = model.calls;
    const second = await run('v1-second', '5001', '1', 'v1');
    expect(second.code, tail(second)).toBe(0);
    expect(model.calls - before).toBe(0);
    expect(second.output).toMatch(
      /Restored the journal cache from osmosis-ci-v1-journal-quickstart-pr42-[0-9a-f]{16}-5000-1/,
    );
  });
});
