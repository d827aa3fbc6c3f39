/**
 * Uploads a run bundle as a workflow artifact with @actions/artifact, the standard client of the
 * Actions artifact service (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN, which the runner gives to
 * JavaScript actions). The zip is uploaded as it is (skipArchive), so the artifact a reviewer downloads
 * is the bundle itself, named after its file. The run viewer is uploaded the same way, unzipped, under a
 * name that carries the run name (artifact names are unique within a workflow run).
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

export interface UploadedArtifact {
  id: number;
  size: number | undefined;
}

/** Uploads `file` as one unzipped artifact named `name` (its own name by default). */
export async function uploadArtifactFile(file: string, name = basename(file)): Promise<UploadedArtifact> {
  if (name === basename(file)) return uploadAsIs(file);
  // skipArchive names the artifact after the file: upload a copy that has the name.
  const dir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'osmosis-artifact-'));
  try {
    const copy = join(dir, name);
    await copyFile(file, copy);
    return await uploadAsIs(copy);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function uploadAsIs(file: string): Promise<UploadedArtifact> {
  // Loaded on upload only: the artifact client (its Twirp and storage clients) is the largest library in
  // the action bundle, and most steps never upload.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const uploaded = await client.uploadArtifact('osmosis-bundle', [file], dirname(file), {
    skipArchive: true,
  });
  if (uploaded.id === undefined) throw new Error('the artifact service returned no artifact id');
  return { id: uploaded.id, size: uploaded.size };
}
