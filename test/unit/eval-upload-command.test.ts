/**
 * eval-upload in process over fake deps: a publish the platform refuses is exit 3, and its message speaks
 * of the publish only (the command judges nothing, so there is no verdict to stand).
 */
import { describe, expect, it } from 'vitest';
import { type EvalUploadDeps, evalUpload } from '../../src/commands/eval-upload.js';
import type { OsmosisRun } from '../../src/core/ports.js';

const refused: OsmosisRun = {
  exitCode: 1,
  signal: null,
  interruptedBy: null,
  stdout: '',
  envelope: undefined,
  error: {
    schema_version: 1,
    error: { code: 'PLATFORM_ERROR', message: 'HTTP 403 Forbidden' },
  } as OsmosisRun['error'],
  warnings: [],
  stderrTail: '',
  spawnError: undefined,
};

function deps(warnings: string[]): EvalUploadDeps {
  return {
    facts: { cwd: '/ws' },
    wording: { log: { info: () => {}, warning: (text) => warnings.push(text), debug: () => {} } },
    osmosis: {
      runOsmosis: async () => refused,
      osmosisEnv: async () => ({}),
      resolveOsmosis: async () => 'osmosis',
    },
    files: { readText: async () => '{}' },
    workspace: { findWorkspace: async () => '/ws' },
  };
}

describe('eval-upload', () => {
  it('a refused publish: exit 3, the reason and how to publish again, and no verdict that "stands"', async () => {
    const warnings: string[] = [];
    const outcome = await evalUpload(
      {
        'run-name': 'ci',
        'working-directory': undefined,
        replace: false,
        'osmosis-path': undefined,
        'platform-url': undefined,
      },
      deps(warnings),
    );
    expect(outcome.exitCode).toBe(3);
    expect(outcome.upload.message).toBe(
      'Publishing to the Osmosis platform failed: [PLATFORM_ERROR] HTTP 403 Forbidden Publish again with `osmosis-ci eval-upload ci`.',
    );
    expect(warnings.join('\n')).not.toMatch(/verdict/);
  });
});
