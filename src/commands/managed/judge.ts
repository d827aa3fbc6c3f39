/** The verdict on a run that ended: the eval gate, the benchmark gate, or "training finished". */
import { gateBenchmark } from '../../core/benchmark-gate.js';
import { ExitCode } from '../../core/errors.js';
import { gateExitCode, pct } from '../../core/gate.js';
import { classifyStatus, type ManagedKind, type Snapshot } from '../../core/managed.js';
import { judgeManagedEval } from '../../core/managed-eval-verdict.js';
import type { ManagedResult } from '../../core/managed-result.js';
import type { Fields, Session } from './session.js';

/** The numbers a snapshot carries, in the result's shape, before any gate. */
export function snapshotFields(kind: ManagedKind, snapshot: Snapshot | undefined): Partial<ManagedResult> {
  if (!snapshot) return {};
  if (kind === 'eval')
    return {
      metrics: snapshot.eval ?? null,
      samples: snapshot.samples ?? null,
      sampling: snapshot.sampling ?? null,
    };
  if (kind === 'training') return { training: snapshot.training ?? null };
  const agents = (snapshot.benchmark ?? []).map((a) => ({ ...a, verdict: 'not-gated' as const, reason: '' }));
  return { benchmark: { agents, bestPassAt1: best(agents) } };
}

const best = (agents: { passAt1: number | null }[]) => {
  const scored = agents.map((a) => a.passAt1).filter((v): v is number => v !== null);
  return scored.length > 0 ? Math.max(...scored) : null;
};

/** The fields of the result for a run that reached a terminal status. */
export function judge(session: Session, final: Snapshot): Fields {
  const { inputs, kind, spec } = session;
  const extras = snapshotFields(kind, final);
  if (classifyStatus(kind, final.status) === 'failed') {
    return {
      ...extras,
      verdict: kind === 'training' ? 'failed' : 'error',
      exitCode: kind === 'training' ? ExitCode.gateFailed : ExitCode.infrastructure,
      summary: `The platform ${spec.noun} ${final.name} ended ${final.status}.`,
    };
  }
  if (inputs.kind === 'eval') {
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
        ...extras,
        verdict: 'error',
        exitCode: ExitCode.infrastructure,
        summary: decided.reason,
        error: { kind: 'osmosis', message: decided.reason, code: 'NO_SAMPLE_COUNTS' },
      };
    }
    const { gate } = decided;
    return {
      ...extras,
      samples,
      verdict: gate.verdict,
      exitCode: gateExitCode(gate),
      summary: gate.reason,
      gate,
    };
  }
  if (inputs.kind === 'benchmark') {
    const { gate, agents } = gateBenchmark(final.benchmark ?? [], {
      minPassRate: inputs['min-pass-rate'],
      gateOn: inputs['gate-on'],
      allowInconclusive: inputs['allow-inconclusive'],
      gateAgents: inputs['gate-agents'],
      maxRank: inputs['max-rank'],
    });
    return {
      ...extras,
      benchmark: { agents, bestPassAt1: best(agents) },
      verdict: gate.verdict,
      exitCode: gateExitCode(gate),
      summary: gate.reason,
      gate,
    };
  }
  const t = final.training;
  return {
    ...extras,
    verdict: 'passed',
    exitCode: ExitCode.ok,
    summary: `Training run ${final.name} finished${t?.totalSteps ? ` (${t.step ?? t.totalSteps} of ${t.totalSteps} steps)` : ''}.`,
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
