// actions/download-artifact v4 (src/download-artifact.ts), offline stand-in for artifacts of this run: by
// name, or every artifact whose name matches a pattern, each into path/<name> or, merged, into path.
import { join, resolve } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { minimatch } from 'minimatch';

async function download() {
  const name = core.getInput('name');
  const pattern = core.getInput('pattern');
  const mergeMultiple = core.getInput('merge-multiple') === 'true';
  const path = resolve(process.env.GITHUB_WORKSPACE ?? '.', core.getInput('path') || '.');
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const wanted = name
    ? artifacts.filter((artifact) => artifact.name === name)
    : artifacts.filter((artifact) => !pattern || minimatch(artifact.name, pattern));
  if (name && wanted.length === 0) throw new Error(`Artifact not found: ${name}`);
  core.info(`Preparing to download the following artifacts: ${wanted.map((a) => a.name).join(', ')}`);
  // A single artifact by name goes into path itself, as in the real action.
  const single = Boolean(name) || mergeMultiple;
  for (const artifact of wanted) {
    const into = single ? path : join(path, artifact.name);
    await client.downloadArtifact(artifact.id, { path: into, expectedHash: artifact.digest });
    core.info(`Artifact ${artifact.name} was downloaded to ${into}`);
  }
  core.setOutput('download-path', path);
  core.info(`Total of ${wanted.length} artifact(s) downloaded`);
}

try {
  await download();
} catch (error) {
  core.setFailed(error instanceof Error ? error.message : String(error));
}
process.exit(process.exitCode ?? 0);
