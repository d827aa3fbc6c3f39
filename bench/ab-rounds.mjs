// What the cost benchmarks share: the interleaved A/B(/C) rounds and their summary, their flags, the run
// facts, the result a report starts from, and publishing the section. Each round times a block of
// `block` reports of each variant, in an order that rotates round by round, so that load on a shared
// machine and the JIT's and the collector's state fall on all alike; blocks, not single reports, so the
// garbage a variant makes is mostly collected inside its own block, not billed to another. Per round the
// ratio with/other; the estimate is their geometric mean with a 95% t-interval on the mean log ratio (as
// core/cost/paired-change.ts does for rows), and the difference in ms per report with its t-interval.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeResultsSection } from './results-section.mjs';

/** Every order of the variants, so each takes each place in turn, forwards and backwards. */
function orders(variants) {
  if (variants.length <= 1) return [variants];
  return variants.flatMap((first, index) =>
    orders(variants.filter((_, other) => other !== index)).map((rest) => [first, ...rest]),
  );
}

/** Wall and CPU per report of `count` runs of `report` (sync or async). */
async function timeBlock(report, count) {
  const cpuStarted = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const pending = report();
    if (pending) await pending;
  }
  const used = process.cpuUsage(cpuStarted);
  return {
    wall: Number(process.hrtime.bigint() - started) / 1e6 / count,
    cpu: (used.user + used.system) / 1000 / count,
  };
}

/** `reports[variant]()` does one report; the rounds after the warm-up ones are kept. */
export async function runRounds(reports, { rounds, warmup, block }) {
  const rotation = orders(Object.keys(reports));
  const kept = [];
  for (let round = 0; round < warmup + rounds; round++) {
    const took = {};
    for (const variant of rotation[round % rotation.length])
      took[variant] = await timeBlock(reports[variant], block);
    if (round >= warmup) kept.push(took);
  }
  return kept;
}

/** The summary of the kept rounds against "with"; tQuantile is core/cost/paired-change.ts's. */
export function summarize(rounds, tQuantile) {
  function interval(values) {
    const n = values.length;
    const mean = values.reduce((sum, value) => sum + value, 0) / n;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
    const half = tQuantile(0.975, n - 1) * Math.sqrt(variance / n);
    return { mean, lower: mean - half, upper: mean + half };
  }
  const meanOf = (key, variant) => interval(rounds.map((round) => round[variant][key])).mean;
  function ratio(key, against) {
    const logs = interval(rounds.map((round) => Math.log(round.with[key] / round[against][key])));
    return { mean: Math.exp(logs.mean), lower: Math.exp(logs.lower), upper: Math.exp(logs.upper) };
  }
  const difference = (key, against) => interval(rounds.map((round) => round.with[key] - round[against][key]));
  const ms = (value) => `${value.toFixed(3)} ms`;
  const share = (r) => `×${r.mean.toFixed(4)} (${r.lower.toFixed(4)} to ${r.upper.toFixed(4)})`;
  const diff = (d) => `${ms(d.mean)} (${d.lower.toFixed(3)} to ${d.upper.toFixed(3)})`;
  return {
    ratio,
    /** A table row of a variant's means: wall | CPU. */
    means: (variant) => `${ms(meanOf('wall', variant))} | ${ms(meanOf('cpu', variant))}`,
    /** Two table rows: with − variant, then with / variant, each wall | CPU. */
    against: (variant) =>
      `${diff(difference('wall', variant))} | ${diff(difference('cpu', variant))} |\n| with / ${variant} (95% interval) | ${share(ratio('wall', variant))} | ${share(ratio('cpu', variant))}`,
    /** Whether the wall ratio against `variant` meets `goal`, by the estimate and by the upper end. */
    verdict: (variant, goal) => {
      const r = ratio('wall', variant);
      return r.upper <= goal
        ? 'met, by the estimate and by the interval’s upper end'
        : r.mean <= goal
          ? 'met by the estimate, not by the interval’s upper end'
          : 'not met';
    },
  };
}

const loads = (l) => l.map((value) => value.toFixed(2)).join(', ');

/** The shared flags: `--rows N --rounds N --block N --warmup N --dry` (--dry: RESULTS.md left as it is). */
export function roundOptions(defaults) {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: String(defaults.rounds) },
      block: { type: 'string', default: String(defaults.block) },
      warmup: { type: 'string', default: String(defaults.warmup) },
      dry: { type: 'boolean', default: false },
    },
  });
  const { rows, rounds, block, warmup, dry } = values;
  return { ROWS: Number(rows), ROUNDS: Number(rounds), BLOCK: Number(block), WARMUP: Number(warmup), dry };
}

/** Where and when it ran: date, commit, Node, CPUs and the load averages at the start and the end. */
export function runFacts(root, loadBefore, loadAfter) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  return `Run on ${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}, ${cpus().length} CPUs, load average (1, 5, 15 min) ${loads(loadBefore)} at the start and ${loads(loadAfter)} at the end.`;
}

/** The section into bench/RESULTS.md (unless dry) and on stdout. */
export async function publish(root, heading, section, { dry, sink }) {
  if (!dry) await writeResultsSection(path.join(root, 'bench', 'RESULTS.md'), heading, section);
  console.log(section, sink > 0 ? '' : '(no work)');
}

/** The eval-run result a report starts from (what eval-run drafts once osmosis exits), gated. */
export function runResult({ runName, metrics, gate }) {
  return {
    schemaVersion: 1,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: '1.3.0' },
    osmosisVersion: '0.3.8',
    config: 'configs/eval/bench.toml',
    runName,
    runDir: `.osmosis/evals/${runName}`,
    verdict: gate.verdict,
    exitCode: gate.blocking ? 1 : 0,
    gate,
    metrics,
    error: null,
    warnings: [],
    startedAt: '2026-12-05T08:00:00.000Z',
    finishedAt: '2026-12-05T08:10:00.000Z',
    durationMs: 600_000,
    links: {},
  };
}
