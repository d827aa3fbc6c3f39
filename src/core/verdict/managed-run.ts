/**
 * The verdicts of a managed step (eval-submit, benchmark-submit, train-submit), each with its exit code:
 * a run that ended (the eval gate, the benchmark gate, "training finished" or the platform's failure),
 * train-submit's pre-flight, and the states a step can stop in without a verdict on quality (submitted
 * without waiting, timed out, cancelled). commands/managed gathers the platform's answers and calls these.
 */
import { ExitCode } from '../errors.js';
import { classifyStatus, type ManagedKind, type Snapshot } from '../managed.js';
import type { ManagedInputs } from '../managed-inputs.js';
import type { ManagedResult } from '../managed-result.js';
import { gateBenchmark } from './benchmark-gate.js';
import { gateExitCode, pct } from './gate.js';
import { judgeManagedEval } from './managed-eval-verdict.js';

/** The verdict, its exit code and the sentence saying why, with any result fields that go with them. */
export type ManagedVerdict = Partial<ManagedResult> & Pick<ManagedResult, 'verdict' | 'exitCode' | 'summary'>;

/** A run that reached a terminal status, as the platform reported it. */
export interface EndedRun {
  inputs: ManagedInputs;
  kind: ManagedKind;
  /** What the kind's run is called in a sentence ("eval", "training run"). */
  noun: string;
  final: Snapshot;
}

const bestOf = (agents: { passAt1: number | null }[]) => {
  const scored = agents.map((a) => a.passAt1).filter((v): v is number => v !== null);
  return scored.length > 0 ? Math.max(...scored) : null;
};

/** The verdict on a run that ended: failed on the platform, or judged by its kind's gate. */
export function judgeEndedRun({ inputs, kind, noun, final }: EndedRun): ManagedVerdict {
  if (classifyStatus(kind, final.status) === 'failed') return platformFailure(kind, noun, final);
  if (inputs.kind === 'eval') return evalVerdict(inputs, final);
  if (inputs.kind === 'benchmark') return benchmarkVerdict(inputs, final);
  const t = final.training;
  return {
    verdict: 'passed',
    exitCode: ExitCode.ok,
    summary: `Training run ${final.name} finished${t?.totalSteps ? ` (${t.step ?? t.totalSteps} of ${t.totalSteps} steps)` : ''}.`,
  };
}

/** A run the platform ended as failed: a training run's failure fails the step; an eval's is infrastructure. */
export function platformFailure(kind: ManagedKind, noun: string, final: Snapshot): ManagedVerdict {
  return {
    verdict: kind === 'training' ? 'failed' : 'error',
    exitCode: kind === 'training' ? ExitCode.gateFailed : ExitCode.infrastructure,
    summary: `The platform ${noun} ${final.name} ended ${final.status}.`,
  };
}

function evalVerdict(inputs: Extract<ManagedInputs, { kind: 'eval' }>, final: Snapshot): ManagedVerdict {
  const samples = final.samples ?? null;
  const decided = judgeManagedEval(
    samples,
    {
      minPassRate: inputs['min-pass-rate'],
      gateOn: inputs['gate-on'],
      allowInconclusive: inputs['allow-inconclusive'],
      maxSkipped: inputs['max-skipped'],
    },
    final.name,
  );
  if (decided.kind === 'error') {
    return {
      verdict: 'error',
      exitCode: ExitCode.infrastructure,
      summary: decided.reason,
      error: { kind: 'osmosis', message: decided.reason, code: 'NO_SAMPLE_COUNTS' },
    };
  }
  const { gate } = decided;
  return { samples, verdict: gate.verdict, exitCode: gateExitCode(gate), summary: gate.reason, gate };
}

function benchmarkVerdict(
  inputs: Extract<ManagedInputs, { kind: 'benchmark' }>,
  final: Snapshot,
): ManagedVerdict {
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
    exitCode: gateExitCode(gate),
    summary: gate.reason,
    gate,
  };
}

/** Whether a managed eval may stand as the pre-flight of a training run. */
export function judgePreflight(
  evalRun: string,
  snapshot: Snapshot | undefined,
  threshold: number,
): NonNullable<ManagedResult['preflight']> {
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
    reason: `pass rate ${pct(passRate)} (${counts}) ${passed ? '≥' : '<'} ${pct(threshold)}.`,
  };
}

/** train-submit refused before submitting: no pre-flight eval to check, or one that did not pass. */
export function preflightRefusal(
  preflight: NonNullable<ManagedResult['preflight']> | { threshold: number },
): ManagedVerdict {
  if (!('evalRun' in preflight)) {
    return {
      verdict: 'failed',
      exitCode: ExitCode.gateFailed,
      summary:
        'Not submitted: a pre-flight eval is required (preflight-min-pass-rate) but none was named and no eval-submit ran earlier in this job. Set preflight-eval to a managed eval run name.',
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
    exitCode: ExitCode.gateFailed,
    summary: `Not submitted: pre-flight eval ${preflight.evalRun} ${preflight.reason}`,
    preflight,
  };
}

/** A step that stopped before a verdict on quality: submitted without waiting (exit 0), timed out or cancelled (exit 3). */
export function stoppedStep(
  state: 'submitted' | 'timed-out' | 'cancelled',
  summary: string,
): Pick<ManagedResult, 'verdict' | 'exitCode' | 'summary'> {
  return {
    verdict: state,
    exitCode: state === 'submitted' ? ExitCode.ok : ExitCode.infrastructure,
    summary,
  };
}
