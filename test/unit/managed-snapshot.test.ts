import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/core/managed.js';
import { wilsonInterval } from '../../src/core/stats.js';

const benchmark = (data: Record<string, unknown>) =>
  readSnapshot('benchmark', { benchmark_run: { id: 'b', name: 'b1', status: 'running' }, ...data }, 'b1');
const agentsOf = (data: Record<string, unknown>) => benchmark(data)?.benchmark;
const training = (run: Record<string, unknown>, data: Record<string, unknown> = {}) =>
  readSnapshot(
    'training',
    { training_run: { id: 't', name: 't1', status: 'running', ...run }, ...data },
    't1',
  );

describe('any info envelope', () => {
  it('is unreadable without the run object of its kind', () => {
    expect(readSnapshot('eval', null, 'x')).toBeUndefined();
    expect(readSnapshot('eval', 'eval_run', 'x')).toBeUndefined();
    expect(readSnapshot('training', { eval_run: { id: 'i', status: 'running' } }, 'x')).toBeUndefined();
    expect(readSnapshot('benchmark', { benchmark_run: { id: 'i' } }, 'x')).toBeUndefined();
  });

  it("names the run by the platform's name, else by the name it was asked for", () => {
    const named = (name: unknown) =>
      readSnapshot('eval', { eval_run: { id: 'i', name, status: 'running' } }, 'asked')?.name;
    expect([named('platform'), named(null), named(''), named(undefined)]).toEqual([
      'platform',
      'asked',
      'asked',
      'asked',
    ]);
  });

  it("gives the run's platform URL, or none", () => {
    expect(
      benchmark({ benchmark_run: { id: 'b', status: 'running', platform_url: 'https://p/b' } })?.url,
    ).toBe('https://p/b');
    expect(benchmark({ benchmark_run: { id: 'b', status: 'running', platform_url: null } })?.url).toBeNull();
  });

  it('reads the commit and branch the code came from, at the top level first, then on the run', () => {
    const sha = 'c'.repeat(40);
    expect(training({}, { commit_sha: sha, branch: 'main' })).toMatchObject({
      commitSha: sha,
      branch: 'main',
    });
    expect(training({ commit_sha: sha, branch: 'dev' })).toMatchObject({ commitSha: sha, branch: 'dev' });
    expect(
      training({ commit_sha: 'run', branch: 'run' }, { commit_sha: 'top', branch: 'top' }),
    ).toMatchObject({
      commitSha: 'top',
      branch: 'top',
    });
    expect(training({ commit_sha: '', branch: 7 })).toMatchObject({ commitSha: null, branch: null });
  });
});

describe('a training info envelope', () => {
  it('gives the step, the total steps and the reward', () => {
    expect(training({ current_step: 25, total_steps: 100, reward: 0.4 })).toEqual({
      kind: 'training',
      id: 't',
      name: 't1',
      status: 'running',
      url: null,
      commitSha: null,
      branch: null,
      progress: 'step 25 of 100',
      training: { status: 'running', step: 25, totalSteps: 100, reward: 0.4, checkpoints: undefined },
    });
  });

  it('says the step alone when the total is unknown, and nothing before the first step', () => {
    expect(training({ current_step: 0 })?.progress).toBe('step 0');
    expect(training({ total_steps: 100 })).toMatchObject({
      progress: null,
      training: { step: null, totalSteps: 100, reward: null },
    });
    expect(training({ current_step: 'five', total_steps: 10, reward: 1 })).toMatchObject({
      progress: null,
      training: { step: null, totalSteps: null, reward: null },
    });
  });

  it('lists the checkpoints by name, step and status', () => {
    const checkpoints = [
      { checkpoint_name: 'ck-1', name: 'n', id: 'i', checkpoint_step: 10, status: 'ready' },
      { name: 'n', id: 'i', checkpoint_step: '20', status: 3 },
      { id: 'i' },
      {},
      null,
      'ck-x',
    ];
    expect(training({}, { checkpoints })?.training?.checkpoints).toEqual([
      { name: 'ck-1', step: 10, status: 'ready' },
      { name: 'n', step: null, status: null },
      { name: 'i', step: null, status: null },
      { name: '?', step: null, status: null },
    ]);
    expect(training({}, { checkpoints: { ck: 1 } })?.training?.checkpoints).toBeUndefined();
  });
});

describe('a benchmark info envelope', () => {
  it("gives the results done from the run's progress", () => {
    expect(benchmark({ progress: { completed: 12, total: 40 } })?.progress).toBe('12/40 results');
    expect(benchmark({ progress: { completed: 12, unit: 'tasks' } })?.progress).toBe('12 tasks');
    expect(benchmark({ progress: 'x' })?.progress).toBeNull();
    expect(benchmark({ progress: { completed: 12, total: '40' } })?.progress).toBeNull();
    expect(benchmark({})).toMatchObject({ progress: null, benchmark: [] });
  });

  it('labels each agent by its number, harness and model, with its metrics matched by agent id', () => {
    const agents = agentsOf({
      agents: [
        { id: 'a1', agent_index: 1, model_display_name: 'GPT', model: 'gpt', harness: 'codex' },
        { id: 'a0', agent_index: 0, model: 'm0', model_ref: 'ref', harness: '' },
        { id: 'a2', model_ref: { provider: 'x' } },
        { id: 'a3' },
      ],
      agent_metrics: [
        {
          benchmark_run_agent_id: 'a0',
          pass_at_1: { value: 0.25, ci_low: 0.1, ci_high: 0.5, n: 20 },
          rank: 2,
        },
        {
          benchmark_run_agent_id: 'a1',
          pass_at_1: { value: 0.5, ci_low: 0.3, ci_high: 0.7 },
          n_tasks: 8,
          rank: 1,
        },
      ],
    });
    expect(agents).toEqual([
      {
        index: 1,
        label: 'Agent 2 · codex · GPT',
        passAt1: 0.5,
        interval: { lower: 0.3, upper: 0.7 },
        n: 8,
        rank: 1,
      },
      {
        index: 0,
        label: 'Agent 1 · default · m0',
        passAt1: 0.25,
        interval: { lower: 0.1, upper: 0.5 },
        n: 20,
        rank: 2,
      },
      {
        index: 2,
        label: 'Agent 3 · default · {"provider":"x"}',
        passAt1: null,
        interval: null,
        n: null,
        rank: null,
      },
      { index: 3, label: 'Agent 4 · default · ?', passAt1: null, interval: null, n: null, rank: null },
    ]);
  });

  it("reads only a harness that is text, and never an agent's own fields as its metrics", () => {
    expect(
      agentsOf({
        agents: [{ id: 'a', harness: { name: 'h' }, model: 'm', pass_at_1: { value: 1, n: 1 }, rank: 1 }],
      }),
    ).toEqual([
      { index: 0, label: 'Agent 1 · default · m', passAt1: null, interval: null, n: null, rank: null },
    ]);
  });

  it('makes the agents of the metrics alone when the run lists none', () => {
    expect(
      agentsOf({
        agent_metrics: [
          {
            benchmark_run_agent_id: 'x',
            agent_index: 4,
            model: 'm',
            pass_at_1: { value: 0.5, n: 10 },
            rank: 1,
          },
        ],
      }),
    ).toEqual([
      {
        index: 4,
        label: 'Agent 5 · default · m',
        passAt1: 0.5,
        interval: wilsonInterval(5, 10),
        n: 10,
        rank: 1,
      },
    ]);
    // A metric row with an id of its own still carries its numbers.
    expect(
      agentsOf({
        agent_metrics: [{ benchmark_run_agent_id: 'x', id: 'row', pass_at_1: { value: 0.5 }, rank: 2 }],
      }),
    ).toMatchObject([{ passAt1: 0.5, rank: 2 }]);
  });
});

describe("a benchmark agent's pass@1", () => {
  it('estimates a Wilson interval from pass@1 and the task count when the platform gives none', () => {
    const one = (metrics: Record<string, unknown>) =>
      agentsOf({ agents: [{ id: 'a' }], agent_metrics: [{ benchmark_run_agent_id: 'a', ...metrics }] })?.[0];
    expect(one({ pass_at_1: { value: 0.3, n: 10 } })).toMatchObject({
      interval: wilsonInterval(3, 10),
      n: 10,
    });
    expect(one({ pass_at_1: { value: 0.33, n: 9.6 } })).toMatchObject({
      interval: wilsonInterval(3, 10),
      n: 9.6,
    });
    expect(one({ pass_at_1: { value: 0.5 }, n_tasks: 4 })).toMatchObject({
      interval: wilsonInterval(2, 4),
      n: 4,
    });
    expect(one({ pass_at_1: { value: 0.5, ci_low: 0.2 }, n_tasks: 4 })?.interval).toEqual(
      wilsonInterval(2, 4),
    );
    expect(one({ pass_at_1: { value: 0.5, ci_high: 0.9 }, n_tasks: 4 })?.interval).toEqual(
      wilsonInterval(2, 4),
    );
    expect(one({ pass_at_1: { value: 0.5, n: 0 } })).toMatchObject({ interval: null, n: 0 });
    expect(one({ pass_at_1: { value: 0.5 } })).toMatchObject({ interval: null, n: null });
    expect(one({ pass_at_1: { n: 10 } })).toMatchObject({ passAt1: null, interval: null, n: 10 });
    expect(one({ pass_at_1: { value: 0.5 }, n_tasks: '4' })).toMatchObject({ interval: null, n: null });
  });

  it('has no metrics for an agent whose pass@1 is unreadable', () => {
    const one = (metrics: Record<string, unknown>) =>
      agentsOf({ agents: [{ id: 'a' }], agent_metrics: [{ benchmark_run_agent_id: 'a', ...metrics }] })?.[0];
    expect(one({ pass_at_1: { value: 'high', n: 10 }, n_tasks: 10, rank: '1' })).toMatchObject({
      passAt1: null,
      interval: null,
      n: null,
      rank: null,
    });
    expect(agentsOf({ agents: 'a', agent_metrics: { a: 1 } })).toEqual([]);
  });
});

describe('a benchmark envelope whose metrics rows carry no agent ids', () => {
  it('gives each row its own pass@1 and rank, so the gate judges each agent on its own numbers', () => {
    const agents = agentsOf({
      agent_metrics: [
        { agent_index: 0, model: 'a', pass_at_1: { value: 0.9, n: 10 }, rank: 1 },
        { agent_index: 1, model: 'b', pass_at_1: { value: 0.1, n: 10 }, rank: 2 },
      ],
    });
    expect(agents?.map((agent) => [agent.label, agent.passAt1, agent.rank])).toEqual([
      ['Agent 1 · default · a', 0.9, 1],
      ['Agent 2 · default · b', 0.1, 2],
    ]);
  });

  it('skips null entries in the agents and metrics lists instead of failing the read', () => {
    expect(
      agentsOf({ agents: [null, { id: 'x', agent_index: 0, model: 'm' }], agent_metrics: [null] }),
    ).toEqual([
      { index: 0, label: 'Agent 1 · default · m', passAt1: null, interval: null, n: null, rank: null },
    ]);
    expect(agentsOf({ agent_metrics: [null, 3] })).toEqual([]);
  });
});
