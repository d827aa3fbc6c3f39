/**
 * The report command (commands/report/) is the one path of both surfaces: the action's sinks (job summary,
 * annotations) and the CLI's (stdout) get the text it renders once, with the same files and comment.
 */
import { describe, expect, it } from 'vitest';
import type { DatasetValidateResult } from '../../src/commands/dataset-validate.js';
import {
  type CommentRequest,
  type RunReportRequest,
  reportEvalRun,
  reportManagedRun,
  reportValidation,
} from '../../src/commands/report/index.js';
import { renderValidationTerminal } from '../../src/core/dataset/dataset-validate-report.js';
import { renderValidationSummary } from '../../src/core/dataset/dataset-validation.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderManagedMarkdown } from '../../src/core/report/managed-report.js';
import { renderTerminal } from '../../src/core/report/report.js';
import type {
  ManagedReportDeps,
  CommentRequest as PostedComment,
  ReportDeps,
  ReportFiles,
  ReportSinks,
} from '../../src/core/report-ports.js';
import { someFailing } from '../helpers/comment-fixtures.js';
import { makeManagedResult } from '../helpers/managed.js';

/** Files and GitHub in memory: what was written where, and every comment posted. */
function fakeFiles() {
  const files = new Map<string, string>();
  const posted: PostedComment[] = [];
  const logged: string[] = [];
  const deps: ReportFiles = {
    log: { info: (m) => logged.push(m), warning: (m) => logged.push(`warning: ${m}`), debug: () => {} },
    readRunDataset: async () => undefined,
    readRowIdentities: async () => ({}),
    loadBaseline: async () => ({ kind: 'missing' }),
    saveBaseline: async () => {},
    loadHistory: async () => ({ kind: 'missing' }),
    saveHistory: async () => {},
    writeRowsFile: async (dir) => `${dir}/rows.json`,
    readFailingRows: async () => {
      throw new Error('a result without a run directory has no trajectories to read');
    },
    writeJunitFile: async () => {},
    removeJunitFile: () => {},
    writeResultFiles: async (result, dir, markdown) => {
      files.set(`${dir}/result.json`, JSON.stringify(result));
      files.set(`${dir}/report.md`, markdown);
      return { resultJson: `${dir}/result.json`, reportMarkdown: `${dir}/report.md` };
    },
    writeManagedFiles: async (result, dir) => {
      files.set(`${dir}/report.md`, renderManagedMarkdown(result));
      return { resultJson: `${dir}/result.json`, reportMarkdown: `${dir}/report.md` };
    },
    datasetRowLines: async () => new Map(),
    publishComment: async (request) => {
      posted.push(request);
      return { ok: true, outcome: { url: `https://github.test/c/${posted.length}`, action: 'created' } };
    },
  };
  return { deps, files, posted, logged };
}

/** The action's sinks and the CLI's, each recording what it was given. */
function sinks() {
  const summaries: string[] = [];
  const annotations: string[] = [];
  const stdout: string[] = [];
  return {
    summaries,
    annotations,
    stdout,
    action: {
      summary: async (markdown: string) => {
        summaries.push(markdown);
      },
      annotations: {
        root: '/repo',
        annotate: (level, message, place) =>
          annotations.push(
            `${level} ${place.file ?? ''}${place.startLine ? `:${place.startLine}` : ''}: ${message}`,
          ),
      },
    } satisfies ReportSinks,
    cli: (format: 'terminal' | 'json' | 'comment-markdown') =>
      ({ terminal: { format, write: (text: string) => stdout.push(text) } }) satisfies ReportSinks,
  };
}

const comment = (withArtifacts: boolean): CommentRequest => ({
  mode: 'upsert',
  token: 'ghs_test',
  apiUrl: 'https://api.github.test',
  repository: { owner: 'acme', repo: 'widgets' },
  prNumber: 7,
  minimizeOutdated: false,
  withArtifacts,
});

function request(overrides: Partial<RunReportRequest> = {}): RunReportRequest {
  return {
    start: '/repo',
    resultDir: '/repo/out',
    datasetFile: undefined,
    baselineDir: undefined,
    maxRegression: undefined,
    commentKey: () => 'the-key',
    secrets: [],
    source: {},
    saveBaseline: false,
    comment: comment(true),
    ...overrides,
  };
}

const outcome = () => ({ result: { ...someFailing(), runDir: null }, rows: null, workspace: '/repo' });

describe('the report command', () => {
  it('the action and the CLI go through it: the summary, --comment-markdown, report.md and the comment are one text', async () => {
    const action = fakeFiles();
    const cli = fakeFiles();
    const out = sinks();
    const viaAction = await reportEvalRun(outcome(), request(), {
      ...action.deps,
      ...out.action,
      defaultResultDir: () => undefined,
    } satisfies ReportDeps);
    const viaCli = await reportEvalRun(outcome(), request({ comment: comment(false) }), {
      ...cli.deps,
      ...out.cli('comment-markdown'),
      defaultResultDir: () => undefined,
    } satisfies ReportDeps);

    const rendered = renderComment(viaAction.result, { key: 'the-key' });
    expect(viaCli.result).toEqual(viaAction.result);
    expect(out.summaries).toEqual([rendered]);
    expect(out.stdout).toEqual([rendered]);
    expect(action.files.get('/repo/out/report.md')).toBe(rendered);
    expect(cli.files.get('/repo/out/report.md')).toBe(rendered);
    expect([...action.posted, ...cli.posted].map((posted) => posted.body)).toEqual([rendered, rendered]);
    // Only the action annotates (a notice per failure group); only the terminal says where the files are.
    expect(out.annotations.length).toBeGreaterThan(0);
    expect(out.annotations.every((line) => line.startsWith('notice '))).toBe(true);
    expect(action.logged.some((line) => line.startsWith('Result: '))).toBe(false);
    expect(cli.logged).toContain('Result: /repo/out/result.json\nReport: /repo/out/report.md');
    expect([...action.logged, ...cli.logged].filter((line) => line.startsWith('warning: '))).toEqual([]);
  });

  it('the terminal gets the terminal report, and no result directory says so', async () => {
    const cli = fakeFiles();
    const out = sinks();
    const report = await reportEvalRun(outcome(), request({ resultDir: undefined, comment: undefined }), {
      ...cli.deps,
      ...out.cli('terminal'),
      defaultResultDir: () => undefined,
    });
    expect(report.written).toBeUndefined();
    expect(out.stdout).toEqual([renderTerminal(report.result)]);
    expect(cli.files.size).toBe(0);
    expect(cli.posted).toEqual([]);
    expect(cli.logged).toContain(
      'No workspace was found, so no result files were written (pass --result-dir to have them anyway).',
    );
  });

  it("a managed run: the action's summary is report.md, and both surfaces post the same comment", async () => {
    const out = sinks();
    const ran = { result: makeManagedResult(), rows: null };
    const managedRequest = {
      workspace: '/repo',
      compare: false,
      baselineDir: undefined,
      maxRegression: undefined,
      commentKey: () => 'managed-key',
      resultDir: '/repo/out',
      secrets: [],
      source: {},
    };
    const managedDeps = (files: ReportFiles, surface: ReportSinks): ManagedReportDeps => ({
      ...files,
      ...surface,
      loadManagedBaseline: async () => ({ kind: 'missing' }),
      defaultResultDir: () => '/repo/unused',
      viewer: async () => undefined,
    });
    const action = fakeFiles();
    const cli = fakeFiles();
    const viaAction = await reportManagedRun(
      ran,
      { ...managedRequest, comment: comment(true) },
      managedDeps(action.deps, out.action),
    );
    await reportManagedRun(
      ran,
      { ...managedRequest, comment: comment(false) },
      managedDeps(cli.deps, out.cli('json')),
    );
    expect(out.summaries).toEqual([action.files.get('/repo/out/report.md')]);
    expect(out.stdout).toEqual([`${JSON.stringify(viaAction.result, null, 2)}\n`]);
    const body = renderManagedMarkdown(viaAction.result, { key: 'managed-key' });
    expect([...action.posted, ...cli.posted].map((posted) => posted.body)).toEqual([body, body]);
  });

  it('dataset-validate: each problem annotated on its line for the action, file:line in the terminal', async () => {
    const out = sinks();
    const result: DatasetValidateResult = {
      workspace: '/repo',
      files: [
        {
          file: 'data/a.jsonl',
          valid: false,
          problems: [{ line: 3, message: 'not JSON' }],
          moreProblems: 0,
          warnings: [],
        },
      ],
      exitCode: 1,
    };
    await reportValidation(result, out.action);
    await reportValidation(result, out.cli('terminal'));
    expect(out.annotations).toEqual(['error data/a.jsonl:3: not JSON']);
    expect(out.summaries).toEqual([renderValidationSummary(result.files)]);
    expect(out.stdout).toEqual([renderValidationTerminal(result.files)]);
    expect(out.stdout[0]).toContain('data/a.jsonl:3: not JSON');
  });
});
