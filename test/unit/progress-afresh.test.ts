/** progress.ts's module-level tables, loaded afresh: the first state, the phase of each stage, each phase's name. */
import { describe, expect, it } from 'vitest';
import * as progress from '../../src/core/osmosis/progress.js';
import { afresh } from '../helpers/fresh-module.js';

const load = () => afresh(progress, 'core/osmosis/progress.ts');
const at = (rest: string) => `2026-12-06T10:00:00Z INFO ${rest}`;

describe('the progress tables, loaded afresh', () => {
  it('starts in the starting phase, with nothing counted', async () => {
    const { initialProgress, progressText } = await load();
    expect(initialProgress).toEqual({
      phase: 'starting',
      detail: undefined,
      pending: undefined,
      recorded: 0,
      finished: new Set(),
    });
    expect(initialProgress.finished.size).toBe(0);
    expect(progressText(initialProgress)).toBe('starting osmosis (config, dataset and journal)');
  });

  it.each([
    ['preflight', 'preflight', 'model preflight: words'],
    ['deps', 'server', 'rollout server: words'],
    ['server', 'server', 'rollout server: words'],
    ['listener', 'server', 'rollout server: words'],
    ['tunnel', 'tunnel', 'tunnel: words'],
    ['schedule', 'rows', 'rows: 0 work items finished'],
  ])('the [%s] stage moves to the %s phase', async (step, phase, text) => {
    const { applyLogLine, initialProgress, progressText } = await load();
    const state = applyLogLine(initialProgress, at(`[${step}] words`));
    expect(state.phase).toBe(phase);
    expect(state.detail).toBe('words');
    expect(progressText(state)).toBe(text);
  });

  it('other stages leave the phase alone', async () => {
    const { applyLogLine, initialProgress } = await load();
    for (const step of ['run', 'resume', 'eval', 'rows', 'stage']) {
      expect(applyLogLine(initialProgress, at(`[${step}] words`))).toBe(initialProgress);
    }
  });

  it('names each phase without words, and nothing to run with its words', async () => {
    const { initialProgress, progressText } = await load();
    const named = (phase: progress.ProgressPhase) => progressText({ ...initialProgress, phase });
    expect(named('preflight')).toBe('model preflight');
    expect(named('server')).toBe('rollout server');
    expect(named('tunnel')).toBe('tunnel');
    expect(named('nothing-to-run')).toBe('nothing to run');
    expect(named('rows')).toBe('rows: 0 work items finished');
    expect(progressText({ ...initialProgress, phase: 'nothing-to-run', detail: 'all 3 done' })).toBe(
      'nothing to run: all 3 done',
    );
  });
});
