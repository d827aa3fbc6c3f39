/**
 * Publishing a local eval to the Osmosis platform (`osmosis eval run --upload`, `osmosis eval upload`):
 * when to publish, what osmosis answered, and how the result document records it. A publish that fails
 * after the eval finished is recorded here and never changes the gate's verdict or exit code.
 */
import { z } from 'zod';
import { withArticle } from '../format.js';
import { escapeHtml, oneLine } from '../markdown.js';

/** `false`: never; `true`: every run; `default-branch`: pushes to the repository's default branch only. */
export const UPLOAD_MODES = ['false', 'true', 'default-branch'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Whether this run publishes, and why not when it does not (for the log). */
export function decideUpload(
  mode: UploadMode,
  event: { defaultBranchPush: boolean; eventName?: string | undefined },
): { upload: boolean; reason?: string } {
  if (mode === 'false') return { upload: false };
  if (mode === 'true') return { upload: true };
  if (event.defaultBranchPush) return { upload: true };
  return {
    upload: false,
    reason: `upload: default-branch publishes only on a push to the default branch; this is ${event.eventName ? `${withArticle(event.eventName)} event` : 'not one'}, so nothing is published.`,
  };
}

export const uploadSchema = z
  .object({
    status: z
      .enum(['published', 'failed', 'skipped'])
      .describe('published; failed (the verdict stands, publish again with eval-upload); skipped.'),
    replaced: z.boolean().describe('The publish replaced results this local run had published before.'),
    runId: z.string().nullable(),
    runName: z.string().nullable(),
    url: z.string().nullable(),
    expectedFiles: z.number().int().nullable(),
    uploadedFiles: z.number().int().nullable(),
    message: z.string(),
  })
  .describe('Publishing the run to the Osmosis platform, when asked for.');
export type UploadResult = z.infer<typeof uploadSchema>;

/** The keys osmosis 0.3.8 prints for an import, in `eval run --upload` (resource.upload) and `eval upload`. */
const importSchema = z.looseObject({
  eval_run_id: z.string().nullable().optional(),
  eval_run_name: z.string().nullable().optional(),
  status: z.string().optional(),
  expected_files: z.number().int().optional(),
  uploaded_files: z.number().int().optional(),
  platform_url: z.string().nullable().optional(),
});

/**
 * What a successful publish printed: `eval run --upload` nests the import under resource.upload with the
 * URL beside it; `eval upload` prints the import as the resource itself. Undefined when it holds none.
 */
export function publishedFrom(resource: unknown, replaced: boolean): UploadResult | undefined {
  if (typeof resource !== 'object' || resource === null) return undefined;
  const record = resource as Record<string, unknown>;
  const nested = record.upload !== undefined;
  const parsed = importSchema.safeParse(nested ? record.upload : record);
  if (!parsed.success || (!nested && parsed.data.eval_run_id === undefined)) return undefined;
  const imported = parsed.data;
  const url = nested ? record.platform_url : imported.platform_url;
  const name = imported.eval_run_name ?? null;
  return {
    status: 'published',
    replaced,
    runId: imported.eval_run_id ?? null,
    runName: name,
    url: typeof url === 'string' && url !== '' ? url : null,
    expectedFiles: imported.expected_files ?? null,
    uploadedFiles: imported.uploaded_files ?? null,
    message: `Published to the Osmosis platform${name ? ` as ${name}` : ''}${replaced ? ', replacing its earlier results' : ''}.`,
  };
}

/**
 * osmosis 0.3.8 ends `eval run --upload` with an error when the eval finished but the publish did not
 * ("Local evaluation results are complete at <dir>, but the platform upload failed: …"). The results
 * are whole: the gate judges them; only the publish failed.
 */
export function isPublishFailureAfterFinish(message: string): boolean {
  return /^Local evaluation results are complete at .+, but /s.test(message);
}

/**
 * A failed publish, with osmosis's reason and how to publish again. After a gate (eval-run) the message says
 * the verdict stands; eval-upload judges nothing, so it has no verdict to speak of.
 */
export function publishFailed(
  reason: string,
  retry: string,
  replaced: boolean,
  afterVerdict = true,
): UploadResult {
  const why = reason
    .replace(/^Local evaluation results are complete at .+?, but /s, '')
    .replace(/\nRetry with: .*$/s, '')
    .trim();
  return {
    status: 'failed',
    replaced,
    runId: null,
    runName: null,
    url: null,
    expectedFiles: null,
    uploadedFiles: null,
    message: `Publishing to the Osmosis platform failed${afterVerdict ? ' (the verdict stands)' : ''}: ${why} Publish again with ${retry}.`,
  };
}

/** The report's one line about the publish (markdown; osmosis's and the platform's words escaped). */
export function uploadLine(upload: UploadResult | undefined): string | undefined {
  if (!upload) return undefined;
  const text = (value: string) => escapeHtml(oneLine(value)).replace(/[[\]]/g, '\\$&');
  if (upload.status === 'published' && upload.url && /^https?:\/\//.test(upload.url)) {
    const name = text(upload.runName ?? 'the run');
    return `☁️ Published to the Osmosis platform: [${name}](${upload.url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})${upload.replaced ? ' (replaced its earlier results)' : ''}.`;
  }
  const mark = upload.status === 'published' ? '☁️' : upload.status === 'failed' ? '⚠️' : 'ℹ️';
  return `${mark} ${text(upload.message)}`;
}
