/**
 * The sticky comment's identity: the hidden marker `<!-- osmosis-ci:comment:<key> -->` is how a comment
 * finds itself again. Its format never changes across osmosis-ci versions (a changed marker would
 * orphan every comment).
 */
export const MARKER_PREFIX = '<!-- osmosis-ci:comment:';
const MARKER_SUFFIX = ' -->';

/** A key safe inside an HTML comment: no "--", no ">", at most 200 characters. */
export function normalizeCommentKey(key: string): string {
  const safe = key
    .trim()
    .replace(/[^A-Za-z0-9._:/@+=,-]+/g, '_')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return (safe || 'default').slice(0, 200);
}

export function commentMarker(key: string): string {
  return `${MARKER_PREFIX}${normalizeCommentKey(key)}${MARKER_SUFFIX}`;
}

/** Whether a comment body carries the marker of exactly this key (on its first line, as we write it). */
export function hasMarker(body: string | undefined | null, key: string): boolean {
  if (!body) return false;
  const marker = commentMarker(key);
  return body.startsWith(marker) || body.includes(`\n${marker}`);
}

/**
 * The default key: workflow, job and config, plus the matrix values when the job is a matrix leg, so
 * legs and configs each get their own comment and never overwrite each other.
 */
export function defaultCommentKey(parts: {
  workflow?: string | undefined;
  job?: string | undefined;
  /** Managed runs add their command (eval-submit, …), so each kind and config keeps its own comment. */
  kind?: string | undefined;
  config: string;
  matrix?: Record<string, unknown> | null | undefined;
}): string {
  const values = parts.matrix;
  const matrix =
    values && Object.keys(values).length > 0
      ? Object.keys(values)
          .sort()
          .map((name) => {
            const value = values[name];
            return `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
          })
          .join(',')
      : undefined;
  return [parts.workflow || 'local', parts.job || 'eval', parts.kind, parts.config, matrix]
    .filter((p) => p !== undefined)
    .join('/');
}
