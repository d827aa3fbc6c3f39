/**
 * The facts behind a journal's cache key, read from disk: the dataset's bytes and the rollout's source,
 * hashed the way osmosis decides whether a run may resume (contract §3.3, osmosis_ai/source_scan.py).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { JournalInputs } from '../core/cache-keys.js';
import { osmosisDir } from '../core/osmosis/paths.js';
import type { BeforeRunContext } from '../core/ports.js';

/** What osmosis leaves out of a rollout's source digest: environments, caches, builds and the lock. */
const EXCLUDED_DIRS = new Set([
  '__pycache__',
  '.git',
  '.venv',
  'venv',
  'dist',
  'build',
  'node_modules',
  '.pytest_cache',
  '.ruff_cache',
]);
const isExcludedFile = (name: string) => name === 'uv.lock' || name.endsWith('.egg-info');

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** sha256 over the sorted relative paths and bytes of a directory, with osmosis's exclusions. */
export async function sourceDigest(dir: string, exclude: readonly string[] = []): Promise<string> {
  const excluded = new Set(exclude.map((path) => resolve(path)));
  const files: string[] = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (excluded.has(resolve(path))) continue;
      if (entry.isDirectory()) {
        if (!EXCLUDED_DIRS.has(entry.name) && !entry.name.endsWith('.egg-info')) await walk(path);
      } else if (entry.isFile() && !isExcludedFile(entry.name)) {
        files.push(path);
      }
    }
  };
  await walk(dir);
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(dir, path).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(await fileSha256(join(dir, file)));
  }
  return hash.digest('hex');
}

export async function journalInputs(context: BeforeRunContext): Promise<JournalInputs> {
  const { config, inputs, workspace } = context;
  const datasetFile = inputs['dataset-file'];
  const rolloutDir = join(workspace, 'rollouts', config.experiment.rollout);
  return {
    modelPath: config.experiment.model_path,
    dataset: datasetFile
      ? { sha256: await fileSha256(resolve(workspace, datasetFile)) }
      : { platformName: config.experiment.dataset },
    rows: inputs.rows ?? null,
    limit: config.evaluation.limit ?? null,
    n: config.evaluation.n,
    agentTimeoutS: config.evaluation.agent_workflow_timeout_s ?? null,
    graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
    rollout: {
      name: config.experiment.rollout,
      entrypoint: config.experiment.entrypoint,
      sourceDigest: await sourceDigest(rolloutDir, [osmosisDir(workspace)]),
    },
    env: config.env,
    secretNames: config.secrets.required,
  };
}
