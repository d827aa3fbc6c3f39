/** When dataset-validate uploads, with which argv, and what its outputs say. */
import { describe, expect, it } from 'vitest';
import {
  datasetUploadArgs,
  datasetUploadOutputs,
  decideDatasetUpload,
} from '../../src/core/dataset/dataset-upload.js';

describe('decideDatasetUpload', () => {
  const on = { upload: true, anyBranch: false };

  it('uploads on a push to the default branch only, unless upload-any-branch', () => {
    expect(decideDatasetUpload(on, { kind: 'push', defaultBranch: true })).toEqual({ upload: true });
    expect(decideDatasetUpload(on, { kind: 'push', defaultBranch: false })).toMatchObject({ upload: false });
    expect(decideDatasetUpload({ ...on, anyBranch: true }, { kind: 'push', defaultBranch: false })).toEqual({
      upload: true,
    });
  });

  it('never on a pull request, another event, or with upload off', () => {
    expect(decideDatasetUpload({ ...on, anyBranch: true }, { kind: 'pull_request' })).toMatchObject({
      upload: false,
      reason: expect.stringContaining('pull request never uploads'),
    });
    expect(decideDatasetUpload(on, { kind: 'other', name: 'schedule' })).toMatchObject({ upload: false });
    expect(decideDatasetUpload({ upload: false, anyBranch: true }, { kind: 'terminal' })).toMatchObject({
      upload: false,
    });
    expect(decideDatasetUpload(on, { kind: 'terminal' })).toEqual({ upload: true });
  });
});

it('the argv answers the prompt (--yes) and overwrites only when asked', () => {
  expect(datasetUploadArgs('data/a.jsonl', false)).toEqual([
    '--json',
    'dataset',
    'upload',
    'data/a.jsonl',
    '--yes',
  ]);
  expect(datasetUploadArgs('data/a.jsonl', true).at(-1)).toBe('--overwrite');
});

it('the outputs name the uploaded and the failed files, one per line', () => {
  expect(
    datasetUploadOutputs({
      decision: { upload: true },
      uploaded: [{ file: 'a.jsonl' }, { file: 'b.csv' }],
      failed: [{ file: 'c.jsonl', message: 'exists' }],
      refused: [],
    }),
  ).toEqual({ 'uploaded-files': 'a.jsonl\nb.csv', 'upload-failed-files': 'c.jsonl' });
  expect(datasetUploadOutputs(undefined)).toEqual({ 'uploaded-files': '', 'upload-failed-files': '' });
});
