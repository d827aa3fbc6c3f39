/** The upload's summary section and the files it uploads, word for word. */
import { describe, expect, it } from 'vitest';
import {
  datasetUploadOutputs,
  decideDatasetUpload,
  renderUploadSummary,
  uploadableFiles,
} from '../../src/core/dataset/dataset-upload.js';
import type { DatasetFileResult } from '../../src/core/dataset/dataset-validation.js';

describe('uploadableFiles', () => {
  it('keeps the valid files only, in their order', () => {
    const files = [
      { file: 'b.jsonl', valid: true },
      { file: 'a.jsonl', valid: false },
      { file: 'c.jsonl', valid: true },
    ] as unknown as DatasetFileResult[];
    expect(uploadableFiles(files)).toEqual(['b.jsonl', 'c.jsonl']);
    expect(uploadableFiles([])).toEqual([]);
  });
});

describe('renderUploadSummary', () => {
  const none = { uploaded: [], failed: [], refused: [] };

  it('says why nothing was uploaded', () => {
    expect(renderUploadSummary({ decision: { upload: false, reason: 'upload is off' }, ...none })).toBe(
      'Not uploaded: upload is off.\n',
    );
  });

  it('lists the uploaded, the failed and the refused files, each in a code span', () => {
    const text = renderUploadSummary({
      decision: { upload: true },
      uploaded: [{ file: 'a.jsonl', url: 'https://platform/d/1' }, { file: 'b.jsonl' }],
      failed: [{ file: 'c.jsonl', message: 'HTTP 500' }],
      refused: ['d.jsonl'],
    });
    expect(text).toBe(
      'Upload to the Osmosis platform:\n\n' +
        '- uploaded `a.jsonl` (https://platform/d/1)\n' +
        '- uploaded `b.jsonl`\n' +
        '- **upload failed** `c.jsonl`: HTTP 500\n' +
        '- not uploaded `d.jsonl`: invalid\n',
    );
  });

  it('says so when there was no valid file', () => {
    expect(renderUploadSummary({ decision: { upload: true }, ...none })).toBe(
      'Upload to the Osmosis platform:\n\n- no valid dataset file to upload\n',
    );
  });
});

describe('decideDatasetUpload reasons', () => {
  const on = { upload: true, anyBranch: false };

  it('names each reason word for word', () => {
    expect(decideDatasetUpload({ upload: false, anyBranch: true }, { kind: 'terminal' })).toEqual({
      upload: false,
      reason: 'upload is off',
    });
    expect(decideDatasetUpload(on, { kind: 'push', defaultBranch: false })).toEqual({
      upload: false,
      reason: 'not a push to the default branch (set upload-any-branch: true to upload from other branches)',
    });
    expect(decideDatasetUpload(on, { kind: 'other', name: 'schedule' })).toEqual({
      upload: false,
      reason: 'a schedule event does not upload',
    });
    expect(decideDatasetUpload(on, { kind: 'other', name: '' })).toEqual({
      upload: false,
      reason: 'a non-push event does not upload',
    });
  });
});

describe('datasetUploadOutputs', () => {
  it('one file a line, empty without an outcome', () => {
    expect(datasetUploadOutputs(undefined)).toEqual({ 'uploaded-files': '', 'upload-failed-files': '' });
    expect(
      datasetUploadOutputs({
        decision: { upload: true },
        uploaded: [{ file: 'a' }, { file: 'b' }],
        failed: [
          { file: 'c', message: 'x' },
          { file: 'd', message: 'y' },
        ],
        refused: [],
      }),
    ).toEqual({ 'uploaded-files': 'a\nb', 'upload-failed-files': 'c\nd' });
  });
});
