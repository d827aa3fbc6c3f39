// actions/upload-artifact v4 (src/upload/upload-artifact.ts and src/shared/search.ts), offline stand-in: the
// files one path pattern finds, relative to the directory it searches, uploaded with @actions/artifact.

import { stat } from 'node:fs/promises';
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import * as glob from '@actions/glob';

async function upload() {
  const name = core.getInput('name') || 'artifact';
  const pattern = core.getInput('path', { required: true });
  const ifNoFilesFound = core.getInput('if-no-files-found') || 'warn';
  const includeHiddenFiles = core.getInput('include-hidden-files') === 'true';
  const globber = await glob.create(pattern, {
    followSymbolicLinks: true,
    implicitDescendants: true,
    omitBrokenSymbolicLinks: true,
    excludeHiddenFiles: !includeHiddenFiles,
  });
  const files = [];
  for (const found of await globber.glob()) {
    if (!(await stat(found)).isDirectory()) files.push(found);
  }
  if (files.length === 0) {
    const message = `No files were found with the provided path: ${pattern}. No artifacts will be uploaded.`;
    if (ifNoFilesFound === 'error') return core.setFailed(message);
    if (ifNoFilesFound === 'warn') core.warning(message);
    else core.info(message);
    return;
  }
  // One search path: the files keep their place below it (the real action takes the paths' common root).
  const [rootDirectory] = globber.getSearchPaths();
  core.info(`With the provided path, there will be ${files.length} files uploaded`);
  const retentionDays = Number.parseInt(core.getInput('retention-days'), 10);
  const { id, digest } = await new DefaultArtifactClient().uploadArtifact(name, files, rootDirectory, {
    compressionLevel: Number.parseInt(core.getInput('compression-level') || '6', 10),
    ...(Number.isNaN(retentionDays) ? {} : { retentionDays }),
  });
  core.info(`Artifact ${name} has been successfully uploaded! Artifact ID: ${id}`);
  core.setOutput('artifact-id', id);
  core.setOutput('artifact-digest', digest);
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  core.setOutput(
    'artifact-url',
    `${server}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}/artifacts/${id}`,
  );
}

try {
  await upload();
} catch (error) {
  core.setFailed(error instanceof Error ? error.message : String(error));
}
process.exit(process.exitCode ?? 0);
