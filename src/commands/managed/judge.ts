/** The result fields of a run that ended: what its snapshot carries, then the verdict (core/verdict/managed-run.ts). */
import type { ManagedKind, Snapshot } from '../../core/managed.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { ungatedAgents } from '../../core/verdict/benchmark-gate.js';
import { judgeEndedRun } from '../../core/verdict/managed-run.js';
import type { Context, Fields } from './session.js';

export { judgePreflight } from '../../core/verdict/managed-run.js';

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
  const agents = ungatedAgents(snapshot.benchmark ?? []);
  return { benchmark: { agents, bestPassAt1: best(agents) } };
}

const best = (agents: { passAt1: number | null }[]) => {
  const scored = agents.map((a) => a.passAt1).filter((v): v is number => v !== null);
  return scored.length > 0 ? Math.max(...scored) : null;
};

/** The fields of the result for a run that reached a terminal status. */
export function judge(step: Pick<Context, 'inputs' | 'kind' | 'spec'>, final: Snapshot): Fields {
  const { inputs, kind, spec } = step;
  return { ...snapshotFields(kind, final), ...judgeEndedRun({ inputs, kind, noun: spec.noun, final }) };
}
