/**
 * Uploads a run bundle as a workflow artifact with @actions/artifact, the standard client of the
 * Actions artifact service (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN, which the runner gives to
 * JavaScript actions). The zip is uploaded as it is (skipArchive), so the artifact a reviewer downloads
 * is the bundle itself, named after its file.
 */
import { dirname } from 'node:path';

export interface UploadedArtifact {
  id: number;
  size: number | undefined;
}

export async function uploadArtifactFile(file: string): Promise<UploadedArtifact> {
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
