/** What a managed step learnt, folded from its progress and its trail (commands/managed/progress.ts, trail.ts). */
import { describe, expect, it } from 'vitest';
import { currentRun, learntOf, startProgress, withRun } from '../../src/commands/managed/progress.js';
import type { Run } from '../../src/commands/managed/session.js';
import { Trail } from '../../src/commands/managed/trail.js';

const RUN: Run = {
  name: 'run-1',
  id: 'id-1',
  url: 'https://platform.example/run-1',
  status: 'pending',
  submitted: true,
  resumed: false,
  retried: false,
};

describe('the trail and the progress of a managed step', () => {
  it('says a warning once, in the log and in what was learnt', () => {
    const logged: string[] = [];
    const trail = new Trail((text) => logged.push(text));
    trail.warn('a');
    trail.warn('b');
    trail.warn('a');
    expect(logged).toEqual(['a', 'b']);
    expect(learntOf(trail, startProgress({})).warnings).toEqual(['a', 'b']);
  });

  it('gives the run the statuses read after it was set, keeping its URL when a read has none', () => {
    const trail = new Trail(() => undefined);
    trail.record({ kind: 'status', status: 'ignored', url: 'https://old' });
    const progress = withRun(trail, startProgress({}), RUN);
    expect(currentRun(trail, progress)).toEqual(RUN);
    trail.record({ kind: 'status', status: 'running', url: 'https://new' });
    trail.record({ kind: 'status', status: 'finished', url: null });
    expect(currentRun(trail, progress)).toEqual({ ...RUN, status: 'finished', url: 'https://new' });
    expect(currentRun(trail, startProgress({}))).toBeNull();
  });

  it('counts polls and transient errors, and takes a CLI version from an error only when --version gave none', () => {
    const trail = new Trail(() => undefined);
    trail.record({ kind: 'poll' });
    trail.record({ kind: 'transient-error' });
    trail.record({ kind: 'poll' });
    trail.record({ kind: 'cli-version', version: '0.3.8' });
    trail.record({ kind: 'cli-version', version: '0.3.9' });
    const learnt = learntOf(trail, { ...startProgress({}), waited: true });
    expect(learnt.wait).toEqual({
      waited: true,
      polls: 2,
      transientErrors: 1,
      timedOut: false,
      cancelled: false,
      stopRequested: false,
    });
    expect(learnt.osmosisVersion).toBe('0.3.8');
    expect(learntOf(trail, startProgress({ osmosisVersion: '1.0.0' })).osmosisVersion).toBe('1.0.0');
  });
});
