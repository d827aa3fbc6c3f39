import { describe, expect, it } from 'vitest';
import { viewerUploadWanted } from '../../src/entries/action/eval-run-bundle.js';

describe('whether the action uploads the run viewer', () => {
  const service = { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'https://results.example/' };
  const leg = { shard: { index: 1, count: 3, rows: '0-3' } };

  it('uploads it by default where the runner gives the step the artifact service', () => {
    expect(viewerUploadWanted(undefined, {}, service)).toBe(true);
    expect(viewerUploadWanted(undefined, {}, {})).toBe(false);
    expect(viewerUploadWanted(undefined, {}, { ACTIONS_RUNTIME_TOKEN: 't' })).toBe(false);
  });

  it('leaves a matrix leg to eval-merge by default, and does what upload-artifact says when given', () => {
    expect(viewerUploadWanted(undefined, leg, service)).toBe(false);
    expect(viewerUploadWanted(true, leg, {})).toBe(true);
    expect(viewerUploadWanted(false, {}, service)).toBe(false);
  });
});
