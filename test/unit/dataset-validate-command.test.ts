/**
 * dataset-validate in process over the real file system, osmosis replaced by a fake that passes every
 * file it is given: a binary file is reported as invalid by name (exit 1, the check failed on the user's
 * data) while the other files are still validated, and a symbolic link out of the workspace is refused as the outside path is.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetValidateDeps } from '../../src/adapters/dataset-files.js';
import { datasetValidate } from '../../src/commands/dataset-validate.js';
import { parseDatasetValidateInputs } from '../../src/core/dataset/dataset-validate-inputs.js';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import type { DatasetValidateDeps, OsmosisRun } from '../../src/core/ports.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function setup() {
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-dv-'));
  dirs.push(root);
  const workspace = join(root, 'ws');
  await mkdir(join(workspace, 'data'), { recursive: true });
  await writeFile(join(workspace, 'data', 'a.jsonl'), '{"user_prompt":"x","ground_truth":"y"}\n');
  await writeFile(join(workspace, 'data', 'b.jsonl'), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]));
  await writeFile(join(workspace, 'data', 'c.csv'), 'user_prompt,ground_truth\nx,y\n');
  const validated: string[] = [];
  const passing: OsmosisRun = {
    exitCode: 0,
    signal: null,
    interruptedBy: null,
    stdout: '',
    envelope: { schema_version: 1, data: { valid: true } } as OsmosisRun['envelope'],
    error: undefined,
    warnings: [],
    stderrTail: '',
    spawnError: undefined,
  };
  const deps: DatasetValidateDeps = {
    ...datasetValidateDeps({}, { info: () => {}, warning: () => {}, debug: () => {} }),
    cwd: workspace,
    resolveOsmosis: async () => 'osmosis',
    osmosisEnv: async () => ({}),
    runOsmosis: async ({ args }) => {
      validated.push(args.at(-1) as string);
      return passing;
    },
  };
  return { root, workspace, deps, validated };
}

const inputs = (files: string) =>
  parseDatasetValidateInputs(
    (name) => (name === 'files' ? files : undefined),
    (name) => name,
  );

describe('dataset-validate', () => {
  it('reports a binary file as invalid by name (exit 1, as any invalid file) and still validates the others', async () => {
    const { deps, validated } = await setup();
    const result = await datasetValidate(inputs('data'), deps);
    expect(validated).toEqual(['data/a.jsonl', 'data/c.csv']);
    expect(result.exitCode).toBe(ExitCode.gateFailed);
    expect(result.files.map((file) => [file.file, file.valid])).toEqual([
      ['data/a.jsonl', true],
      ['data/b.jsonl', false],
      ['data/c.csv', true],
    ]);
    expect(result.files[1]?.problems[0]?.message).toMatch(/^data\/b\.jsonl is not a text file/);
  });

  it('refuses a symbolic link that leads out of the workspace, file or directory, as the outside path', async () => {
    const { root, workspace, deps, validated } = await setup();
    await mkdir(join(root, 'outside'));
    await writeFile(join(root, 'outside', 'secret.jsonl'), '{"a":1}\n');
    await symlink(join(root, 'outside', 'secret.jsonl'), join(workspace, 'link.jsonl'));
    await symlink(join(root, 'outside'), join(workspace, 'linkdir'));
    for (const given of ['link.jsonl', 'linkdir']) {
      const error = await datasetValidate(inputs(given), deps).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(
        new RegExp(`^files: ${given}\\b.* leads outside the workspace .* through a symbolic link`),
      );
    }
    await expect(datasetValidate(inputs('../outside'), deps)).rejects.toThrow(/is outside the workspace/);
    expect(validated).toEqual([]);
  });

  it('accepts a symbolic link that stays inside the workspace', async () => {
    const { workspace, deps, validated } = await setup();
    await symlink(join(workspace, 'data', 'a.jsonl'), join(workspace, 'alias.jsonl'));
    const result = await datasetValidate(inputs('alias.jsonl'), deps);
    expect(result.exitCode).toBe(ExitCode.ok);
    expect(validated).toEqual(['alias.jsonl']);
  });
});
