/** Publishing to the Osmosis platform: when, what osmosis printed, and how the report says it. */
import { describe, expect, it } from 'vitest';
import { parseEvalUploadInputs } from '../../src/core/eval-upload-inputs.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { evalRunArgs, evalUploadArgs } from '../../src/core/osmosis-args.js';
import { uploadOutputs } from '../../src/core/outputs.js';
import {
  decideUpload,
  isPublishFailureAfterFinish,
  publishedFrom,
  publishFailed,
  uploadLine,
} from '../../src/core/upload.js';

const label = (name: string) => `--${name}`;
const evalInputs = (raw: Record<string, string>) =>
  parseEvalRunInputs((name) => ({ config: 'configs/eval/a.toml', ...raw })[name], label);

describe('the upload input', () => {
  it.each([
    ['', 'false'],
    ['TRUE', 'true'],
    ['False', 'false'],
    ['default-branch', 'default-branch'],
  ])('%j reads as %s', (raw, mode) => {
    expect(evalInputs(raw === '' ? {} : { upload: raw }).upload).toBe(mode);
  });

  it('refuses anything else, naming the choices', () => {
    expect(() => evalInputs({ upload: 'main' })).toThrow(
      '--upload must be one of false, true, default-branch, got "main".',
    );
  });

  it('platform-url must be an http(s) URL without credentials', () => {
    expect(() => evalInputs({ 'platform-url': 'https://u:p@example.com' })).toThrow(
      /must not carry a user name/,
    );
    expect(evalInputs({ 'platform-url': 'http://127.0.0.1:9' })['platform-url']).toBe('http://127.0.0.1:9');
  });

  it('eval-upload needs a run name that is a run directory name', () => {
    expect(() => parseEvalUploadInputs(() => undefined, label)).toThrow(/--run-name is required/);
    expect(() => parseEvalUploadInputs((n) => (n === 'run-name' ? '../x' : undefined), label)).toThrow(
      /must be the name of a run/,
    );
  });
});

describe('decideUpload', () => {
  it('default-branch publishes on a default-branch push only', () => {
    expect(decideUpload('default-branch', { defaultBranchPush: true, eventName: 'push' })).toEqual({
      upload: true,
    });
    const pr = decideUpload('default-branch', { defaultBranchPush: false, eventName: 'pull_request' });
    expect(pr.upload).toBe(false);
    expect(pr.reason).toMatch(/this is a pull_request event, so nothing is published/);
    expect(decideUpload('true', { defaultBranchPush: false })).toEqual({ upload: true });
    expect(decideUpload('false', { defaultBranchPush: true })).toEqual({ upload: false });
  });
});

describe('argv', () => {
  it('--upload goes before the stdin secrets flag, and eval upload takes --replace', () => {
    expect(
      evalRunArgs({ config: 'c.toml', runName: 'r', upload: true, retryFailed: true, secretsOnStdin: true }),
    ).toEqual([
      '--json',
      'eval',
      'run',
      'c.toml',
      '--name',
      'r',
      '--yes',
      '--retry-failed',
      '--upload',
      '--secrets-file',
      '-',
    ]);
    expect(evalRunArgs({ config: 'c.toml', runName: 'r', secretsOnStdin: false })).not.toContain('--upload');
    expect(evalUploadArgs('.osmosis/evals/r', { replace: true })).toEqual([
      '--json',
      'eval',
      'upload',
      '.osmosis/evals/r',
      '--replace',
    ]);
  });
});

describe('what osmosis printed about the publish', () => {
  it('reads eval run --upload (nested) and eval upload (flat)', () => {
    const nested = publishedFrom(
      {
        run_name: 'r',
        upload: {
          eval_run_id: 'id',
          eval_run_name: 'n',
          status: 'finalized',
          expected_files: 3,
          uploaded_files: 3,
        },
        platform_url: 'https://p/eval/n',
      },
      true,
    );
    expect(nested).toMatchObject({
      status: 'published',
      runId: 'id',
      runName: 'n',
      url: 'https://p/eval/n',
      replaced: true,
      expectedFiles: 3,
    });
    expect(
      publishedFrom({ eval_run_id: 'id2', eval_run_name: 'm', platform_url: 'https://p/m' }, false),
    ).toMatchObject({ runId: 'id2', url: 'https://p/m' });
    expect(publishedFrom({ run_name: 'r', output_path: '/x' }, false)).toBeUndefined();
  });

  it('tells a publish failure after a finished eval from any other error', () => {
    const message =
      'Local evaluation results are complete at .osmosis/evals/r, but the platform upload failed: HTTP 403\nRetry with: osmosis eval upload r';
    expect(isPublishFailureAfterFinish(message)).toBe(true);
    expect(isPublishFailureAfterFinish('model preflight failed')).toBe(false);
    const failed = publishFailed(message, '`osmosis-ci eval-upload r`', false);
    expect(failed.message).toBe(
      'Publishing to the Osmosis platform failed (the verdict stands): the platform upload failed: HTTP 403 Publish again with `osmosis-ci eval-upload r`.',
    );
    expect(uploadOutputs(failed)).toEqual({ 'upload-status': 'failed', 'run-id': '', 'run-url': '' });
    expect(uploadOutputs(undefined)['upload-status']).toBe('off');
  });

  it('renders one markdown line, with the platform text escaped and only an http(s) link', () => {
    const published = publishedFrom(
      { eval_run_id: 'i', eval_run_name: 'a]b', platform_url: 'https://p/x (1)' },
      false,
    );
    expect(uploadLine(published)).toBe(
      '☁️ Published to the Osmosis platform: [a\\]b](https://p/x%20%281%29).',
    );
    const sneaky = publishedFrom(
      { eval_run_id: 'i', eval_run_name: 'n', platform_url: 'javascript:alert(1)' },
      false,
    );
    expect(uploadLine(sneaky)).not.toContain('](javascript');
    expect(uploadLine(publishFailed('<img src=x>\nline', 'again', false))).toBe(
      '⚠️ Publishing to the Osmosis platform failed (the verdict stands): &lt;img src=x&gt; line Publish again with again.',
    );
  });
});
