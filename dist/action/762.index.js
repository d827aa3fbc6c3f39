export const id = 762;
export const ids = [762];
export const modules = {

/***/ 54762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  managedAction: () => (/* binding */ managedAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/baseline-files.ts
var baseline_files = __webpack_require__(52947);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/osmosis/pins.ts
var pins = __webpack_require__(65295);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
;// CONCATENATED MODULE: ./src/adapters/code-facts.ts
/**
 * What `code-ref: auto` decides from: the GitHub event (its name, GITHUB_SHA, and the pull request in the
 * event payload, whose head commit is the one to judge), and the workspace's HEAD and dirtiness from git.
 */



/** A repository's owner/name; null when the payload says null (a deleted fork), undefined when it says nothing. */
const fullName = (repo) => {
    if (repo === null)
        return null;
    const name = repo?.full_name;
    return typeof name === 'string' ? name : undefined;
};
async function pullRequestOf(eventPath) {
    if (!eventPath)
        return undefined;
    let payload;
    try {
        payload = JSON.parse(await (0,promises_.readFile)(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
    const pr = payload.pull_request;
    const head = pr?.head;
    const base = pr?.base;
    if (!pr || typeof pr.number !== 'number' || typeof head?.sha !== 'string')
        return undefined;
    return {
        number: pr.number,
        headSha: head.sha,
        headRepo: fullName(head.repo),
        baseRepo: fullName(base?.repo),
    };
}
async function headOf(workspaceDir, env) {
    const git = (args) => (0,exec/* capture */.Fg)('git', ['-C', workspaceDir, ...args], { env, timeoutMs: 30_000 });
    const head = await git(['rev-parse', '--verify', 'HEAD']);
    if (head.exitCode !== 0)
        return null;
    const status = await git(['status', '--porcelain', '--untracked-files=normal']);
    // osmosis-ci's own files (.osmosis/ci/...) are not code the platform would miss.
    const changes = status.stdout
        .split('\n')
        .map((line) => line.slice(3).replace(/^"|"$/g, ''))
        .filter((path) => path !== '' && !(0,paths/* isOsmosisPath */.jg)(path));
    return { sha: head.stdout.trim(), dirty: status.exitCode === 0 && changes.length > 0 };
}
async function readCodeFacts(workspaceDir, env) {
    const eventName = env.GITHUB_EVENT_NAME || undefined;
    return {
        eventName,
        githubSha: eventName ? env.GITHUB_SHA || undefined : undefined,
        pullRequest: eventName ? await pullRequestOf(env.GITHUB_EVENT_PATH) : undefined,
        head: await headOf(workspaceDir, env),
    };
}

// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts + 1 modules
var osmosis_process = __webpack_require__(60243);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/adapters/submit-workspace.ts
/**
 * A throwaway copy of the workspace for one submit, in the temp directory (RUNNER_TEMP in Actions):
 * its own `git init` with the same `origin` (osmosis takes the workspace from the Git top level and the
 * platform scope from origin), a link to every top-level entry of the real workspace (rollouts/, data/,
 * …), and real configs/eval/ and configs/training/ directories holding only the config copy, at the
 * config's own relative path. osmosis 0.3.8 resolves symlinks before it checks that a config lies under
 * configs/eval/ or configs/training/, which is why those two are real directories and the copy a real file.
 * Nothing is written in the real workspace. A copy left behind by a killed process (SIGKILL) lies in
 * the temp directory only, and the next submit removes it once it is a day old.
 */






const REAL_DIRS = new Set(['eval', 'training']);
/** origin without any user:password@ part: osmosis needs only the host and the owner/name. */
function withoutCredentials(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1');
}
async function submit_workspace_link(target, path, isDir) {
    try {
        await (0,promises_.symlink)(target, path, isDir ? 'junction' : 'file');
    }
    catch (error) {
        // Windows without the symlink privilege: a file is copied instead (directories are junctions).
        if (isDir)
            throw error;
        await (0,promises_.copyFile)(target, path);
    }
}
const PREFIX = 'osmosis-ci-submit-';
const STALE_MS = 24 * 60 * 60_000;
/** Copies a killed step (SIGKILL) could not remove: older than a day, so never one in use. */
async function removeStale(root) {
    for (const name of await (0,promises_.readdir)(root).catch(() => [])) {
        if (!name.startsWith(PREFIX))
            continue;
        const path = (0,external_node_path_.join)(root, name);
        const info = await (0,promises_.stat)(path).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > STALE_MS)
            await (0,promises_.rm)(path, { recursive: true, force: true }).catch(() => undefined);
    }
}
async function createSubmitWorkspace(workspaceDir, configRelative, configText, env) {
    const root = env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    await removeStale(root);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(root, PREFIX));
    const dispose = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    try {
        const git = (args, cwd) => (0,exec/* capture */.Fg)('git', args, { cwd, env, timeoutMs: 30_000 });
        const origin = await git(['remote', 'get-url', 'origin'], workspaceDir);
        const init = await git(['-c', 'init.defaultBranch=main', 'init', '-q'], dir);
        if (init.exitCode !== 0)
            throw new Error(`git init failed: ${init.stderr.trim()}`);
        if (origin.exitCode === 0 && origin.stdout.trim() !== '') {
            await git(['remote', 'add', 'origin', withoutCredentials(origin.stdout.trim())], dir);
        }
        for (const entry of await (0,promises_.readdir)(workspaceDir, { withFileTypes: true })) {
            if (entry.name === '.git' || entry.name === paths/* OSMOSIS_DIR */.wj || entry.name === 'configs')
                continue;
            await submit_workspace_link((0,external_node_path_.join)(workspaceDir, entry.name), (0,external_node_path_.join)(dir, entry.name), entry.isDirectory());
        }
        const configs = (0,external_node_path_.join)(workspaceDir, 'configs');
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, 'configs', 'eval'), { recursive: true });
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, 'configs', 'training'), { recursive: true });
        for (const entry of await (0,promises_.readdir)(configs, { withFileTypes: true }).catch(() => [])) {
            if (REAL_DIRS.has(entry.name))
                continue;
            await submit_workspace_link((0,external_node_path_.join)(configs, entry.name), (0,external_node_path_.join)(dir, 'configs', entry.name), entry.isDirectory());
        }
        const configPath = (0,external_node_path_.join)(dir, configRelative);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(configPath), { recursive: true });
        await (0,promises_.writeFile)(configPath, configText, { mode: 0o600 });
        return { dir, configPath, dispose: async () => dispose() };
    }
    catch (error) {
        await dispose();
        throw new errors/* OsmosisFailure */._N(`Could not prepare the config copy that carries the commit (${error.message}). Set code-ref: config to submit the config as it is.`);
    }
}

// EXTERNAL MODULE: ./src/adapters/text-files.ts
var text_files = __webpack_require__(4179);
;// CONCATENATED MODULE: ./src/adapters/managed-deps.ts
/** The real-world implementations behind the managed commands' deps, shared by the CLI and the action. */







/**
 * Catches SIGINT/SIGTERM for the whole command, so a cancelled wait ends with a report (and, when asked,
 * a stop request) instead of the process dying between two polls. osmosis processes running at that
 * moment still get the signal forwarded by runOsmosis.
 */
function cancelOnSignals(log) {
    const controller = new AbortController();
    const handler = (signal) => {
        if (!controller.signal.aborted)
            log.warning(`Received ${signal}: ending the wait.`);
        controller.abort(signal);
    };
    const onInt = () => handler('SIGINT');
    const onTerm = () => handler('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    return {
        signal: controller.signal,
        dispose: () => {
            process.off('SIGINT', onInt);
            process.off('SIGTERM', onTerm);
        },
    };
}
/** Lines as an indented block, for a terminal (the action passes core's ::group:: instead). */
function plainLogGroup(log) {
    return (title, lines) => log.info([`${title}:`, ...lines.map((line) => `  ${line}`)].join('\n'));
}
function managedDeps(options) {
    const { env } = options;
    return {
        facts: managedFacts(options),
        wording: {
            log: options.log,
            logGroup: options.logGroup ?? plainLogGroup(options.log),
            ...(options.mask ? { mask: options.mask } : {}),
        },
        files: managedFiles(env),
        waiting: { random: Math.random, sleep: text_files/* sleepUnlessAborted */.bp, cancelSignal: options.cancelSignal },
        osmosis: {
            resolveOsmosis: (explicit) => (0,osmosis_process/* resolveOsmosisBin */.J5)(explicit, env),
            osmosisEnv: async (_bin, auth) => (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
                // A repository .env must not change which platform or token osmosis uses (contract §1.1).
                OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
                PYTHONUTF8: '1',
                PYTHONIOENCODING: 'utf-8',
                // Only osmosis gets the token and the platform; nothing is exported to later steps.
                ...(0,osmosis_process/* platformAuthEnv */.tt)(env, auth ?? {}),
            }),
            runOsmosis: osmosis_process/* runOsmosis */.b5,
        },
    };
}
function managedFacts(options) {
    const { env } = options;
    return {
        ...(options.surface ? { surface: options.surface } : {}),
        cwd: process.cwd(),
        env,
        toolVersion: pins/* TOOL_VERSION */.wr,
        workflowRunUrl: options.workflowRunUrl,
        now: () => new Date(),
        codeFacts: (workspaceDir) => readCodeFacts(workspaceDir, env),
        github: {
            runId: env.GITHUB_RUN_ID || null,
            job: env.GITHUB_JOB || null,
            attempt: env.GITHUB_RUN_ATTEMPT || null,
        },
    };
}
function managedFiles(env) {
    return {
        readText: text_files/* readTextIfAny */.$v,
        writeText: text_files/* writeTextWhole */.yV,
        listDir: (path) => (0,promises_.readdir)(path).catch(() => []),
        submitWorkspace: (workspaceDir, configRelative, configText) => createSubmitWorkspace(workspaceDir, configRelative, configText, env),
        readOutputs: async (dir) => {
            try {
                return await (0,run_files/* readEvalRun */.iW)(dir, { indexFile: 'summary.jsonl' });
            }
            catch {
                return undefined;
            }
        },
        stateScope: {
            runId: env.GITHUB_RUN_ID || undefined,
            job: env.GITHUB_JOB || undefined,
            jobIndex: env.OSMOSIS_CI_JOB_INDEX || undefined,
            extra: undefined,
        },
    };
}

// EXTERNAL MODULE: ./src/adapters/managed-files.ts
var managed_files = __webpack_require__(67439);
// EXTERNAL MODULE: ./src/adapters/report-deps.ts + 2 modules
var report_deps = __webpack_require__(27875);
// EXTERNAL MODULE: ./src/adapters/viewer-file.ts
var viewer_file = __webpack_require__(35363);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
// EXTERNAL MODULE: ./src/core/managed/code-ref.ts
var code_ref = __webpack_require__(53256);
// EXTERNAL MODULE: ./src/core/managed.ts + 1 modules
var managed = __webpack_require__(67654);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var verdict_gate = __webpack_require__(83086);
;// CONCATENATED MODULE: ./src/core/verdict/benchmark-gate.ts
/**
 * The benchmark gate: pass@1 per agent (or the best agent) against a threshold, on the value or on the
 * lower bound of its interval, and the leaderboard rank. The eval gate is in gate.ts. Pure.
 */

const GATE_AGENTS = ['all', 'best'];
function gateBenchmark(agents, options) {
    const threshold = options.minPassRate;
    const judged = agents.map((agent) => ({ ...agent, ...judgeAgent(agent, options) }));
    const scored = judged.filter((agent) => agent.passAt1 !== null);
    const best = [...scored].sort((a, b) => (b.passAt1 ?? 0) - (a.passAt1 ?? 0))[0];
    const observed = (options.gateOn === 'lower-bound' ? best?.interval?.lower : undefined) ?? best?.passAt1 ?? 0;
    const base = { gateOn: options.gateOn, threshold: threshold ?? null };
    if (threshold === undefined && options.maxRank === undefined) {
        return {
            gate: {
                ...base,
                verdict: 'not-gated',
                blocking: false,
                observed,
                reason: 'No min-pass-rate or max-rank given: report only.',
            },
            agents: judged,
        };
    }
    if (scored.length === 0) {
        return {
            gate: {
                ...base,
                verdict: 'failed',
                blocking: true,
                observed: 0,
                reason: 'No agent has a pass@1 to compare with the threshold.',
            },
            agents: judged,
        };
    }
    const deciding = options.gateAgents === 'best' && best ? [best] : scored;
    return { gate: { ...base, ...decidingGate(deciding, observed, options) }, agents: judged };
}
/** The agents before any gate: each not gated yet. */
function ungatedAgents(agents) {
    return agents.map((agent) => ({ ...agent, verdict: 'not-gated', reason: '' }));
}
/** The gate over the deciding agents (the best one, or every scored one): the worst verdict among them. */
function decidingGate(deciding, observed, options) {
    const worst = deciding.find((a) => a.verdict === 'failed') ?? deciding.find((a) => a.verdict === 'inconclusive');
    const verdict = worst?.verdict === 'failed' ? 'failed' : worst?.verdict === 'inconclusive' ? 'inconclusive' : 'passed';
    const subject = options.gateAgents === 'best'
        ? 'The best agent'
        : deciding.length === 1
            ? 'The agent'
            : `All ${deciding.length} agents`;
    const reason = verdict === 'passed'
        ? `${subject} passed: ${deciding.map((a) => a.reason).join(' ')}`
        : `${worst?.label}: ${worst?.reason}`;
    const blocking = verdict === 'failed' || (verdict === 'inconclusive' && !options.allowInconclusive);
    const observedWorst = options.gateAgents === 'best'
        ? observed
        : Math.min(...deciding.map((a) => options.gateOn === 'lower-bound' ? (a.interval?.lower ?? a.passAt1 ?? 0) : (a.passAt1 ?? 0)));
    return {
        verdict,
        blocking,
        observed: observedWorst,
        reason: reason +
            (verdict === 'inconclusive' && options.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
    };
}
function judgeAgent(agent, options) {
    const threshold = options.minPassRate;
    if (agent.passAt1 === null)
        return { verdict: 'failed', reason: 'no pass@1 was reported.' };
    const rate = `pass@1 ${(0,verdict_gate/* pct */.Oe)(agent.passAt1)}`;
    const interval = agent.interval
        ? ` (95% CI ${(0,verdict_gate/* pct */.Oe)(agent.interval.lower)}–${(0,verdict_gate/* pct */.Oe)(agent.interval.upper)})`
        : '';
    if (options.maxRank !== undefined && agent.rank !== null && agent.rank > options.maxRank) {
        return {
            verdict: 'failed',
            reason: `leaderboard rank #${agent.rank} is worse than #${options.maxRank}.`,
        };
    }
    if (threshold === undefined)
        return { verdict: 'passed', reason: `${rate}${interval}.` };
    if (options.gateOn === 'pass-rate' || agent.interval === null) {
        return agent.passAt1 >= threshold
            ? { verdict: 'passed', reason: `${rate}${interval} ≥ ${(0,verdict_gate/* pct */.Oe)(threshold)}.` }
            : { verdict: 'failed', reason: `${rate}${interval} < ${(0,verdict_gate/* pct */.Oe)(threshold)}.` };
    }
    if (agent.interval.lower >= threshold)
        return { verdict: 'passed', reason: `${rate}${interval} lies at or above ${(0,verdict_gate/* pct */.Oe)(threshold)}.` };
    if (agent.interval.upper < threshold)
        return { verdict: 'failed', reason: `${rate}${interval} lies below ${(0,verdict_gate/* pct */.Oe)(threshold)}.` };
    return { verdict: 'inconclusive', reason: `${rate}${interval} straddles ${(0,verdict_gate/* pct */.Oe)(threshold)}.` };
}

// EXTERNAL MODULE: ./src/core/verdict/managed-eval-verdict.ts
var managed_eval_verdict = __webpack_require__(22175);
;// CONCATENATED MODULE: ./src/core/verdict/managed-run.ts
/**
 * The verdicts of a managed step (eval-submit, benchmark-submit, train-submit), each with its exit code:
 * a run that ended (the eval gate, the benchmark gate, "training finished" or the platform's failure),
 * train-submit's pre-flight, and the states a step can stop in without a verdict on quality (submitted
 * without waiting, timed out, cancelled). commands/managed gathers the platform's answers and calls these.
 */





const bestOf = (agents) => {
    const scored = agents.map((a) => a.passAt1).filter((v) => v !== null);
    return scored.length > 0 ? Math.max(...scored) : null;
};
/** The verdict on a run that ended: failed on the platform, or judged by its kind's gate. */
function judgeEndedRun({ inputs, kind, noun, final }) {
    if ((0,managed/* classifyStatus */.xo)(kind, final.status) === 'failed')
        return platformFailure(kind, noun, final);
    if (inputs.kind === 'eval')
        return evalVerdict(inputs, final);
    if (inputs.kind === 'benchmark')
        return benchmarkVerdict(inputs, final);
    const t = final.training;
    return {
        verdict: 'passed',
        exitCode: errors/* ExitCode */.yU.ok,
        summary: `Training run ${final.name} finished${t?.totalSteps ? ` (${t.step ?? t.totalSteps} of ${t.totalSteps} steps)` : ''}.`,
    };
}
/** A run the platform ended as failed: a training run's failure fails the step; an eval's is infrastructure. */
function platformFailure(kind, noun, final) {
    return {
        verdict: kind === 'training' ? 'failed' : 'error',
        exitCode: kind === 'training' ? errors/* ExitCode */.yU.gateFailed : errors/* ExitCode */.yU.infrastructure,
        summary: `The platform ${noun} ${final.name} ended ${final.status}.`,
    };
}
function evalVerdict(inputs, final) {
    const samples = final.samples ?? null;
    const decided = (0,managed_eval_verdict/* judgeManagedEval */.h9)(samples, {
        minPassRate: inputs['min-pass-rate'],
        gateOn: inputs['gate-on'],
        allowInconclusive: inputs['allow-inconclusive'],
        maxSkipped: inputs['max-skipped'],
    }, final.name);
    if (decided.kind === 'error') {
        return {
            verdict: 'error',
            exitCode: errors/* ExitCode */.yU.infrastructure,
            summary: decided.reason,
            error: { kind: 'osmosis', message: decided.reason, code: 'NO_SAMPLE_COUNTS' },
        };
    }
    const { gate } = decided;
    return { samples, verdict: gate.verdict, exitCode: (0,verdict_gate/* gateExitCode */.Bx)(gate), summary: gate.reason, gate };
}
function benchmarkVerdict(inputs, final) {
    const { gate, agents } = gateBenchmark(final.benchmark ?? [], {
        minPassRate: inputs['min-pass-rate'],
        gateOn: inputs['gate-on'],
        allowInconclusive: inputs['allow-inconclusive'],
        gateAgents: inputs['gate-agents'],
        maxRank: inputs['max-rank'],
    });
    return {
        benchmark: { agents, bestPassAt1: bestOf(agents) },
        verdict: gate.verdict,
        exitCode: (0,verdict_gate/* gateExitCode */.Bx)(gate),
        summary: gate.reason,
        gate,
    };
}
/** Whether a managed eval may stand as the pre-flight of a training run. */
function judgePreflight(evalRun, snapshot, threshold) {
    const base = { evalRun, threshold };
    if (!snapshot)
        return { ...base, status: null, passRate: null, passed: false, reason: 'was not found on the platform.' };
    const status = snapshot.status;
    const passRate = snapshot.eval?.passRate ?? null;
    if (status !== 'finished')
        return { ...base, status, passRate, passed: false, reason: `is ${status}, not finished.` };
    if (passRate === null || !snapshot.eval || snapshot.eval.completed === 0)
        return { ...base, status, passRate, passed: false, reason: 'has no completed samples.' };
    const counts = `${snapshot.eval.passed}/${snapshot.eval.completed}`;
    const passed = passRate >= threshold;
    return {
        ...base,
        status,
        passRate,
        passed,
        reason: `pass rate ${(0,verdict_gate/* pct */.Oe)(passRate)} (${counts}) ${passed ? '≥' : '<'} ${(0,verdict_gate/* pct */.Oe)(threshold)}.`,
    };
}
/** train-submit refused before submitting: no pre-flight eval to check, or one that did not pass. */
function preflightRefusal(preflight) {
    if (!('evalRun' in preflight)) {
        return {
            verdict: 'failed',
            exitCode: errors/* ExitCode */.yU.gateFailed,
            summary: 'Not submitted: a pre-flight eval is required (preflight-min-pass-rate) but none was named and no eval-submit ran earlier in this job. Set preflight-eval to a managed eval run name.',
            preflight: {
                evalRun: '',
                status: null,
                passRate: null,
                threshold: preflight.threshold,
                passed: false,
                reason: 'no pre-flight eval found',
            },
        };
    }
    return {
        verdict: 'failed',
        exitCode: errors/* ExitCode */.yU.gateFailed,
        summary: `Not submitted: pre-flight eval ${preflight.evalRun} ${preflight.reason}`,
        preflight,
    };
}
/** A step that stopped before a verdict on quality: submitted without waiting (exit 0), timed out or cancelled (exit 3). */
function stoppedStep(state, summary) {
    return {
        verdict: state,
        exitCode: state === 'submitted' ? errors/* ExitCode */.yU.ok : errors/* ExitCode */.yU.infrastructure,
        summary,
    };
}

;// CONCATENATED MODULE: ./src/core/managed/managed-sampling.ts
/** The events whose runs gate a pull request. */
function isPullRequestEvent(eventName) {
    return eventName === 'pull_request' || eventName === 'pull_request_target';
}
/** The warning for an eval on a pull request whose config pins no rows. */
function unpinnedSampleWarning(config, sampling) {
    const rows = sampling?.sampledRows ?? null;
    const of = sampling?.datasetRows ?? null;
    const size = rows === null ? '' : ` (this run: ${rows} row${rows === 1 ? '' : 's'}${of === null ? '' : ` of ${of}`})`;
    const pin = rows === null ? '`limit = <rows>`' : `\`limit = ${rows}\``;
    if (rows !== null && of !== null && rows >= of)
        // The counts show every row: "a random 10%" would contradict them.
        return `${config} sets no [evaluation].limit; this run evaluated every row of the dataset (${rows} of ${of}), but without a limit the platform may sample a random part of it in another run. Pin the rows with ${pin} under [evaluation] (the first rows of the dataset, in order).`;
    return `${config} sets no [evaluation].limit, so the platform evaluated a random 10% of the dataset${size}: another run of this pull request judges different rows. Pin the rows with ${pin} under [evaluation] (the first rows of the dataset, in order).`;
}

;// CONCATENATED MODULE: ./src/core/managed/unknown-commit.ts
/**
 * Whether the platform, or osmosis before it, said it does not have a commit: in a submit's error, in the
 * logs of a run that failed after cloning, or in osmosis's own pinned-commit check. Pure text reading.
 */

/**
 * Whether a submit error is the platform saying it does not know the commit (Git Sync has not caught up
 * with a push). osmosis 0.3.8 has no code of its own for this: the platform's error body passes through
 * as `details` (`platform_code`, `field`, `status_code`) with its message. It counts when it came from
 * the platform (a status code) and names the commit, or names the commit_sha field or a COMMIT code.
 */
function isUnknownCommitError(error, commit) {
    const details = error.details ?? {};
    if (typeof details.status_code !== 'number' || details.status_code >= 500)
        return false;
    const platformCode = typeof details.platform_code === 'string' ? details.platform_code : '';
    const field = typeof details.field === 'string' ? details.field : '';
    const text = `${error.message} ${typeof details.error === 'string' ? details.error : ''}`.toLowerCase();
    // The short SHA begins the full one, so a text naming either contains it.
    const namesCommit = text.includes((0,code_ref/* shortSha */.Fu)(commit).toLowerCase());
    return (/commit/i.test(platformCode) ||
        /commit_sha/.test(field) ||
        (namesCommit && /not found|unknown|not (yet )?synced|does not exist|no commit/.test(text)));
}
/** What a clone or checkout that could not find a commit prints, in the platform's logs or git's words. */
const MISSING_COMMIT = /not our ref|reference is not a tree|unknown revision|bad object|no such commit|not found|could not (fetch|find|check ?out|resolve)|failed to (fetch|check ?out|clone)|does not exist/i;
/**
 * The log line that shows the platform failed the run because it could not fetch `commit`: osmosis 0.3.8
 * submits a commit without checking it with the platform, which accepts the run, clones the connected
 * repository and only then fails (shared_submit.py: "a confirmed-bad SHA would fail server-side after the
 * platform clones the repo"). The line must name the commit (in full or short) and say it was missing.
 */
function unknownCommitInLogs(lines, commit) {
    // The short SHA begins the full one, so a line naming either contains it.
    const short = (0,code_ref/* shortSha */.Fu)(commit).toLowerCase();
    return lines.find((line) => line.toLowerCase().includes(short) && MISSING_COMMIT.test(line));
}
/** The step's summary for a run the platform failed because it could not fetch the commit. */
function unknownCommitSummary(run, commit, label, line) {
    const shown = line.length > 300 ? `${line.slice(0, 300)}…` : line;
    return `The platform accepted ${run} but could not fetch commit ${commit} (${label}) after cloning the repository, so the run failed before any sample ran: ${shown}. Push the commit to the repository connected to the workspace (and wait for Git Sync to pick it up), then re-run; or set code-ref to a commit the platform has.`;
}
/**
 * osmosis 0.3.8's own pre-flight (workspace_repo.check_pinned_commit): when GitHub confirms the pinned
 * commit is absent, the submit stops before any request with "Pinned commit <sha> … not found on …".
 */
function isPinnedCommitRefusal(message, commit) {
    return (/^Pinned commit [0-9a-f]{7,40} .*not found on/i.test(message) &&
        message.toLowerCase().includes(commit.toLowerCase().slice(0, 7)));
}

// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(75781);
;// CONCATENATED MODULE: ./src/commands/managed/download.ts
/**
 * Outputs home (the `download` input): `osmosis eval download` / `benchmark runs download` into
 * `<result-dir>/outputs`, so the report can list a managed eval's failing rows and failure groups the
 * way the local eval report does, from the same per-row file.
 *
 * `auto` for an eval: its metrics and summary.jsonl, then the trajectories of the rows that did not pass.
 * osmosis 0.3.8 files summary.jsonl under the `trajectories` type and has no selector for it alone, so the
 * first download asks for one row's trajectory with it (`--rows 0`). `auto` for a benchmark: summary.csv
 * and results.csv. Best effort: a failed download is a warning and the verdict stands.
 */





/** Failing rows whose trajectories are fetched, at most. */
const MAX_TRAJECTORY_ROWS = 100;
/** `.osmosis/ci/<command>-<run name>` in the workspace (or result-dir), where result.json and the outputs go. */
function resultDirOf(step, runName) {
    const dir = step.inputs['result-dir'];
    if (dir !== undefined)
        return (0,external_node_path_.resolve)(step.workspaceDir, dir);
    return (0,paths/* ciResultDir */.RF)(step.workspaceDir, runName ? `${step.spec.command}-${runName}` : step.spec.command);
}
async function download(step, { name, dir }, types, rows) {
    const kind = step.kind === 'benchmark' ? 'benchmark' : 'eval';
    const run = await step.call((0,osmosis_args/* downloadArgs */.Cs)(kind, name, { workspace: step.inputs.workspace, types, output: dir, rows }));
    const resource = (run.envelope?.resource ?? {});
    if (!run.envelope || (run.envelope.status !== 'success' && run.envelope.status !== 'partial')) {
        throw new Error(run.error?.error.message ?? `osmosis exited ${run.exitCode}`);
    }
    const failed = Array.isArray(resource.files_failed) ? resource.files_failed.length : 0;
    if (failed > 0)
        step.warn(`${failed} output file(s) of ${name} could not be downloaded; re-run to retry.`);
    const count = (value) => (typeof value === 'number' ? value : 0);
    return count(resource.files_downloaded) + count(resource.files_skipped);
}
/** Row indexes as osmosis's --rows wants them: "3,7,10-20". */
function rowSpec(indexes) {
    const sorted = [...new Set(indexes)].sort((a, b) => a - b);
    const parts = [];
    for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1)
            j++;
        parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
        i = j + 1;
    }
    return parts.join(',');
}
async function downloadOutputs(step, name) {
    const choice = step.inputs.kind === 'training' ? 'none' : step.inputs.download;
    if (choice === 'none' || step.kind === 'training')
        return null;
    const dir = (0,external_node_path_.join)(resultDirOf(step, name), 'outputs');
    const shown = (0,display_path/* displayPath */.G)(step.workspaceDir, dir);
    try {
        if (step.kind === 'benchmark') {
            const types = choice === 'auto' ? ['summary', 'results'] : choice;
            const files = await download(step, { name, dir }, types);
            return { outputs: { dir: shown, types: [...types], files } };
        }
        const types = choice === 'auto' ? ['metrics', 'trajectories'] : choice;
        let files = await download(step, { name, dir }, types, choice === 'auto' ? '0' : undefined);
        const read = await step.deps.files.readOutputs(dir);
        if (!read)
            return { outputs: { dir: shown, types: [...types], files } };
        const failingRows = [
            ...read.metrics.failureGroups.flatMap((group) => group.rows),
            ...read.rows.belowThreshold.rows,
        ].map((row) => row.rowIndex);
        let withTrajectories;
        if (choice === 'auto' && failingRows.length > 0) {
            const rows = [...new Set(failingRows)].slice(0, MAX_TRAJECTORY_ROWS);
            files += await download(step, { name, dir }, ['trajectories'], rowSpec(rows));
            withTrajectories = rows.length;
        }
        return {
            outputs: {
                dir: shown,
                types: [...types],
                files,
                ...(withTrajectories !== undefined ? { failingRowsWithTrajectories: withTrajectories } : {}),
            },
            rows: { failureGroups: read.metrics.failureGroups, outcomes: read.rows },
        };
    }
    catch (error) {
        step.warn(`Could not download the outputs of ${name}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return null;
    }
}

;// CONCATENATED MODULE: ./src/commands/managed/judge.ts



/** The numbers a snapshot carries, in the result's shape, before any gate. */
function snapshotFields(kind, snapshot) {
    if (!snapshot)
        return {};
    if (kind === 'eval')
        return {
            metrics: snapshot.eval ?? null,
            samples: snapshot.samples ?? null,
            sampling: snapshot.sampling ?? null,
        };
    if (kind === 'training')
        return { training: snapshot.training ?? null };
    const agents = ungatedAgents(snapshot.benchmark ?? []);
    return { benchmark: { agents, bestPassAt1: best(agents) } };
}
const best = (agents) => {
    const scored = agents.map((a) => a.passAt1).filter((v) => v !== null);
    return scored.length > 0 ? Math.max(...scored) : null;
};
/** The fields of the result for a run that reached a terminal status. */
function judge(step, final) {
    const { inputs, kind, spec } = step;
    return { ...snapshotFields(kind, final), ...judgeEndedRun({ inputs, kind, noun: spec.noun, final }) };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/journal/run-name.ts
var run_name = __webpack_require__(25032);
;// CONCATENATED MODULE: ./src/core/managed/submission-state.ts
/**
 * The state file of a submit step (.osmosis/ci/submissions/): which run an earlier attempt of this job
 * submitted, so a re-run waits on it instead of paying for a second one. Pure: naming and parsing only.
 */





/**
 * The state file's name: stable across re-runs (attempts) of one job of one workflow run, distinct per
 * kind, config, workspace, matrix leg and `state-key`. Locally (no GITHUB_RUN_ID) it is per workspace.
 */
function stateFileName(kind, config, workspace, scope) {
    const digest = (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([
        scope.runId ?? 'local',
        scope.job ?? '',
        scope.jobIndex ?? '',
        kind,
        config,
        workspace ?? '',
        scope.extra ?? '',
    ]))
        .digest('hex')
        .slice(0, 16);
    const stem = (0,run_name/* sanitizeRunNamePart */.b5)((0,external_node_path_.basename)(config, (0,external_node_path_.extname)(config))).slice(0, 40) || kind;
    return `${managed/* KINDS */.GW[kind].command}-${stem}-${digest}.json`;
}
const submissionStateSchema = schemas/* looseObject */._H3({
    schemaVersion: schemas/* literal */.euz(1),
    kind: schemas/* enum */.k5n(managed/* MANAGED_KINDS */.wk),
    config: schemas/* string */.YjP(),
    runName: schemas/* string */.YjP(),
    runId: schemas/* string */.YjP().nullable(),
    url: schemas/* string */.YjP().nullable(),
    status: schemas/* string */.YjP(),
    submittedAt: schemas/* string */.YjP(),
    updatedAt: schemas/* string */.YjP(),
    github: schemas/* object */.Ikc({
        runId: schemas/* string */.YjP().nullable(),
        job: schemas/* string */.YjP().nullable(),
        attempt: schemas/* string */.YjP().nullable(),
    }),
});
function parseSubmissionState(text) {
    if (text === undefined)
        return undefined;
    try {
        const parsed = submissionStateSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
;// CONCATENATED MODULE: ./src/core/managed/polling.ts
/** The polling schedule of a managed run's wait: exponential backoff with jitter, capped. Pure. */
function pollSchedule(initialMs) {
    return {
        initialMs,
        factor: 1.5,
        maxMs: Math.max(initialMs, Math.min(60_000, initialMs * 20)),
        jitter: 0.2,
    };
}
/** The delay before poll `attempt + 1` (attempt 0 is the first wait). `random` is in [0, 1). */
function pollDelay(schedule, attempt, random) {
    const raw = Math.min(schedule.maxMs, schedule.initialMs * schedule.factor ** Math.max(0, attempt));
    const spread = 1 - schedule.jitter + 2 * schedule.jitter * random;
    return Math.max(1, Math.round(raw * spread));
}

// EXTERNAL MODULE: ./src/core/osmosis/envelope.ts
var envelope = __webpack_require__(56003);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(92481);
// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var result = __webpack_require__(42818);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(23091);
// EXTERNAL MODULE: ./src/commands/outcome.ts
var outcome = __webpack_require__(28786);
;// CONCATENATED MODULE: ./src/commands/managed/session.ts
/**
 * What every concern of a managed step works from: the context (inputs, deps, where the config is),
 * fixed when the step starts, and once osmosis is ready a `Step` that can call it. Both are values; what
 * each concern learns it returns, and `finish`/`failed` turn what was learnt into the result.
 */









/** Thrown when the step is asked to stop; the orchestrator turns it into a `cancelled` result. */
class CancelledError extends Error {
    name = 'CancelledError';
}
function contextOf(inputs, deps) {
    const startedAt = deps.facts.now();
    const workspaceDir = (0,external_node_path_.resolve)(deps.facts.cwd, inputs['working-directory'] ?? '.');
    const configPath = (0,external_node_path_.resolve)(workspaceDir, inputs.config);
    return Object.freeze({
        inputs,
        deps,
        kind: inputs.kind,
        spec: managed/* KINDS */.GW[inputs.kind],
        startedAt,
        workspaceDir,
        configPath,
        configRelative: (0,display_path/* displayPath */.G)(workspaceDir, configPath),
    });
}
function stepOf(context, ready, trail) {
    const { deps } = context;
    const call = async (args, options = {}) => {
        deps.wording.log.info(`Running: ${[ready.bin, ...args].join(' ')}`);
        const run = await deps.osmosis.runOsmosis({
            bin: ready.bin,
            args,
            cwd: options.cwd ?? context.workspaceDir,
            env: options.env ?? ready.env,
            stdin: options.stdin ?? '',
            onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => {
                const { code, message } = warning.warning;
                trail.warn(`osmosis: ${code ? `${code}: ${message}` : message}`);
            },
        });
        if (run.error?.cli_version)
            trail.record({ kind: 'cli-version', version: run.error.cli_version });
        return run;
    };
    return Object.freeze({
        ...context,
        ready,
        trail,
        warn: (text) => trail.warn(text),
        throwIfCancelled: () => {
            if (deps.waiting.cancelSignal.aborted)
                throw new CancelledError();
        },
        call,
    });
}
function finish(context, learnt, fields) {
    const { deps, startedAt } = context;
    const finishedAt = deps.facts.now();
    return {
        schemaVersion: result/* RESULT_SCHEMA_VERSION */.tS,
        kind: context.spec.command,
        tool: { name: 'osmosis-ci', version: deps.facts.toolVersion },
        osmosisVersion: learnt.osmosisVersion,
        config: context.configRelative,
        workspace: context.inputs.workspace ?? null,
        run: learnt.run,
        code: learnt.code,
        gate: null,
        metrics: null,
        benchmark: null,
        training: null,
        preflight: null,
        wait: learnt.wait,
        stateFile: learnt.stateFile,
        error: null,
        warnings: [...learnt.warnings],
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        links: deps.facts.workflowRunUrl ? { workflowRun: deps.facts.workflowRunUrl } : {},
        ...fields,
    };
}
function failed(context, learnt, error) {
    const { verdict, exitCode, error: described } = (0,outcome/* errorFields */.a)(error);
    const { location: _location, ...rest } = described;
    return finish(context, learnt, { verdict, exitCode, summary: described.message, error: rest });
}
/** What a failed osmosis invocation means, as an error with the right exit code. */
function osmosisError(run, bin, command, { provided = [], surface } = {}) {
    if (run.spawnError)
        return (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
    if (run.error) {
        const { code, message, details } = run.error.error;
        const missing = (0,managed/* missingSecretNames */.Fe)(code, message, details);
        if (missing && missing.length > 0)
            return missingSecretsError(missing, provided);
        if (code === 'AUTH_REQUIRED') {
            return new errors/* OsmosisFailure */._N(`The Osmosis platform rejected the token: it is invalid or expired (osmosis ${command}: ${message}). ${(0,token_wording/* platformTokenWording */.R)(surface).rejected}`, { code, exitCode: run.exitCode });
        }
        if (code === 'VALIDATION' && /^Invalid (eval|training|benchmark) config/i.test(message)) {
            return new errors/* UsageError */.eb((0,envelope/* explainOsmosisError */.$q)(code, message, details));
        }
        return new errors/* OsmosisFailure */._N(`osmosis ${command} failed [${code}]: ${(0,envelope/* explainOsmosisError */.$q)(code, message, details)}`, { code, exitCode: run.exitCode, stderrTail: run.stderrTail });
    }
    return new errors/* OsmosisFailure */._N(`osmosis ${command} ${(0,osmosis_exit/* abnormalExit */.F)(run)}.`, {
        exitCode: run.exitCode,
        signal: run.signal,
        stderrTail: run.stderrTail,
    });
}
/**
 * The platform has none of these secrets. A name this job gave a value on stdin can only be missing when
 * osmosis 0.3.8 dropped the values: it does when its listing of the platform's secrets fails
 * (shared_submit.prepare_submit_secrets keeps `--secrets-file` values only after a successful listing).
 */
function missingSecretsError(missing, provided) {
    const dropped = missing.filter((name) => provided.includes(name));
    if (dropped.length > 0) {
        return new errors/* UsageError */.eb(`The platform has no secret ${dropped.join(', ')}, and osmosis did not send the value this job gave it: osmosis 0.3.8 drops the values of --secrets-file when it cannot list the platform's secrets (a network or permission failure on GET /environment-secrets), so nothing was submitted. Re-run the job; if it persists, check that the token may list secrets, or store each with \`osmosis secret set ${dropped[0]}\` on the platform.`);
    }
    return new errors/* UsageError */.eb(`Missing secrets: ${missing.join(', ')}. The platform has no secret by ${missing.length === 1 ? 'that name' : 'these names'}: create it there with \`osmosis secret set ${missing[0]}\` (or in the platform's UI), or give it a value in the \`secrets\` input (NAME=value lines) or the environment, and name it in [secrets].required.`);
}

;// CONCATENATED MODULE: ./src/commands/managed/wait.ts
/**
 * Reading a run's status (`<group> info`) and waiting for it to end: backoff with jitter, transient
 * platform errors retried inside the wait's budget, the deadline of timeout-minutes, and stopping a run.
 */






/** Consecutive transient failures of `info` tolerated before the wait gives up. */
const MAX_TRANSIENT_IN_A_ROW = 20;
async function infoOnce(step, name, of = step.kind) {
    const run = await step.call((0,osmosis_args/* infoArgs */.mu)(of, name, step.inputs.workspace));
    const what = `osmosis ${managed/* KINDS */.GW[of].runGroup.join(' ')} info`;
    if (run.envelope && run.exitCode === 0) {
        const snapshot = (0,managed/* readSnapshot */.RA)(of, run.envelope.data, name);
        if (snapshot)
            return { kind: 'snapshot', snapshot };
        return {
            kind: 'transient',
            message: `${what} printed a result without ${(0,format/* withArticle */.vJ)(managed/* KINDS */.GW[of].dataKey)}`,
        };
    }
    if (run.error) {
        const { code, message, details } = run.error.error;
        if (code === 'NOT_FOUND')
            return { kind: 'not-found' };
        if ((0,managed/* isTransient */.dg)(code, details))
            return { kind: 'transient', message: `[${code}] ${message}` };
    }
    throw osmosisError(run, step.ready.bin, `${managed/* KINDS */.GW[of].runGroup.join(' ')} info`, {
        surface: step.deps.facts.surface,
    });
}
/** One status read, a few tries when the platform hiccups; undefined when the run does not exist. */
async function infoWithRetry(step, name, of = step.kind, attempts = 4) {
    const { deps, inputs } = step;
    for (let attempt = 0;; attempt++) {
        const outcome = await infoOnce(step, name, of);
        if (outcome.kind === 'snapshot')
            return outcome.snapshot;
        if (outcome.kind === 'not-found')
            return undefined;
        step.trail.record({ kind: 'transient-error' });
        if (attempt + 1 >= attempts) {
            throw new errors/* OsmosisFailure */._N(`The Osmosis platform kept failing while reading ${name}: ${outcome.message}`);
        }
        deps.wording.log.warning(`Transient platform error reading ${name} (${outcome.message}); retrying.`);
        await deps.waiting.sleep(pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random()), deps.waiting.cancelSignal);
        step.throwIfCancelled();
    }
}
/**
 * Polls until the run reaches a terminal status, or the deadline passes (then the latest snapshot is
 * returned as timed out). `initial` ends the wait at once when it is already terminal. Each status read
 * goes on the trail too, so an interrupted wait still reports the run as last seen.
 */
async function waitForTerminal(step, name, initial) {
    const { deps, inputs, kind, trail } = step;
    let latest = initial && (0,managed/* isTerminal */.Hd)(kind, initial.status) ? initial : undefined;
    if (latest)
        return { final: latest, timedOut: false };
    const deadline = step.startedAt.getTime() + inputs['timeout-minutes'] * 60_000;
    const schedule = pollSchedule(inputs['poll-interval'] * 1000);
    let attempt = 0;
    let inARow = 0;
    let lastLine = '';
    for (;;) {
        step.throwIfCancelled();
        const outcome = await infoOnce(step, name);
        trail.record({ kind: 'poll' });
        step.throwIfCancelled();
        if (outcome.kind === 'snapshot') {
            inARow = 0;
            latest = outcome.snapshot;
            trail.record({ kind: 'status', status: latest.status, url: latest.url });
            const line = `${latest.name}: ${latest.status}${latest.progress ? `, ${latest.progress}` : ''}`;
            if (line !== lastLine)
                deps.wording.log.info(line);
            lastLine = line;
            if ((0,managed/* isTerminal */.Hd)(kind, latest.status))
                return { final: latest, timedOut: false };
        }
        else if (outcome.kind === 'not-found') {
            throw new errors/* OsmosisFailure */._N(`The platform no longer knows ${step.spec.noun} ${name} (NOT_FOUND) while waiting for it.`);
        }
        else {
            trail.record({ kind: 'transient-error' });
            inARow += 1;
            deps.wording.log.warning(`Transient platform error while waiting (${outcome.message}); will retry.`);
            if (inARow >= MAX_TRANSIENT_IN_A_ROW) {
                throw new errors/* OsmosisFailure */._N(`The Osmosis platform failed ${inARow} status checks in a row: ${outcome.message}`);
            }
        }
        const remaining = deadline - deps.facts.now().getTime();
        if (remaining <= 0)
            return { final: latest, timedOut: true };
        await deps.waiting.sleep(Math.min(remaining, pollDelay(schedule, attempt++, deps.waiting.random())), deps.waiting.cancelSignal);
    }
}
/**
 * Asks the platform to stop the run; true when it agreed (the run is then `stopped`). A refusal becomes
 * a warning, never an error.
 */
async function stopRun(step, name) {
    step.deps.wording.log.info(`Stopping ${step.spec.noun} ${name}.`);
    const run = await step.call((0,osmosis_args/* stopArgs */.Ez)(step.kind, name, step.inputs.workspace));
    if (run.envelope?.status === 'success' && run.exitCode === 0)
        return true;
    step.warn(`Could not stop ${name}: ${run.error?.error.message ?? `osmosis exited ${run.exitCode}`}`);
    return false;
}
/** Reads of a finished eval whose metrics osmosis could not fetch, before its own results are used. */
const METRICS_REREADS = 3;
/**
 * A finished eval whose metrics were missing (the metrics call failed or was not ready) is read again a
 * few times on the poll schedule; after that the run's own results stand in, which still count errored
 * samples. Returns the latest snapshot.
 */
async function settleMetrics(step, final) {
    if (step.kind !== 'eval' || final.status !== 'finished' || final.metricsAvailable !== false)
        return final;
    const { deps, inputs } = step;
    let latest = final;
    for (let attempt = 0; attempt < METRICS_REREADS && latest.metricsAvailable === false; attempt++) {
        deps.wording.log.info(`The platform's metrics for ${final.name} are not ready; reading them again.`);
        await deps.waiting.sleep(pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random()), deps.waiting.cancelSignal);
        step.throwIfCancelled();
        const outcome = await infoOnce(step, final.name);
        step.trail.record({ kind: 'poll' });
        if (outcome.kind === 'snapshot' && outcome.snapshot.status === 'finished')
            latest = outcome.snapshot;
    }
    if (latest.metricsAvailable === false)
        step.warn(latest.samples
            ? `The platform's metrics for ${final.name} stayed unavailable after ${METRICS_REREADS} more reads; judged on the run's own counts (errored samples still count against the pass rate).`
            : `The platform's metrics for ${final.name} stayed unavailable after ${METRICS_REREADS} more reads, and its results carry no sample counts.`);
    return latest;
}

;// CONCATENATED MODULE: ./src/commands/managed/locate.ts
/**
 * Which platform run this step is about: an existing one named by run-name, the one an earlier attempt
 * of this job submitted (its state file), or none yet (then the caller submits). And keeping the state
 * file up to date, so a re-run of the job waits instead of paying for a second run.
 */







function statePath(context) {
    const { inputs, deps } = context;
    return (0,external_node_path_.join)((0,paths/* submissionsDir */.BU)(context.workspaceDir), stateFileName(context.kind, context.configRelative, inputs.workspace, {
        ...deps.files.stateScope,
        extra: inputs['state-key'],
    }));
}
/**
 * Writes the run's current status to the state file; returns where (as shown), or null when the write
 * failed, which is a warning (a re-run may submit again).
 */
async function saveState(step, run, status) {
    const path = statePath(step);
    const previous = parseSubmissionState(await step.deps.files.readText(path));
    const nowIso = step.deps.facts.now().toISOString();
    const record = {
        schemaVersion: 1,
        kind: step.kind,
        config: step.configRelative,
        runName: run.name,
        runId: run.id,
        url: run.url,
        status,
        submittedAt: previous?.runName === run.name ? previous.submittedAt : nowIso,
        updatedAt: nowIso,
        github: step.deps.facts.github,
    };
    try {
        await step.deps.files.writeText(path, `${JSON.stringify(record, null, 2)}\n`);
        return (0,display_path/* displayPath */.G)(step.workspaceDir, path);
    }
    catch (error) {
        step.warn(`Could not write the state file ${path}: ${(0,errors/* errorMessage */.gJ)(error)}. A re-run may submit again.`);
        return null;
    }
}
function runFrom(snapshot, how) {
    return {
        name: snapshot.name,
        id: snapshot.id,
        url: snapshot.url,
        status: snapshot.status,
        retried: false,
        ...how,
    };
}
/**
 * The run named by run-name or kept in the state file, when there is one to follow; undefined when a
 * new run must be submitted.
 */
async function locateRun(step) {
    const { inputs, deps, spec } = step;
    const attachName = inputs.kind === 'eval' ? inputs['run-name'] : undefined;
    if (attachName !== undefined) {
        const snapshot = await infoWithRetry(step, attachName);
        if (!snapshot)
            throw new errors/* UsageError */.eb(`No ${spec.noun} named ${attachName} on the platform (run-name).`);
        return { run: runFrom(snapshot, { submitted: false, resumed: false }), snapshot, stateFile: null };
    }
    if (inputs.fresh)
        return undefined;
    const path = statePath(step);
    const previous = parseSubmissionState(await deps.files.readText(path));
    if (!previous || previous.kind !== step.kind)
        return undefined;
    deps.wording.log.info(`State file ${(0,display_path/* displayPath */.G)(step.workspaceDir, path)} names ${previous.runName} (${previous.status}); checking it.`);
    const current = await infoWithRetry(step, previous.runName);
    if (current && (0,managed/* isResumable */.bE)(step.kind, current.status)) {
        deps.wording.log.info(`Resuming ${current.name} (${current.status}) instead of submitting a second run.`);
        return {
            run: runFrom(current, { submitted: false, resumed: true }),
            snapshot: current,
            stateFile: (0,display_path/* displayPath */.G)(step.workspaceDir, path),
        };
    }
    deps.wording.log.info(current
        ? `${previous.runName} ended ${current.status}: submitting a new run.`
        : `${previous.runName} is not on the platform: submitting a new run.`);
    return undefined;
}
/** The eval an earlier eval-submit step of this job recorded most recently (its state file). */
async function latestEvalSubmission(workspaceDir, { files }) {
    const dir = (0,paths/* submissionsDir */.BU)(workspaceDir);
    let best;
    for (const file of await files.listDir(dir)) {
        if (!file.startsWith('eval-submit-') || !file.endsWith('.json'))
            continue;
        const record = parseSubmissionState(await files.readText((0,external_node_path_.join)(dir, file)));
        if (record?.kind !== 'eval')
            continue;
        if (files.stateScope.runId && record.github.runId !== files.stateScope.runId)
            continue;
        if (!best || record.updatedAt > best.updatedAt)
            best = record;
    }
    return best?.runName;
}

// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(58198);
;// CONCATENATED MODULE: ./src/commands/managed/logs.ts
/**
 * The platform's logs of a run that ended badly (failed, stopped, crashed, timed out): the last few
 * hundred lines of `eval logs` / `train logs` / `benchmark runs logs`, redacted the way osmosis redacts
 * its own run logs (every secret value given to the step, the token, and provider keys in the
 * environment), into a collapsed log group and the result. Best effort: a failure is a warning.
 */




/** Lines brought home: osmosis pages logs by at most 200. */
const PLATFORM_LOG_LINES = 300;
const PAGE_LIMIT = 200;
const logsEnvelope = schemas/* looseObject */._H3({
    items: schemas/* array */.YOg(schemas/* looseObject */._H3({
        timestamp: schemas/* string */.YjP().nullable().optional(),
        level: schemas/* string */.YjP().nullable().optional(),
        step: schemas/* string */.YjP().nullable().optional(),
        message: schemas/* string */.YjP().nullable().optional(),
        details: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(),
    })),
    next_cursor: schemas/* string */.YjP().nullable().optional(),
});
/** One entry as a line of osmosis's logs.txt: `<time> <LEVEL> [<step>] <message> <details>`. */
function formatEntry(entry) {
    const details = entry.details && Object.keys(entry.details).length > 0 ? ` ${JSON.stringify(entry.details)}` : '';
    const step = entry.step ? ` [${entry.step}]` : '';
    const line = `${entry.timestamp ?? ''} ${(entry.level ?? '').toUpperCase()}${step} ${entry.message ?? ''}${details}`.trim();
    return line.length > 2000 ? `${line.slice(0, 2000)}…` : line;
}
async function page(step, name, limit, cursor) {
    const run = await step.call((0,osmosis_args/* logsArgs */.RR)(step.kind, name, { workspace: step.inputs.workspace, limit, cursor }));
    const parsed = logsEnvelope.safeParse(run.envelope);
    if (run.exitCode !== 0 || !parsed.success) {
        throw new Error(run.error?.error.message ?? `osmosis exited ${run.exitCode} without a logs page`);
    }
    return parsed.data;
}
async function fetchPlatformLogs(step, name) {
    try {
        const latest = await page(step, name, PAGE_LIMIT);
        let entries = latest.items;
        let cursor = latest.next_cursor ?? undefined;
        if (cursor && entries.length < PLATFORM_LOG_LINES) {
            const older = await page(step, name, PLATFORM_LOG_LINES - entries.length, cursor);
            entries = [...older.items, ...entries];
            cursor = older.next_cursor ?? undefined;
        }
        const lines = entries.map((entry) => (0,core_secrets/* redactValues */.se)(formatEntry(entry), step.ready.sensitive));
        step.deps.wording.logGroup(`Platform logs of ${name} (last ${lines.length} line${lines.length === 1 ? '' : 's'})`, lines.length > 0 ? lines : ['(the platform has no log lines for this run)']);
        return { lines, truncated: cursor !== undefined };
    }
    catch (error) {
        step.warn(`Could not fetch the platform logs of ${name}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return null;
    }
}

;// CONCATENATED MODULE: ./src/commands/managed/trail.ts
class Trail {
    onWarning;
    #seen = [];
    constructor(onWarning) {
        this.onWarning = onWarning;
    }
    record(observation) {
        this.#seen.push(Object.freeze(observation));
    }
    /** A warning for the log and the result, once. */
    warn(text) {
        if (warningsOf(this).includes(text))
            return;
        this.record({ kind: 'warning', text });
        this.onWarning(text);
    }
    /** How much has been seen: a mark for `since`. */
    get size() {
        return this.#seen.length;
    }
    /** What was seen from `mark` on (all of it by default), as a copy. */
    since(mark = 0) {
        return this.#seen.slice(mark);
    }
}
function seenOf(trail, kind, mark = 0) {
    return trail.since(mark).filter((o) => o.kind === kind);
}
const warningsOf = (trail) => seenOf(trail, 'warning').map((o) => o.text);
const countOf = (trail, kind) => seenOf(trail, kind).length;
const firstCliVersion = (trail) => seenOf(trail, 'cli-version')[0]?.version ?? null;
/** When this step first handed a submit to osmosis (a cancel after it looks for the run it may have made). */
const submitBeganAt = (trail) => seenOf(trail, 'submit-began')[0]?.at;
/** The status reads from `mark` on, oldest first. */
const statusesSince = (trail, mark) => seenOf(trail, 'status', mark);

;// CONCATENATED MODULE: ./src/commands/managed/progress.ts


function startProgress(learnt) {
    return {
        decision: null,
        code: null,
        unpinnedSample: false,
        osmosisVersion: null,
        preflight: null,
        run: null,
        runMark: 0,
        located: undefined,
        final: undefined,
        retrying: false,
        stateFile: null,
        waited: false,
        timedOut: false,
        cancelled: false,
        stopRequested: false,
        rows: null,
        ...learnt,
    };
}
/** The run with the statuses read since it was set. */
function currentRun(trail, progress) {
    const { run } = progress;
    if (!run)
        return null;
    const reads = statusesSince(trail, progress.runMark);
    const last = reads.at(-1);
    if (!last)
        return run;
    // Each read replaces the status, and the URL when it has one.
    const url = reads.findLast((read) => read.url !== null)?.url ?? run.url;
    return { ...run, status: last.status, url };
}
/** `progress` following `run` from now on. */
function withRun(trail, progress, run) {
    return { ...progress, run, runMark: trail.size };
}
/** The run with a newer status and URL (the URL kept when none is given). */
function runWithStatus(run, status, url) {
    return run ? { ...run, status, url: url ?? run.url } : null;
}
function learntOf(trail, progress) {
    return {
        osmosisVersion: progress.osmosisVersion ?? firstCliVersion(trail),
        run: currentRun(trail, progress),
        code: progress.code,
        stateFile: progress.stateFile,
        wait: {
            waited: progress.waited,
            polls: countOf(trail, 'poll'),
            transientErrors: countOf(trail, 'transient-error'),
            timedOut: progress.timedOut,
            cancelled: progress.cancelled,
            stopRequested: progress.stopRequested,
        },
        warnings: warningsOf(trail),
    };
}
/** The step ends with `fields`, over what `progress` learnt. */
function done(step, progress, fields) {
    return { result: finish(step, learntOf(step.trail, progress), fields), rows: progress.rows };
}
/** The run the step follows, once it has one. */
function followed(step, progress) {
    const run = currentRun(step.trail, progress);
    if (!run)
        throw new Error('managed step followed no run');
    return run;
}

;// CONCATENATED MODULE: ./src/commands/managed/follow.ts
/**
 * The phases after the run is known: wait for it, retry its failed samples when asked, judge it and
 * bring its logs and outputs home. Each phase returns the next progress; one that throws leaves the
 * progress as the phase before it returned (and what the trail saw).
 */














/** Waiting starts here: a cancel from now on is a cancel while waiting. */
const beginWait = async (_step, progress) => ({ ...progress, waited: true });
const waitPhase = async (step, progress) => {
    const { final, timedOut } = await waitForTerminal(step, followed(step, progress).name, progress.located);
    return { ...progress, final, timedOut };
};
/** eval-submit with retry-failed: one `eval retry` of a run that ended with failed or skipped samples. */
const retryPhase = async (step, progress) => {
    if (!progress.final || progress.timedOut || !(await startRetry(step, progress.final)))
        return progress;
    const run = followed(step, progress);
    return withRun(step.trail, { ...progress, retrying: true }, { ...run, retried: true, status: 'running' });
};
const retrySavePhase = async (step, progress) => {
    if (!progress.retrying)
        return progress;
    const saved = await saveState(step, followed(step, progress), 'running');
    return { ...progress, stateFile: saved ?? progress.stateFile };
};
const retryWaitPhase = async (step, progress) => {
    if (!progress.retrying || !progress.final)
        return progress;
    const { final, timedOut } = await waitForTerminal(step, progress.final.name, undefined);
    return { ...progress, retrying: false, final, timedOut };
};
const settlePhase = async (step, progress) => {
    if (!progress.final || progress.timedOut)
        return progress;
    return { ...progress, final: await settleMetrics(step, progress.final) };
};
/** The run as it ended (or was last seen). */
const seenPhase = async (step, progress) => {
    const { final } = progress;
    if (!final)
        return progress;
    return withRun(step.trail, progress, runWithStatus(currentRun(step.trail, progress), final.status, final.url));
};
const savePhase = async (step, progress) => {
    const run = currentRun(step.trail, progress);
    let { stateFile } = progress;
    if (run && (run.submitted || run.resumed || stateFile))
        stateFile = (await saveState(step, run, run.status)) ?? stateFile;
    const { final } = progress;
    if (final)
        checkReportedCommit(step, progress, final);
    warnUnpinnedSample(step, progress, final);
    return { ...progress, stateFile, code: final ? resolvedBranch(step, progress, final) : progress.code };
};
const timedOutPhase = async (step, progress) => {
    if (!progress.timedOut)
        return progress;
    const { inputs, spec } = step;
    const run = followed(step, progress);
    const stopped = inputs['stop-on-timeout'] ? await stopRun(step, run.name) : false;
    const after = stopped
        ? withRun(step.trail, { ...progress, stopRequested: true }, { ...run, status: 'stopped' })
        : progress;
    const status = progress.final?.status ?? followed(step, after).status;
    const platformLogs = await fetchPlatformLogs(step, run.name);
    return done(step, after, {
        ...stoppedStep('timed-out', `Waited ${inputs['timeout-minutes']} min for ${spec.noun} ${run.name}; it is still ${status}. ${stopped
            ? 'It was stopped (stop-on-timeout).'
            : 'It was left running (set stop-on-timeout to stop it); a re-run of this job resumes waiting on it.'}`),
        ...snapshotFields(step.kind, progress.final),
        preflight: progress.preflight,
        platformLogs,
    });
};
const judgePhase = async (step, progress) => {
    const { final } = progress;
    if (!final)
        throw new errors/* OsmosisFailure */._N(`No status was read for ${step.spec.noun} ${followed(step, progress).name}.`);
    return bringHome(step, progress, final, { ...judge(step, final), preflight: progress.preflight });
};
const FOLLOW = [
    beginWait,
    waitPhase,
    retryPhase,
    retrySavePhase,
    retryWaitPhase,
    settlePhase,
    seenPhase,
    savePhase,
    timedOutPhase,
    judgePhase,
];
/** Logs of a run that ended badly; outputs (and failing rows) of one that ended at all. */
async function bringHome(step, progress, final, fields) {
    const failed = (0,managed/* classifyStatus */.xo)(step.kind, final.status) === 'failed';
    const platformLogs = failed ? await fetchPlatformLogs(step, final.name) : null;
    const downloaded = await downloadOutputs(step, final.name);
    const next = { ...fields, platformLogs, outputs: downloaded?.outputs ?? null };
    const commit = progress.code?.commit;
    const missing = commit && platformLogs ? unknownCommitInLogs(platformLogs.lines, commit) : undefined;
    if (commit && missing)
        next.summary = unknownCommitSummary(final.name, commit, progress.code?.label ?? 'code-ref', missing);
    if (!downloaded?.rows || !next.metrics)
        return done(step, progress, next);
    const { failureGroups, outcomes } = downloaded.rows;
    next.metrics = { ...next.metrics, failureGroups };
    if (outcomes.belowThreshold.count > 0)
        next.belowThreshold = outcomes.belowThreshold;
    return done(step, { ...progress, rows: outcomes }, next);
}
/** Asks osmosis to retry a run's failed and skipped samples, when asked to and there are any; true when it started. */
async function startRetry(step, final) {
    const { inputs } = step;
    if (inputs.kind !== 'eval' || !inputs['retry-failed'])
        return false;
    const incomplete = final.status !== 'finished' || (final.eval !== undefined && final.eval.failed + final.eval.skipped > 0);
    if (!incomplete)
        return false;
    const { secretsText, bin } = step.ready;
    const retry = await step.call((0,osmosis_args/* retryArgs */.kD)(final.name, { workspace: inputs.workspace, secretsOnStdin: secretsText !== '' }), { stdin: secretsText });
    if (retry.envelope?.status === 'success' && retry.exitCode === 0) {
        step.deps.wording.log.info(retry.envelope.message ?? `Retrying the failed and skipped samples of ${final.name}.`);
        return true;
    }
    if (retry.error && ['CONFLICT', 'VALIDATION', 'NOT_FOUND'].includes(retry.error.error.code)) {
        step.warn(`eval retry did not start: ${retry.error.error.message}`);
        return false;
    }
    throw osmosisError(retry, bin, 'eval retry', { surface: step.deps.facts.surface });
}
/** The platform says which commit it ran; a different one than asked for is worth a warning. */
function checkReportedCommit(step, progress, final) {
    const asked = progress.code?.commit;
    const ran = final.commitSha;
    if (!asked || !ran || !currentRun(step.trail, progress)?.submitted)
        return;
    const a = asked.toLowerCase();
    const r = ran.toLowerCase();
    if (!a.startsWith(r) && !r.startsWith(a))
        step.warn(`The platform reports that ${final.name} ran commit ${(0,code_ref/* shortSha */.Fu)(ran)}, not ${(0,code_ref/* shortSha */.Fu)(asked)} as asked.`);
}
function warnUnpinnedSample(step, progress, snapshot) {
    if (progress.unpinnedSample)
        step.warn(unpinnedSampleWarning(step.configRelative, snapshot?.sampling));
}
/** code-ref branch:<name>: the platform says which commit the branch resolved to; the result records it. */
function resolvedBranch(step, progress, final) {
    const { code } = progress;
    if (!code?.branch || code.commit || !final.commitSha || !currentRun(step.trail, progress)?.submitted)
        return code;
    step.deps.wording.log.info(`Branch ${code.branch} resolved to commit ${final.commitSha} on the platform.`);
    return { ...code, commit: final.commitSha };
}

;// CONCATENATED MODULE: ./src/commands/managed/orphan.ts
/**
 * A cancel that lands while `<group> submit` is talking to the platform: the platform may already have
 * created the run though osmosis never printed its name. Look for it in the newest runs (`<group> list`),
 * created since the submit began, and stop it (stop-on-cancel) when it is the only one still going;
 * otherwise name what was found, so nobody has to guess whether a billed run is left behind.
 */





/** Runs asked for: enough to cover other jobs submitting into the workspace at the same moment. */
const LISTED = 20;
/** Clock difference tolerated between this runner and the platform. */
const SKEW_MS = 10_000;
const listEnvelope = schemas/* looseObject */._H3({
    items: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), status: schemas/* string */.YjP().optional(), created_at: schemas/* string */.YjP().optional() })),
});
/** The runs created since `since` (newest first), whatever their status. */
async function findSubmittedRuns(step, since) {
    const run = await step.call((0,osmosis_args/* listArgs */.ym)(step.kind, LISTED, step.inputs.workspace));
    const parsed = listEnvelope.safeParse(run.envelope);
    if (run.exitCode !== 0 || !parsed.success)
        return { kind: 'unknown', why: run.error?.error.message ?? `osmosis exited ${run.exitCode}` };
    const runs = parsed.data.items
        .filter((item) => {
        const created = Date.parse(item.created_at ?? '');
        return Number.isFinite(created) && created >= since.getTime() - SKEW_MS;
    })
        .map((item) => ({ name: item.name, status: item.status ?? 'unknown' }));
    return runs.length > 0 ? { kind: 'found', runs } : { kind: 'none' };
}
/** What a cancel during the submit left on the platform, stopping it when that is unambiguous and asked for. */
async function settleCancelledSubmit(step, since) {
    const { noun } = step.spec;
    const found = await findSubmittedRuns(step, since).catch((error) => ({ kind: 'unknown', why: String(error) }));
    const none = (what) => ({ what, run: null, stopRequested: false });
    if (found.kind === 'none')
        return none(`nothing was submitted (no ${noun} was created since the submit began).`);
    if (found.kind === 'unknown')
        return none(`the submit may have reached the platform, and its runs could not be listed (${found.why}): check the platform for ${(0,format/* withArticle */.vJ)(noun)} created at ${since.toISOString()} and stop it.`);
    // A run made a moment ago has not ended yet: when exactly one is still going, it is this step's.
    const live = found.runs.filter((r) => !(0,managed/* isTerminal */.Hd)(step.kind, r.status));
    const [only, ...others] = live.length > 0 ? live : found.runs;
    if (only === undefined || others.length > 0) {
        const names = found.runs.map((r) => `${r.name} (${r.status})`).join(', ');
        return none(`the submit may have reached the platform: ${found.runs.length} ${noun}s were created since it began (${names}); none was stopped, since which one is this step's cannot be told. Check them on the platform.`);
    }
    const { name, status } = only;
    const run = { name, id: null, url: null, status, submitted: true, resumed: false, retried: false };
    if ((0,managed/* isTerminal */.Hd)(step.kind, status))
        return {
            what: `the submit had reached the platform: ${noun} ${name} was created and has ended ${status}.`,
            run,
            stopRequested: false,
        };
    const stopped = step.inputs['stop-on-cancel'] ? await stopRun(step, name).catch(() => false) : false;
    return {
        what: `the submit had reached the platform: ${noun} ${name} ${stopped ? 'was stopped (stop-on-cancel)' : 'was left running (set stop-on-cancel to stop it)'}.`,
        run: stopped ? { ...run, status: 'stopped' } : run,
        stopRequested: stopped,
    };
}

;// CONCATENATED MODULE: ./src/commands/managed/preflight.ts
/** train-submit's pre-flight: a managed eval that must have finished with a high enough pass rate. */




async function runPreflight(step) {
    const { inputs, deps } = step;
    if (inputs.kind !== 'training' ||
        (inputs['preflight-eval'] === undefined && inputs['preflight-min-pass-rate'] === undefined)) {
        return { go: true, preflight: null };
    }
    const evalName = inputs['preflight-eval'] ?? (await latestEvalSubmission(step.workspaceDir, deps));
    const threshold = inputs['preflight-min-pass-rate'] ?? 0;
    if (evalName === undefined)
        return { go: false, fields: preflightRefusal({ threshold }) };
    deps.wording.log.info(`Pre-flight: checking managed eval ${evalName} (needs pass rate ≥ ${(0,verdict_gate/* pct */.Oe)(threshold)}).`);
    const preflight = judgePreflight(evalName, await infoWithRetry(step, evalName, 'eval'), threshold);
    if (!preflight.passed)
        return { go: false, fields: preflightRefusal(preflight) };
    deps.wording.log.info(`Pre-flight passed: ${preflight.reason}`);
    return { go: true, preflight };
}

// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var core_config = __webpack_require__(88107);
;// CONCATENATED MODULE: ./src/commands/managed/prepare.ts
/**
 * Before anything reaches the platform: the config (found, in its place, valid), the code it will run
 * (code-ref), the secrets and the token (masked), and the osmosis executable with its environment.
 * Every problem here is the user's to fix: exit 2, nothing submitted.
 */








/** Reads and checks the config; returns its text, the secret names it requires and what it pins. */
async function readConfig(context) {
    const { configPath, configRelative, workspaceDir, kind } = context;
    const text = await context.deps.files.readText(configPath);
    if (text === undefined) {
        throw new errors/* UsageError */.eb(`Config file not found: ${configRelative} (looked in ${workspaceDir}). Pass the path of ${(0,format/* withArticle */.vJ)(kind)} config relative to working-directory.`);
    }
    if (kind === 'eval') {
        (0,core_config/* checkConfigLocation */.UE)(configPath, workspaceDir, 'eval');
        const config = (0,core_config/* parseEvalConfig */.ig)(text, configRelative);
        return {
            text,
            required: config.secrets.required,
            pin: config.experiment,
            limit: config.evaluation?.limit,
        };
    }
    if (kind === 'training') {
        (0,core_config/* checkConfigLocation */.UE)(configPath, workspaceDir, 'training');
        const config = (0,core_config/* parseTrainingConfig */.UD)(text, configRelative);
        return { text, required: config.secrets?.required ?? [], pin: config.experiment };
    }
    // 0.3.8 reads a benchmark config from any path (benchmark_config.load_benchmark_submit_config).
    return { text, required: (0,core_config/* parseBenchmarkConfig */.j7)(text, configRelative).secrets.required, pin: {} };
}
/**
 * Reads the config and decides the code: the decision for the submit, or none when the step attaches to
 * an existing run (run-name), which submits nothing and ran whatever it ran.
 */
async function decide(context) {
    const { deps, inputs, kind } = context;
    const config = await readConfig(context);
    const attaching = inputs.kind === 'eval' && inputs['run-name'] !== undefined;
    const facts = attaching ? undefined : await deps.facts.codeFacts(context.workspaceDir);
    const decision = facts ? (0,code_ref/* decideCode */._o)(kind, inputs['code-ref'], facts, config.pin) : null;
    // A pull request judged on rows the platform picks at random: said once the sample size is known.
    const unpinnedSample = kind === 'eval' && config.limit === undefined && isPullRequestEvent(facts?.eventName);
    if (decision?.kind === 'refuse')
        throw new errors/* UsageError */.eb(decision.message);
    return {
        decision,
        code: decision?.code ?? null,
        unpinnedSample,
        configText: config.text,
        required: config.required,
    };
}
/** The secrets and token (masked), the osmosis executable with its environment, and its version. */
async function readyOsmosis(context, decided, given) {
    const { deps, inputs } = context;
    const secrets = (0,core_secrets/* pickSecrets */.Lx)(decided.required, given.secrets, deps.facts.env);
    for (const value of secrets.values())
        deps.wording.mask?.(value);
    const token = given.token ?? deps.facts.env.OSMOSIS_TOKEN;
    if (!token) {
        throw new errors/* UsageError */.eb(`No Osmosis platform token: ${(0,token_wording/* platformTokenWording */.R)(deps.facts.surface).missing}.`);
    }
    deps.wording.mask?.(token);
    const bin = await deps.osmosis.resolveOsmosis(inputs['osmosis-path']);
    const env = await deps.osmosis.osmosisEnv(bin, { token, platformUrl: inputs['platform-url'] });
    const ready = {
        bin,
        env,
        secretsText: (0,core_secrets/* encodeSecretsFile */.eZ)(secrets),
        providedSecrets: [...secrets.keys()],
        configText: decided.configText,
        sensitive: [token, ...secrets.values(), ...(0,core_secrets/* ambientSecretValues */.fn)(deps.facts.env)],
    };
    const version = await deps.osmosis.runOsmosis({ bin, args: (0,osmosis_args/* versionArgs */.Gz)(), cwd: context.workspaceDir, env });
    return { ready, osmosisVersion: (0,osmosis_args/* parseVersionOutput */.ft)(version.stdout) ?? null };
}
/** Says which code will be judged, and why, before anything is submitted. */
function announceCode(step, decision) {
    if (!decision || decision.kind === 'refuse')
        return;
    for (const note of decision.notes) {
        if (note.level === 'warning')
            step.warn(note.message);
        else
            step.deps.wording.log.info(note.message);
    }
    if (decision.kind === 'keep' && decision.code.source !== 'none') {
        const what = decision.code.commit ?? decision.code.branch ?? 'the default branch';
        step.deps.wording.log.info(`Judging ${what} (${decision.code.label}; code-ref ${(0,code_ref/* formatCodeRef */.Ou)(step.inputs['code-ref'])}).`);
    }
}

;// CONCATENATED MODULE: ./src/commands/managed/submit.ts







/** Tries of a submit the platform answers with "unknown commit" (about 2 minutes at the default poll-interval). */
const UNKNOWN_COMMIT_ATTEMPTS = 5;
/** Submits the run `decision` asks for; `code` names it in messages. */
async function submitRun(step, decision, code) {
    const { deps, inputs, spec } = step;
    const { secretsText } = step.ready;
    const commit = decision.kind === 'pin' && 'commit_sha' in decision.set ? decision.set.commit_sha : undefined;
    for (let attempt = 0;; attempt++) {
        step.throwIfCancelled();
        if (attempt === 0)
            step.trail.record({ kind: 'submit-began', at: deps.facts.now() });
        const run = await submitOnce(step, decision, secretsText);
        const submitted = run.envelope?.status === 'success' && run.exitCode === 0
            ? (0,managed/* readSubmitted */._J)(run.envelope.resource)
            : undefined;
        if (submitted)
            return submitted;
        if (commit !== undefined && run.error && isPinnedCommitRefusal(run.error.error.message, commit)) {
            throw new errors/* OsmosisFailure */._N(`osmosis did not submit commit ${commit} (${code?.label ?? 'code-ref'}): ${run.error.error.message} Push it to the repository connected to the workspace (Git Sync fetches from there), then re-run; or set code-ref to a commit the platform has.`, { code: run.error.error.code, exitCode: run.exitCode });
        }
        const unknown = commit !== undefined && run.error !== undefined && isUnknownCommitError(run.error.error, commit);
        if (!unknown)
            throw osmosisError(run, step.ready.bin, `${spec.group.join(' ')} submit`, {
                provided: step.ready.providedSecrets,
                surface: step.deps.facts.surface,
            });
        if (attempt + 1 >= UNKNOWN_COMMIT_ATTEMPTS) {
            throw new errors/* OsmosisFailure */._N(`The Osmosis platform does not know commit ${commit} (${code?.label ?? 'code-ref'}) after ${UNKNOWN_COMMIT_ATTEMPTS} tries: ${run.error?.error.message ?? 'unknown commit'}. Push it to the repository connected to the workspace and check that Git Sync is connected, then re-run; or set code-ref to a commit the platform has.`, { code: run.error?.error.code ?? 'NOT_FOUND', exitCode: run.exitCode });
        }
        const delay = pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random());
        step.warn(`The platform does not know commit ${(0,code_ref/* shortSha */.Fu)(commit)} yet (Git Sync may still be syncing the push); submitting again in ${Math.round(delay / 100) / 10} s (try ${attempt + 2} of ${UNKNOWN_COMMIT_ATTEMPTS}).`);
        await deps.waiting.sleep(delay, deps.waiting.cancelSignal);
    }
}
async function submitOnce(step, decision, secretsText) {
    const { inputs, deps, kind } = step;
    const secretsOnStdin = secretsText !== '';
    // The CLI imports the rollout entrypoint as a pre-flight; keep it from leaving __pycache__ behind.
    const env = { ...step.ready.env, PYTHONDONTWRITEBYTECODE: '1' };
    if (decision.kind !== 'pin') {
        // With root --workspace, 0.3.8 wants an absolute config path for train/eval.
        const config = inputs.workspace !== undefined && kind !== 'benchmark' ? step.configPath : step.configRelative;
        return step.call((0,osmosis_args/* submitArgs */.uy)(kind, { config, workspace: inputs.workspace, secretsOnStdin }), {
            stdin: secretsText,
            env,
        });
    }
    const text = (0,code_ref/* configWithCodeRef */.nq)(step.ready.configText, decision.set);
    const copy = await deps.files.submitWorkspace(step.workspaceDir, step.configRelative, text);
    try {
        const config = inputs.workspace !== undefined ? copy.configPath : step.configRelative;
        return await step.call((0,osmosis_args/* submitArgs */.uy)(kind, { config, workspace: inputs.workspace, secretsOnStdin }), {
            stdin: secretsText,
            cwd: copy.dir,
            env,
        });
    }
    finally {
        await copy.dispose();
    }
}

;// CONCATENATED MODULE: ./src/commands/managed/index.ts
/**
 * eval-submit, benchmark-submit, train-submit: prepare (config, code-ref, secrets, osmosis) -> pre-flight
 * (train-submit) -> locate the run (run-name, the state file) or submit it -> wait -> judge -> bring the
 * platform's logs and outputs home. Every expected failure becomes a result with an exit code, never an
 * exception, so the entries always write the report. Nothing talks to the outside world except through
 * `deps`. One module per concern beside this one; this file only puts them in order: each returns what
 * it learnt, and the result is made from that.
 */














async function managedRun(inputs, given, deps) {
    const context = contextOf(inputs, deps);
    const trail = new Trail((text) => deps.wording.log.warning(text));
    const unprepared = (progress, error) => ({
        result: failed(context, learntOf(trail, progress), error),
        rows: null,
    });
    let decided;
    try {
        decided = await decide(context);
    }
    catch (error) {
        return unprepared(startProgress({}), error);
    }
    const { decision, code, unpinnedSample } = decided;
    const start = startProgress({ decision, code, unpinnedSample });
    let osmosis;
    try {
        osmosis = await readyOsmosis(context, decided, given);
    }
    catch (error) {
        return unprepared(start, error);
    }
    const step = stepOf(context, osmosis.ready, trail);
    return runPhases(step, { ...start, osmosisVersion: osmosis.osmosisVersion });
}
/** Runs the phases in order; one that throws ends the step as failed, or cancelled, with what was learnt. */
async function runPhases(step, start) {
    let progress = start;
    try {
        for (const phase of [...PREPARED, ...FOLLOW]) {
            const next = await phase(step, progress);
            if ('result' in next)
                return next;
            progress = next;
        }
    }
    catch (error) {
        if (error instanceof CancelledError || step.deps.waiting.cancelSignal.aborted)
            return { result: await cancelled(step, progress), rows: null };
        return { result: failed(step, learntOf(step.trail, progress), error), rows: null };
    }
    throw new Error('managed step ended without a result');
}
const preflightPhase = async (step, progress) => {
    announceCode(step, progress.decision);
    const preflight = await runPreflight(step);
    if (!preflight.go)
        return done(step, progress, preflight.fields);
    return { ...progress, preflight: preflight.preflight };
};
const locatePhase = async (step, progress) => {
    const located = await locateRun(step);
    if (!located)
        return progress;
    const { run, snapshot, stateFile } = located;
    const code = run.resumed ? progress.code : reportedCode(step, snapshot);
    return withRun(step.trail, { ...progress, located: snapshot, stateFile: stateFile ?? progress.stateFile, code }, run);
};
const submitPhase = async (step, progress) => {
    if (progress.run)
        return progress;
    step.throwIfCancelled();
    if (!progress.decision)
        throw new errors/* OsmosisFailure */._N('Nothing to submit: no code was decided for this step.');
    const submitted = await submitRun(step, progress.decision, progress.code);
    step.deps.wording.log.info(`Submitted ${step.spec.noun} ${submitted.name} (${submitted.status})${submitted.url ? `: ${submitted.url}` : ''}`);
    return withRun(step.trail, progress, { ...submitted, submitted: true, resumed: false, retried: false });
};
/** A run this step just submitted goes in the state file, so a re-run waits for it instead of paying again. */
const saveSubmittedPhase = async (step, progress) => {
    const run = progress.run;
    if (!run?.submitted)
        return progress;
    const saved = await saveState(step, run, run.status);
    return { ...progress, stateFile: saved ?? progress.stateFile };
};
const noWaitPhase = async (step, progress) => {
    if (step.inputs.wait)
        return progress;
    const run = followed(step, progress);
    const { located } = progress;
    warnUnpinnedSample(step, progress, located);
    return done(step, progress, {
        ...stoppedStep('submitted', `${run.submitted ? 'Submitted' : 'Found'} ${step.spec.noun} ${run.name} (${located?.status ?? run.status}); not waiting for it (wait: false).`),
        ...snapshotFields(step.kind, located),
        preflight: progress.preflight,
    });
};
const PREPARED = [
    preflightPhase,
    locatePhase,
    submitPhase,
    saveSubmittedPhase,
    noWaitPhase,
];
/** An attached run (run-name) ran whatever its own config said: record what the platform reports. */
function reportedCode(context, snapshot) {
    const requested = (0,code_ref/* formatCodeRef */.Ou)(context.inputs['code-ref']);
    return {
        requested,
        source: snapshot.commitSha || snapshot.branch ? 'config' : 'default-branch',
        commit: snapshot.commitSha ?? null,
        branch: snapshot.branch ?? null,
        label: snapshot.commitSha || snapshot.branch ? 'as the platform reports' : 'default branch',
    };
}
/** A cancel: stop the run when asked (or find the one a cancelled submit may have made), and say what is left. */
async function cancelled(step, progress) {
    const run = currentRun(step.trail, progress);
    const began = submitBeganAt(step.trail);
    let settled = { what: 'nothing was submitted.', run, stopRequested: false };
    if (run) {
        const stopped = step.inputs['stop-on-cancel'] ? await stopRun(step, run.name).catch(() => false) : false;
        settled = {
            what: `${step.spec.noun} ${run.name} was ${stopped ? 'stopped (stop-on-cancel)' : 'left running; a re-run of this job resumes waiting on it'}.`,
            run: stopped ? { ...run, status: 'stopped' } : run,
            stopRequested: stopped,
        };
    }
    else if (began)
        settled = await settleCancelledSubmit(step, began);
    const stopRequested = progress.stopRequested || settled.stopRequested;
    const after = withRun(step.trail, { ...progress, cancelled: true, stopRequested }, settled.run);
    return finish(step, learntOf(step.trail, after), stoppedStep('cancelled', `Cancelled ${progress.waited ? 'while waiting' : 'before the wait'}: ${settled.what}`));
}

// EXTERNAL MODULE: ./src/core/artifacts/bundle.ts
var bundle = __webpack_require__(66047);
// EXTERNAL MODULE: ./src/core/report/managed-report.ts
var managed_report = __webpack_require__(88354);
// EXTERNAL MODULE: ./src/commands/viewer.ts
var viewer = __webpack_require__(75486);
;// CONCATENATED MODULE: ./src/commands/managed/viewer.ts
/**
 * eval-submit's run viewer, beside its result.json: the page eval-run writes (commands/viewer.ts), read
 * from the outputs the step downloaded. `osmosis eval download` writes a local run's layout
 * (osmosis_ai/platform/cli/run_download.py: metrics.json, summary.jsonl, trajectories/row_<i>_run_<j>.json,
 * logs.txt, artifacts/), with summary.jsonl holding index.jsonl's rows; download: auto brings the
 * trajectories of the failing rows. benchmark-submit downloads CSV tables (summary.csv, results.csv) and
 * train-submit nothing: no rows and no trajectories to show, so they write no viewer.
 */




/** A managed eval's header: the report's verdict, the platform's numbers and the run. */
function managedViewerHead(result) {
    const m = result.metrics;
    // A managed eval's skipped samples timed out (the report says so too).
    const facts = m ? (0,viewer/* metricFacts */.gt)(m, result.belowThreshold, 'timed out') : [];
    if (result.run)
        facts.push(['run', result.run.name]);
    if (result.run?.url)
        facts.push(['platform', result.run.url]);
    facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
    return {
        title: result.config,
        verdict: `${(0,managed_report/* managedVerdictLine */.Rg)(result)}: ${result.summary}`,
        facts,
        passThreshold: m?.passThreshold ?? 1,
    };
}
/**
 * The step's viewer inputs: the trajectories `mode` asks for (of those downloaded: download: auto brings the
 * failing rows'), within the bundle's default limit; `secrets`, every secret value the step was given, are withheld.
 */
function viewerStep(mode, { resultDir, workspace, secrets }, log) {
    const values = secrets.filter((value) => value !== '');
    return { mode, maxMb: bundle/* DEFAULT_BUNDLE_MAX_MB */.k7, resultDir, workspace, secrets: values, log };
}
/** Writes viewer.html from the downloaded outputs, or removes an earlier one when there are none to read. */
async function managedViewerRun(result, step, deps) {
    const outputs = result.outputs;
    // summary.jsonl comes home with the trajectories type (osmosis files it there).
    const dir = result.kind === 'eval-submit' && result.metrics && outputs?.types.includes('trajectories')
        ? outputs.dir
        : undefined;
    const source = dir
        ? {
            runDirs: [(0,external_node_path_.resolve)(step.workspace, dir)],
            indexFile: 'summary.jsonl',
            head: managedViewerHead(result),
            flipped: (0,viewer/* flippedRows */.qx)(result),
        }
        : undefined;
    return (0,viewer/* writeStepViewer */.Mr)(source, step, deps);
}

// EXTERNAL MODULE: ./src/commands/report/index.ts + 12 modules
var commands_report = __webpack_require__(89760);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/core/artifacts/viewer.ts + 1 modules
var artifacts_viewer = __webpack_require__(9652);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var core_inputs = __webpack_require__(66994);
;// CONCATENATED MODULE: ./src/core/managed-inputs.ts
/**
 * Inputs of eval-submit, benchmark-submit and train-submit, parsed once for the action and the CLI alike
 * (the CLI's flags are these names; a boolean input is a bare flag with a --no- form). Shares the helpers of inputs.ts so equal names mean equal rules.
 */








const codeRef = input_values/* optionalText */.mR.transform((value, ctx) => {
    if (value === undefined)
        return { kind: 'auto' };
    const parsed = (0,code_ref/* parseCodeRef */.K5)(value);
    if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return core/* NEVER */.tm;
    }
    return parsed;
});
/** Output types for `download`: `auto` (per kind), `none`, or a list of osmosis download types. */
const DOWNLOAD_TYPES = {
    eval: ['metrics', 'trajectories', 'artifacts', 'logs'],
    benchmark: ['summary', 'results', 'artifacts', 'logs'],
    training: [],
};
// Training runs have no download input (DOWNLOAD_TYPES.training is empty), so only these two kinds take one.
const managed_inputs_download = (kind) => input_values/* optionalText */.mR.transform((value, ctx) => {
    if (value === undefined || value === 'auto')
        return 'auto';
    if (value === 'none' || value === 'false')
        return 'none';
    const allowed = DOWNLOAD_TYPES[kind];
    const types = value.split(',').map((part) => part.trim().toLowerCase());
    const unknown = types.filter((type) => !allowed.includes(type));
    if (unknown.length > 0) {
        ctx.addIssue({
            code: 'custom',
            message: `must be auto, none or a comma-separated list of ${allowed.join(', ')}, got ${JSON.stringify(value)}`,
        });
        return core/* NEVER */.tm;
    }
    return [...new Set(types)];
});
const common = {
    config: input_values/* pathText */.LF.pipe(schemas/* string */.YjP({ error: 'is required: the path of the config to submit' })),
    'working-directory': input_values/* pathText */.LF,
    workspace: input_values/* optionalText */.mR,
    'code-ref': codeRef,
    'platform-url': input_values/* httpUrl */.q3,
    // Bounds and URL rules are the shared ones of inputs.ts (docs/inputs.md).
    'timeout-minutes': (0,input_values/* boundedNumber */.Xo)('minutes', { max: core_inputs/* LIMITS */.b1.timeoutMinutes }).transform((v) => v ?? 60),
    'poll-interval': (0,input_values/* boundedNumber */.Xo)('seconds', core_inputs/* LIMITS */.b1.pollIntervalSeconds).transform((v) => v ?? 15),
    'stop-on-cancel': (0,input_values/* boolean */.zM)(false),
    'stop-on-timeout': (0,input_values/* boolean */.zM)(false),
    fresh: (0,input_values/* boolean */.zM)(false),
    'state-key': input_values/* optionalText */.mR,
    'osmosis-path': input_values/* pathText */.LF,
    'result-dir': input_values/* pathText */.LF,
    'comment-mode': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(core_inputs/* COMMENT_MODES */.p8, { error: `must be one of ${core_inputs/* COMMENT_MODES */.p8.join(', ')}` }).default('upsert')),
    'comment-key': input_values/* optionalText */.mR,
    'pr-number': (0,input_values/* boundedInt */.dH)(core_inputs/* LIMITS */.b1.prNumber),
    'minimize-outdated': (0,input_values/* boolean */.zM)(false),
};
const gateOn = input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(verdict_gate/* GATE_ON */.cM, { error: `must be one of ${verdict_gate/* GATE_ON */.cM.join(', ')}` }).default('pass-rate'));
const evalSubmitSchema = schemas/* object */.Ikc({
    ...common,
    wait: (0,input_values/* boolean */.zM)(true),
    'min-pass-rate': input_values/* fraction */.zO,
    'gate-on': gateOn,
    'allow-inconclusive': (0,input_values/* boolean */.zM)(false),
    'max-skipped': input_values/* fraction */.zO.transform((value) => value ?? 0.1),
    'retry-failed': (0,input_values/* boolean */.zM)(false),
    download: managed_inputs_download('eval'),
    'run-name': input_values/* optionalText */.mR.pipe(schemas/* string */.YjP().regex(core_inputs/* RUN_NAME */.QV, 'must be the name of an existing evaluation run').optional()),
    // The default branch's last judged eval-submit of this config (core/managed/managed-baseline.ts).
    'max-regression': input_values/* fraction */.zO,
    'baseline-dir': input_values/* pathText */.LF,
    // The run viewer from the downloaded outputs (commands/managed/viewer.ts), as eval-run's.
    viewer: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(artifacts_viewer/* VIEWER_MODES */.s1, { error: `must be one of ${artifacts_viewer/* VIEWER_MODES */.s1.join(', ')}` }).default('failing')),
    'upload-artifact': (0,input_values/* boolean */.zM)(false),
});
const benchmarkSubmitSchema = schemas/* object */.Ikc({
    ...common,
    wait: (0,input_values/* boolean */.zM)(true),
    'min-pass-rate': input_values/* fraction */.zO,
    'gate-on': gateOn,
    'allow-inconclusive': (0,input_values/* boolean */.zM)(false),
    'gate-agents': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(GATE_AGENTS, { error: `must be one of ${GATE_AGENTS.join(', ')}` }).default('all')),
    'max-rank': (0,input_values/* boundedInt */.dH)(core_inputs/* LIMITS */.b1.maxRank),
    download: managed_inputs_download('benchmark'),
});
const trainSubmitSchema = schemas/* object */.Ikc({
    ...common,
    wait: (0,input_values/* boolean */.zM)(false),
    'preflight-eval': input_values/* optionalText */.mR,
    'preflight-min-pass-rate': input_values/* fraction */.zO,
});
const SCHEMAS = {
    eval: evalSubmitSchema,
    benchmark: benchmarkSubmitSchema,
    training: trainSubmitSchema,
};
/**
 * Input names per kind, without the ones read separately so they are masked first: `secrets`,
 * `osmosis-token` (the platform token; `token` is its deprecated spelling) and `github-token`.
 */
const MANAGED_INPUT_NAMES = {
    eval: Object.keys(evalSubmitSchema.shape),
    benchmark: Object.keys(benchmarkSubmitSchema.shape),
    training: Object.keys(trainSubmitSchema.shape),
};
function parseManagedInputs(kind, get, label) {
    const parsed = (0,core_inputs/* parseWith */.Ku)(SCHEMAS[kind], MANAGED_INPUT_NAMES[kind], get, label);
    const inputs = { kind, ...parsed };
    refuseFreshAttach(inputs, label);
    return inputs;
}
/** run-name attaches to a run already on the platform and fresh submits a new one: both at once cannot hold. */
function refuseFreshAttach(inputs, label) {
    if (inputs.kind !== 'eval' || !inputs.fresh || inputs['run-name'] === undefined)
        return;
    throw new errors/* UsageError */.eb(`${label('fresh')} and ${label('run-name')} contradict each other: ${label('run-name')} attaches to the existing run ${inputs['run-name']}, ${label('fresh')} submits a new one. Remove one of them.`);
}

// EXTERNAL MODULE: ./src/core/managed-result.ts
var managed_result = __webpack_require__(6290);
// EXTERNAL MODULE: ./src/core/report/comment-key.ts
var comment_key = __webpack_require__(26765);
// EXTERNAL MODULE: ./src/entries/action/baseline-plan.ts
var baseline_plan = __webpack_require__(76758);
// EXTERNAL MODULE: ./src/entries/action/cache-worker.ts
var cache_worker = __webpack_require__(65264);
// EXTERNAL MODULE: ./src/entries/action/eval-run-bundle.ts + 3 modules
var eval_run_bundle = __webpack_require__(43484);
// EXTERNAL MODULE: ./src/entries/action/eval-run-caches.ts
var eval_run_caches = __webpack_require__(82441);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/invalid-inputs.ts
var invalid_inputs = __webpack_require__(67708);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
// EXTERNAL MODULE: ./src/entries/action/report-sinks.ts
var report_sinks = __webpack_require__(53908);
// EXTERNAL MODULE: ./src/entries/action/submissions-cache.ts
var submissions_cache = __webpack_require__(56529);
;// CONCATENATED MODULE: ./src/entries/action/eval-submit.ts
/** eval-submit (and, through managedAction, benchmark-submit and train-submit) as an action step. */

























/**
 * The step's secrets (each masked) and inputs. Invalid inputs get their outputs, summary and result.json
 * too, before the step fails (reportInvalidManagedInputs throws).
 */
async function parseStepInputs(kind) {
    try {
        // An invalid secrets input is an invalid input like any other (its message quotes no value).
        const secrets = (0,core_secrets/* parseSecretsInput */.lB)((0,actions_runtime.actionInput)('secrets') ?? '');
        for (const value of secrets.values())
            (0,actions_runtime.mask)(value);
        const inputs = parseManagedInputs(kind, actions_runtime.actionInput, actions_runtime.inputLabel);
        await (0,workspace_root/* requireDirectory */.T)((0,external_node_path_.resolve)(inputs['working-directory'] ?? '.'));
        return { secrets, inputs };
    }
    catch (error) {
        if (!(error instanceof errors/* UsageError */.eb))
            throw error;
        return (0,invalid_inputs/* reportInvalidManagedInputs */.C)(kind, error);
    }
}
function managedAction(kind) {
    return async () => {
        // Mask before anything can log: every secret value and both tokens, whether or not they are used.
        const token = (0,platform_token/* osmosisToken */.F)({ deprecatedToken: true });
        const githubToken = (0,actions_runtime.actionInput)('github-token');
        if (githubToken)
            (0,actions_runtime.mask)(githubToken);
        const { secrets, inputs } = await parseStepInputs(kind);
        const workspace = (0,external_node_path_.resolve)(inputs['working-directory'] ?? '.');
        await (0,submissions_cache.restoreSubmissions)({
            workspace,
            step: {
                kind,
                config: inputs.config,
                stateKey: inputs['state-key'] ?? null,
                workspace: inputs.workspace ?? null,
            },
        });
        const facts = (0,actions_runtime.runFacts)();
        const baseline = managedBaseline(inputs, workspace, facts);
        // A pull request compares with the default branch's last judged run; the default branch saves it.
        if (baseline.spec && !facts.defaultBranchPush)
            await baseline.caches.restoreBaseline(baseline.spec);
        const ran = await runManaged(inputs, { secrets, token });
        const report = await (0,commands_report/* reportManagedRun */.lI)(ran, {
            workspace,
            // A run on a default-branch push is the baseline pull requests compare with, not compared itself.
            compare: inputs.kind === 'eval' && !facts.defaultBranchPush,
            baselineDir: baseline.dir,
            maxRegression: inputs.kind === 'eval' ? inputs['max-regression'] : undefined,
            commentKey: (compared) => inputs['comment-key'] ??
                (0,comment_key/* defaultCommentKey */.Ey)({
                    workflow: facts.workflow,
                    job: facts.job,
                    kind: compared.kind,
                    config: compared.config,
                }),
            resultDir: inputs['result-dir'],
            secrets: [...secrets.values(), token ?? '', githubToken ?? '', ...(0,core_secrets/* ambientSecretValues */.fn)(process.env)],
            source: (0,report_sinks/* runSource */.Rh)(facts),
            baseSha: facts.baseSha,
            saveBaseline: baseline.spec && baseline.dir && facts.defaultBranchPush
                ? {
                    dir: baseline.dir,
                    onSaved: () => baseline.spec && baseline.caches.trackBaseline(baseline.spec),
                }
                : undefined,
            comment: (0,report_sinks/* actionComment */.OW)(inputs, githubToken, facts),
        }, managedReportDeps(inputs));
        (0,actions_runtime.setOutputs)((0,managed_result/* managedStepOutputs */.ax)(report.result, report.written, report.viewer));
        if (report.result.exitCode !== errors/* ExitCode */.yU.ok)
            throw new failure/* ActionFailure */.d(report.result.summary);
    };
}
async function runManaged(inputs, given) {
    const cancel = cancelOnSignals(actions_runtime.actionsLog);
    try {
        return await managedRun(inputs, given, managedDeps({
            env: process.env,
            log: actions_runtime.actionsLog,
            logGroup: actions_runtime.logGroup,
            cancelSignal: cancel.signal,
            workflowRunUrl: (0,actions_runtime.workflowRunUrl)(),
            mask: actions_runtime.mask,
        }));
    }
    finally {
        cancel.dispose();
    }
}
/** The managed report's deps in a step: files, the summary and annotations, the viewer uploaded. */
function managedReportDeps(inputs) {
    const mode = inputs.kind === 'eval' ? inputs.viewer : 'off';
    const upload = inputs.kind === 'eval' && inputs['upload-artifact'];
    return {
        ...(0,report_deps/* reportFiles */.I)(actions_runtime.actionsLog),
        ...(0,report_sinks/* actionSinks */.zR)(),
        ...(0,report_sinks/* commitsBehindDep */.kw)(),
        loadManagedBaseline: baseline_files/* loadManagedBaseline */.tI,
        defaultResultDir: managed_files/* defaultManagedResultDir */.b,
        viewer: async (result, where) => {
            const written = await managedViewerRun(result, viewerStep(mode, where, actions_runtime.actionsLog), viewer_file/* viewerDeps */.F);
            return written && upload ? (0,eval_run_bundle/* uploadViewer */.cy)(written, result.run?.name ?? null) : written;
        },
    };
}
/**
 * eval-submit's baseline: where it lies (the baseline-dir input, else a directory under RUNNER_TEMP) and
 * its Actions cache entry, kept by the same cache steps as eval-run's baseline.
 */
function managedBaseline(inputs, workspace, commit) {
    const caches = new eval_run_caches.EvalRunCaches(actions_runtime.actionsLog, { workerScript: (0,cache_worker/* cacheWorkerScript */.K)(), cwd: process.cwd() });
    if (inputs.kind !== 'eval')
        return { caches };
    const given = inputs['baseline-dir'];
    const plan = (0,baseline_plan/* baselinePlan */.h)({
        workingDirectory: inputs['working-directory'] ?? '.',
        config: inputs.config,
        baselineDir: given === undefined ? undefined : (0,external_node_path_.resolve)(workspace, given),
        caching: Boolean(process.env.GITHUB_RUN_ID),
        managed: true,
        commit,
    });
    return { caches, ...plan };
}


/***/ }),

/***/ 67708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reportInvalidManagedInputs),
/* harmony export */   Q: () => (/* binding */ reportInvalidEvalRunInputs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67439);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94320);
/* harmony import */ var _commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33409);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(67654);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6290);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19927);
/* harmony import */ var _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(65295);
/* harmony import */ var _core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(26765);
/* harmony import */ var _core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(80544);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(42818);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(51397);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53908);
/**
 * A step whose inputs are invalid still writes what every other failure writes: result.json, the job
 * summary, one error annotation and the outputs (`exit-code` 2, `verdict` error), so the next step can
 * read them "whatever the verdict". Nothing ran, so nothing else is touched.
 */

















const path = (text) => text.replaceAll('\\', '/');
/**
 * The result-dir input; else `.osmosis/ci/<command>` in the workspace, when there is one; else the
 * runner's temp directory. Never a directory outside those (a missing working-directory is not made).
 */
async function resultDirFor(command) {
    const given = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('result-dir');
    if (given)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path(given));
    const root = await (0,_adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findWorkspace */ .pl)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path((0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('working-directory') ?? '.'))).catch(() => undefined);
    if (root)
        return (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__/* .ciResultDir */ .RF)(root, command);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', command) : undefined;
}
async function reportInvalidEvalRunInputs(error) {
    const config = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config');
    const result = (0,_commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidInputsResult */ .Mb)(error, {
        config,
        toolVersion: _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr,
        workflowRunUrl: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)(),
        now: new Date(),
    });
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const key = (0,_core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_16__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidEvalRun */ .jp)(result, { key, resultDir: await resultDirFor('eval-run'), workspace: process.cwd() }, { writeResultFiles: _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeResultFiles */ .S, ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)() });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)({ ...(0,_core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .evalRunOutputs */ .AA)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM), ...(0,_core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .cacheOutputs */ .vV)({}) });
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}
async function reportInvalidManagedInputs(kind, error) {
    const now = new Date().toISOString();
    const url = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)();
    const result = {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_12__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: _core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command,
        tool: { name: 'osmosis-ci', version: _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr },
        osmosisVersion: null,
        config: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config') ?? '',
        workspace: null,
        run: null,
        code: null,
        verdict: 'error',
        exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ExitCode */ .yU.usage,
        summary: error.message,
        gate: null,
        metrics: null,
        benchmark: null,
        training: null,
        preflight: null,
        wait: {
            waited: false,
            polls: 0,
            transientErrors: 0,
            timedOut: false,
            cancelled: false,
            stopRequested: false,
        },
        stateFile: null,
        error: { kind: 'usage', message: error.message },
        warnings: [],
        startedAt: now,
        finishedAt: now,
        durationMs: 0,
        links: url ? { workflowRun: url } : {},
    };
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidManaged */ .Zt)(result, await resultDirFor(_core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command), {
        writeManagedFiles: _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeManagedFiles */ .s,
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)(),
    });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)((0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__/* .managedOutputs */ .OE)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM));
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}


/***/ }),

/***/ 92316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ osmosisToken)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98966);
/** The Osmosis platform token of an action step, read apart from the other inputs so it is masked first. */

/**
 * The `osmosis-token` input (or, where an action still accepts it, the deprecated spelling `token`),
 * masked at once. Undefined when neither is given: osmosis then reads OSMOSIS_TOKEN from the environment.
 */
function osmosisToken(options = {}) {
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('osmosis-token')?.trim();
    const old = options.deprecatedToken && !token ? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('token')?.trim() : undefined;
    if (old)
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionsLog.warning('The `token` input is deprecated: pass the Osmosis platform token as `osmosis-token`.');
    const value = token || old || undefined;
    if (value)
        (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.mask)(value);
    return value;
}


/***/ }),

/***/ 56529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   restoreSubmissions: () => (/* binding */ restoreSubmissions),
/* harmony export */   saveSubmissions: () => (/* binding */ saveSubmissions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98966);
/* harmony import */ var _adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99254);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51058);
/* harmony import */ var _core_cache_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66789);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19927);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65264);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(48137);
/**
 * The submit actions' state files (.osmosis/ci/submissions/) carried between attempts of a job through
 * the Actions cache: restored by the main step before it submits, saved by the post step, which runs
 * even when the job was cancelled during the wait (the case a re-run must not submit twice for).
 */









const STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_8__/* .POST_STATE */ .j.submissions;
const TIMEOUT_MS = 60_000;
async function restoreSubmissions(options) {
    const { GITHUB_RUN_ID: runId, GITHUB_JOB: job, GITHUB_RUN_ATTEMPT: attempt } = process.env;
    if (!runId || !job)
        return;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(process.cwd(), (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .submissionsDir */ .BU)(options.workspace)) || '.';
    const spec = (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .submissionsCacheSpec */ .rI)({
        runId,
        job,
        step: options.step,
        attempt: attempt ?? '1',
        paths: [dir],
    });
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_7__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const outcome = await runner.restore(spec);
    if (outcome.status === 'exact' || outcome.status === 'partial') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.info(`Restored the submissions of an earlier attempt from ${outcome.matchedKey}`);
    }
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(`Restoring earlier submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
    // Saved before the run starts: a cancelled wait still leaves the post step what it needs.
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .saveState */ .LZ(STATE, JSON.stringify({ spec, status: outcome.status }));
}
async function saveSubmissions() {
    const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_8__/* .postState */ .s)(STATE);
    if (!text)
        return;
    const state = (0,_core_cache_state_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCacheState */ .l)('submissions', text);
    if (typeof state === 'string') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(state);
        return;
    }
    if (state.status === 'unavailable')
        return;
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_7__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const { access } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    if (!(await access(state.spec.paths[0] ?? '').then(() => true, () => false)))
        return;
    const outcome = await runner.save(state.spec);
    if (outcome.status === 'saved')
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.info(`Saved this attempt's submissions as ${state.spec.key}`);
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(`Saving the submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
}


/***/ })

};
