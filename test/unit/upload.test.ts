/** Publishing to the Osmosis platform: when, what osmosis printed, and how the report says it. */
import { describe, expect, it } from 'vitest';
import {
  decideUpload,
  isPublishFailureAfterFinish,
  publishedFrom,
  publishFailed,
  type UploadResult,
  uploadLine,
} from '../../src/core/artifacts/upload.js';
import { parseEvalUploadInputs } from '../../src/core/eval-upload-inputs.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { evalRunArgs, evalUploadArgs } from '../../src/core/osmosis/osmosis-args.js';
import { uploadOutputs } from '../../src/core/report/outputs.js';

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

describe('decideUpload, the log line', () => {
  it('says why default-branch publishes nothing, naming the event when there is one', () => {
    expect(decideUpload('default-branch', { defaultBranchPush: false })).toEqual({
      upload: false,
      reason:
        'upload: default-branch publishes only on a push to the default branch; this is not one, so nothing is published.',
    });
    expect(decideUpload('default-branch', { defaultBranchPush: false, eventName: 'schedule' }).reason).toBe(
      'upload: default-branch publishes only on a push to the default branch; this is a schedule event, so nothing is published.',
    );
    expect(decideUpload('true', { defaultBranchPush: false, eventName: 'pull_request' })).toEqual({
      upload: true,
    });
  });
});

describe('publishedFrom, field by field', () => {
  it('reads the flat import of eval upload, with every field', () => {
    expect(
      publishedFrom(
        {
          eval_run_id: 'id',
          eval_run_name: 'nightly',
          expected_files: 4,
          uploaded_files: 3,
          platform_url: 'https://p/e/1',
        },
        false,
      ),
    ).toEqual({
      status: 'published',
      replaced: false,
      runId: 'id',
      runName: 'nightly',
      url: 'https://p/e/1',
      expectedFiles: 4,
      uploadedFiles: 3,
      message: 'Published to the Osmosis platform as nightly.',
    });
  });

  it('fills what osmosis left out with null, and says when it replaced earlier results', () => {
    expect(publishedFrom({ eval_run_id: null, platform_url: '' }, true)).toEqual({
      status: 'published',
      replaced: true,
      runId: null,
      runName: null,
      url: null,
      expectedFiles: null,
      uploadedFiles: null,
      message: 'Published to the Osmosis platform, replacing its earlier results.',
    });
  });

  it('takes the URL beside the nested import, not one inside it', () => {
    expect(
      publishedFrom({ upload: { eval_run_id: 'i', platform_url: 'https://inner' } }, false)?.url,
    ).toBeNull();
    expect(publishedFrom({ upload: {}, platform_url: 'https://outer' }, false)?.url).toBe('https://outer');
    expect(publishedFrom({ upload: {}, platform_url: 7 }, false)?.url).toBeNull();
  });

  it('is nothing for what is not an import', () => {
    expect(publishedFrom(null, false)).toBeUndefined();
    expect(publishedFrom('published', false)).toBeUndefined();
    expect(publishedFrom({ upload: { eval_run_id: 5 } }, false)).toBeUndefined();
    expect(publishedFrom({ eval_run_name: 'n' }, false)).toBeUndefined();
  });
});

describe('a publish that failed after the eval finished', () => {
  it('is told by osmosis words at the start of the message, over several lines', () => {
    expect(
      isPublishFailureAfterFinish('Local evaluation results are complete at /a\nb, but upload failed'),
    ).toBe(true);
    expect(isPublishFailureAfterFinish('Error: Local evaluation results are complete at /a, but x')).toBe(
      false,
    );
    expect(isPublishFailureAfterFinish('Local evaluation results are complete at , but x')).toBe(false);
  });

  it('keeps osmosis reason only: cut at the first ", but", without the retry lines', () => {
    const failed = publishFailed(
      'Local evaluation results are complete at /d, but the upload failed, but why\nRetry with: osmosis eval upload r\nmore',
      'eval-upload',
      true,
    );
    expect(failed).toEqual({
      status: 'failed',
      replaced: true,
      runId: null,
      runName: null,
      url: null,
      expectedFiles: null,
      uploadedFiles: null,
      message:
        'Publishing to the Osmosis platform failed (the verdict stands): the upload failed, but why Publish again with eval-upload.',
    });
    expect(publishFailed('  HTTP 500  ', 'x', false).message).toBe(
      'Publishing to the Osmosis platform failed (the verdict stands): HTTP 500 Publish again with x.',
    );
  });
});

describe('uploadLine', () => {
  const published = (overrides: Partial<UploadResult>): UploadResult => ({
    status: 'published',
    replaced: false,
    runId: 'i',
    runName: 'nightly',
    url: 'http://p/e/1',
    expectedFiles: null,
    uploadedFiles: null,
    message: 'Published [here].',
    ...overrides,
  });

  it('links the run by name, or as "the run", and says when it replaced results', () => {
    expect(uploadLine(published({}))).toBe('☁️ Published to the Osmosis platform: [nightly](http://p/e/1).');
    expect(uploadLine(published({ runName: null, replaced: true, url: 'https://p/a b\t(c)' }))).toBe(
      '☁️ Published to the Osmosis platform: [the run](https://p/a%20b%09%28c%29) (replaced its earlier results).',
    );
  });

  it('without a web link falls back to the message, its brackets escaped, marked by status', () => {
    expect(uploadLine(published({ url: null }))).toBe('☁️ Published \\[here\\].');
    expect(uploadLine(published({ url: 'ftp://p/x' }))).toBe('☁️ Published \\[here\\].');
    expect(uploadLine(published({ url: 'see https://p/x' }))).toBe('☁️ Published \\[here\\].');
    expect(uploadLine(published({ status: 'skipped', message: 'Not published.' }))).toBe('ℹ️ Not published.');
    expect(uploadLine(published({ status: 'failed', message: 'a\r\nb' }))).toBe('⚠️ a b');
    expect(uploadLine(undefined)).toBeUndefined();
  });
});
