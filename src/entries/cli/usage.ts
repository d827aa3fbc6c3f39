/**
 * The usage text of every CLI command, apart from the commands themselves: `osmosis-ci --help` prints all
 * of it without loading any command (src/cli.ts loads a command's module only when it runs).
 */

const MANAGED_COMMON_USAGE = `    --code-ref REF           the code the platform runs: auto (default: the pull request's head commit
                             in Actions, GITHUB_SHA on other events, else this checkout's HEAD), a commit
                             SHA, branch:NAME, or config (what the config's [experiment] says)
    --working-directory DIR  the Osmosis workspace (default: the current directory)
    --workspace NAME         the platform workspace (osmosis --workspace); default: from the git origin
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --wait, --no-wait        wait for the run to end and gate on it
    --timeout-minutes N      give up waiting after N minutes (default 60)
    --poll-interval S        first delay between status checks, growing with backoff (default 15)
    --stop-on-cancel         on Ctrl-C/SIGTERM, stop the platform run (also one a cut-off submit made)
    --stop-on-timeout        stop the platform run when the wait times out
    --fresh                  submit a new run even if this job already submitted one
    --state-key KEY          extra key for the re-run state file (.osmosis/ci/submissions/)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --result-dir DIR         where result.json, report.md and downloaded outputs go
    --json                   print the result JSON instead of the report
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (token from $GITHUB_TOKEN, or --token-env
                             NAME; --api-url URL, --comment-mode upsert|recreate|off, --comment-key KEY)
    The platform token is read from OSMOSIS_TOKEN; secrets named in the config from the environment.
    Both reach osmosis only (secrets on stdin).`;

const MANAGED_USAGE = {
  eval: `osmosis-ci eval-submit <config> [options]
    Submit a managed eval (\`osmosis eval submit\`), wait for it and gate on its pass rate.
    --min-pass-rate N        fail (exit 1) when the pass rate is below N (0..1)
    --gate-on MODE           pass-rate (default) or lower-bound
    --allow-inconclusive     with lower-bound, do not fail an inconclusive result
    --max-skipped N          fail when more than this fraction of samples timed out (0..1, default 0.1)
    --retry-failed           re-run failed and skipped samples of a finished run (osmosis eval retry)
    --run-name NAME          wait on (and gate) an existing managed eval instead of submitting
    --download TYPES         auto (metrics, and trajectories of failing rows), none, or osmosis types
    --baseline-dir DIR       compare with the eval-submit result (result.json, rows.json) in DIR, e.g. an
                             earlier result dir .osmosis/ci/eval-submit-<run name>
    --max-regression N       fail when the pass rate dropped more than N (0..1) against it on the same rows
                             (and significantly, McNemar p < 0.05)
    --viewer MODE            failing (default), all or off: viewer.html from the downloaded outputs
    --wait is on by default (--no-wait to submit only).`,
  benchmark: `osmosis-ci benchmark-submit <config> [options]
    Submit a benchmark run (\`osmosis benchmark submit\`), wait for it and gate on pass@1 per agent.
    --min-pass-rate N        fail when an agent's pass@1 is below N (0..1)
    --gate-on MODE           pass-rate (default) or lower-bound (the pass@1 interval's lower bound)
    --allow-inconclusive     with lower-bound, do not fail an inconclusive result
    --gate-agents all|best   every agent must pass (default), or only the best one
    --max-rank N             fail when an agent's leaderboard rank is worse than N
    --download TYPES         auto (summary, results), none, or osmosis types
    --wait is on by default. A benchmark runs no code from the repository: --code-ref is auto or config.`,
  train: `osmosis-ci train-submit <config> [options]
    Submit a training run (\`osmosis train submit\`), optionally after a passing managed eval.
    --preflight-eval NAME    a managed eval that must have finished (default: this job's last eval-submit)
    --preflight-min-pass-rate N   its pass rate must be at least N, else nothing is submitted (exit 1)
    --wait is off by default; with --wait the step fails unless training finishes.`,
};

export const USAGE = {
  setup: `osmosis-ci setup [--osmosis-version V] [--python PATH|VERSION] [--cache-dir DIR]
    Find osmosis-ai at the pinned (or given) version, or install it with uv. Prints its path.
    --python PATH|VERSION    the Python to install on (3.12, 3.13 or 3.14): a path, or a version such as
                             3.12, found on the machine or downloaded by uv; default: a supported one found
                             (uv python find, pyenv's versions), else 3.13 downloaded by uv
    --cache-dir DIR          where to install (default: $OSMOSIS_CI_CACHE, else ~/.cache/osmosis-ci); the
                             commands that run osmosis find it there afterwards without the flag`,
  'eval-run': `osmosis-ci eval-run <config> [options]
    Run \`osmosis eval run\` on an eval config and gate on its pass rate.
    --min-pass-rate N        fail (exit 1) when the pass rate is below N (0..1); omit to report only
    --gate-on MODE           pass-rate (default) or lower-bound (the 95% Wilson interval's lower bound)
    --gate-metric METRIC     pass-rate (default), pass-at-k or pass-hat-k: what --min-pass-rate judges
    --k K                    the k of pass@k and pass^k (default: the config's [evaluation].n)
    --allow-inconclusive     with lower-bound, do not fail when the interval straddles the threshold
    --max-infrastructure-error-rate N   above this share of provider/infrastructure errors (default 0.1):
                             inconclusive: infrastructure (exit 3), never a quality failure
    --dataset-file PATH      a local dataset instead of the platform dataset in the config
    --rows SPEC              rows to run, e.g. 0-9 or 3,7,10-20
    --run-name NAME          run name (default: <config name>-local); the same name resumes its journal
    --max-in-flight N        concurrent rollouts
    --fresh                  archive an existing journal of this name and start over
    --retry-failed           re-run failed and skipped rows of an existing journal
    --adaptive MODE          off (default), certain or confident: run the rows in seeded batches and stop
                             once the full run's verdict is settled (needs --min-pass-rate)
    --confidence P           with confident: the probability the early verdict is the full run's (0.95)
    --batch-size N           rows per adaptive batch, each its own run (default: confident plans
                             them by cost, certain runs max(20, rows/10))
    --start-cost ROWS        with confident: what one osmosis start costs, in rows (default 1)
    --max-cost USD, --max-tokens N
                             with --adaptive: stop taking new batches when the next would pass the
                             budget; the rows run are judged by their bound (inconclusive at budget)
    --shard I/N              run only shard I of N of the rows, as its own run, for eval-merge; split by
                             the row durations in --baseline-dir's history.json, else contiguously
    --price-per-million-input USD, --price-per-million-output USD
                             the model's price per million prompt and completion tokens for the cost
                             line (default: LiteLLM's, from the osmosis environment; else "price unknown")
    --max-cost-increase F, --max-duration-increase F
                             with --baseline-dir: fail when the paired change of cost (or duration) per
                             row against the baseline is above F (0.2 = 20%) over its whole 95% interval;
                             inconclusive when the interval straddles F (default: report only)
    --working-directory DIR  where to start looking for the workspace, the git repository holding
                             configs/ (default: the current directory)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --result-dir DIR         where result.json, report.md and junit.xml (one test case per work item)
                             go (default: .osmosis/ci/<run name>)
    --bundle MODE            failing (default), all or off: a zip beside them with the report, the
                             outcomes, the logs and the trajectories and artifacts of the failing (or
                             all) rows; a file holding a secret value is refused and named
    --bundle-max-mb N        the bundle's size limit in MB (default 50): the most valuable files are kept
    --viewer MODE            failing (default), all or off: viewer.html beside them, one page (no network)
                             with every row and the trajectories and log lines of the failing (or all)
                             rows; a trajectory or log line holding a secret value is withheld
    --json                   print the result JSON instead of the report
    --comment-markdown       print the PR comment markdown (also the job summary) instead of the report
    --baseline-dir DIR       compare with the result.json and rows.json in DIR (e.g. an earlier result dir),
                             and with its row history (history.json) once it holds two runs or more
    --max-regression N       fail (exit 1) on a significant drop larger than N against it: McNemar (p < 0.05)
                             on the paired rows, or the row history's test with re-runs of surprising rows
    --save-baseline          copy this result into --baseline-dir and add it to the row history there
    --history-runs N         runs the row history keeps (default 20)
    --rerun-budget X         re-runs of surprising rows, as a fraction of one pass (default 0.3; 0: none)
    --waivers-file PATH      intended regressions (default .osmosis-ci/waivers.toml when it exists)
    --expired-waivers MODE   warn (default) or fail, for a waiver past its expires date
    --waiver-label NAME      a label on --pr that accepts the whole regression (asked of GitHub)
    --baseline-max-age DAYS  an older baseline is a warning (default 14)
    --verbose                osmosis's --verbose; when the eval fails, the tail of the rollout server's log
    --grader-check           before any model call, grade each row's label and an empty answer with the
                             workspace's grader: rows whose label fails, rows an empty answer passes
    --grader-change MODE     when the grader changed since the baseline: compare (default: the baseline
                             gate judges this run's samples re-graded by the base grader, no rollout),
                             warn (judge as graded, and warn) or fail (the grader change fails the step)
    --tunnel cloudflared     make osmosis start a cloudflared tunnel for a Harbor sandbox's model calls
    --advertise-url URL --listener-port PORT   a tunnel you run yourself, forwarding to that local port
    --rollout-port PORT      a fixed port for the rollout server (default: an ephemeral one)
    --upload                 publish the finished run to the Osmosis platform (osmosis eval run --upload;
                             with --retry-failed it replaces what the run published). A failed publish is
                             reported and never changes the verdict; publish again with eval-upload
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --demo-model             answer the model calls from a demo model this command serves on 127.0.0.1
                             (rules in the workspace's model-script.json): no provider key, no provider
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (token from $GITHUB_TOKEN, or --token-env NAME;
                             --api-url URL, --comment-mode upsert|recreate|off, --comment-key KEY)
    Secrets named in the config's [secrets].required are read from the environment and handed to
    osmosis on stdin only; the platform token (for --upload or a platform dataset) from OSMOSIS_TOKEN.`,
  'eval-upload': `osmosis-ci eval-upload <run-name> [options]
    Publish a finished local run (its journal .osmosis/evals/<run-name>, from eval-run, a cache or an
    earlier job) to the Osmosis platform (\`osmosis eval upload\`). Publishing the same run again is a no-op.
    --replace                replace what this run published before (after eval-run --retry-failed)
    --working-directory DIR  where to start looking for the workspace (default: the current directory)
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --json                   print the result JSON
    The platform token is read from OSMOSIS_TOKEN and reaches osmosis only. Exit 0 published, 2 no such
    finished run, 3 the platform refused or could not be reached.`,
  'eval-merge': `osmosis-ci eval-merge <config> --shards N [options]
    Merge the journals of the N legs of a matrix (eval-run --shard I/N, each run <run name>.sIofN under
    .osmosis/evals/) into one result, gate and exit code. A missing or doubled shard is refused by name;
    so are legs whose manifests lock other inputs (dataset, model, n, rows, timeouts, rollout, threshold)
    and journals not as osmosis wrote them (exit 2).
    --shards N               the number of legs (N in --shard I/N)
    --run-name NAME          the run name the legs were given (default: <config name>-local)
    --min-pass-rate N, --gate-on MODE, --allow-inconclusive, --result-dir DIR, --json,
    --comment-markdown, --baseline-dir DIR, --max-regression N, --working-directory DIR: as for eval-run
    --save-baseline          copy the merged result into --baseline-dir and add it to the row history
                             there (a leg never is: eval-run --shard refuses --save-baseline)
    --viewer MODE            failing (default), all or off: viewer.html of the merged run beside them,
                             from the legs' journals (within 50 MB)
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (as for eval-run)`,
  'eval-submit': `${MANAGED_USAGE.eval}\n${MANAGED_COMMON_USAGE}`,
  'benchmark-submit': `${MANAGED_USAGE.benchmark}\n${MANAGED_COMMON_USAGE}`,
  'train-submit': `${MANAGED_USAGE.train}\n${MANAGED_COMMON_USAGE}`,
  'init-example': `osmosis-ci init-example <dir>
    Create the bundled quickstart workspace in <dir> (a git repository osmosis can run in). Prints its
    path on stdout and the commands to run next on stderr.`,
  comment: `osmosis-ci comment <result.json | result dir> --repo OWNER/NAME --pr-number N [options]
    Post the sticky PR comment for a saved result of eval-run, eval-submit, benchmark-submit or
    train-submit (e.g. from a workflow_run workflow).
    --repo OWNER/NAME        the repository (default: GITHUB_REPOSITORY)
    --pr-number N            the pull request number
    --token-env NAME         the environment variable holding the token (default: GITHUB_TOKEN)
    --api-url URL            the GitHub API (default: GITHUB_API_URL, else the public API)
    --comment-mode MODE      upsert (default), recreate, or off
    --comment-key KEY        the comment's key (default: the one the result was written with)
    --minimize-outdated      with recreate, hide the previous comment instead of deleting it
    --expect-head-sha SHA    refuse unless the pull request's head commit is SHA (workflow_run safety)
    --markdown               print the comment markdown to stdout (and post only when --pr-number is given)
    Exit codes: 0 posted (or nothing to do), 2 usage (also no token or no repository), 3 GitHub refused
    or failed (the reason is printed).`,
  'eval-rubric': `osmosis-ci eval-rubric -d FILE -r RUBRIC --model PROVIDER/MODEL [options]
    Score a JSONL file of conversations with a judge model (\`osmosis eval rubric\`, LLM-as-judge) and gate
    on the scores. The judge's key comes from the environment only (OPENAI_API_KEY, ANTHROPIC_API_KEY, …).
    -d, --data FILE          the conversations, one JSON object a line ("messages" or "solution_str")
    -r, --rubric TEXT|@FILE  the rubric text, or @path to read it from a file
    --model PROVIDER/MODEL   the judge, in LiteLLM's form (e.g. openai/gpt-5.4)
    -n, --number N           judge runs per record (default 1)
    --score-min X --score-max Y   the score range (default 0 to 1)
    --timeout SECONDS        per judge request
    --min-mean-score X       fail when the mean score is below X
    --min-share F --score-threshold X   fail when fewer than F (0 to 1) of the records score at least X
    --working-directory DIR  where FILE and @FILE are (default: the current directory)
    --result-dir DIR         where result.json goes (default .osmosis/ci/eval-rubric)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --json | --comment-markdown   print the result JSON, or the comment's markdown
    --repo, --pr-number, --comment-mode, --comment-key: post the report as a PR comment (token: $GITHUB_TOKEN)
    Exit 0 passed or no gate, 1 a gate failed, 2 invalid input (or osmosis refused the file or rubric),
    3 osmosis could not run or the judge failed on a record.`,
  'dataset-validate': `osmosis-ci dataset-validate [FILE|DIR ...] [--changed-only --base SHA --head SHA] [--working-directory DIR] [--json]
    Validate dataset files with \`osmosis dataset validate\` (default: everything under data/); with
    --changed-only, only those changed between two commits. Exit 1 when a file is invalid.`,
  doctor: `osmosis-ci doctor [--check auth|workspace|all] [--platform-url URL] [--working-directory DIR] [--osmosis-path PATH]
    Check before running: the token in OSMOSIS_TOKEN against the platform (\`osmosis auth whoami\`) and the
    workspace scaffold (\`osmosis doctor\`, never --fix). Default --check all. Exit 2 for a broken
    workspace, 3 for an invalid or expired token or an unreachable platform.`,
  view: `osmosis-ci view [<run name> | <result dir> | <viewer.html>] [--open] [--working-directory DIR]
    Print the path of a run's viewer.html (written by eval-run beside result.json); --open opens it in the
    desktop's browser (xdg-open, open or start). Without a run, the only run under .osmosis/ci/.`,
  regrade: `osmosis-ci regrade <config> --run-name NAME [--grader-file PATH] [--json] [--working-directory DIR] [--osmosis-path PATH]
    Re-score a finished run's stored samples (.osmosis/evals/NAME) with the rollout's grader as it is now,
    or with the grader in --grader-file (e.g. the base commit's entrypoint, from git show), in the
    rollout's environment with the config's [env] and secrets. No rollout: the agent's model is not called
    (a grader that calls an LLM judge asks it again, under the config's [env]). Prints the pass rate as
    stored and as re-graded (the grader's effect alone), the rows that flip, and each sample that could not
    be re-graded (tool calls, no answer), counted. Exit 3 when the grader could not be loaded.`,
} as const;

export type CliCommandName = keyof typeof USAGE;
