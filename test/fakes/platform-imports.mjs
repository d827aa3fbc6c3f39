// The local-eval import endpoints of the fake Osmosis platform (`osmosis eval upload`, `eval run --upload`), as
// osmosis-ai 0.3.8 calls them (osmosis_ai/platform/api/client.py, platform/cli/eval_upload.py, api/upload.py):
//
//   POST /api/cli/eval-runs/imports                {schema_version:1, local_run_id, manifest_digest, run, schema_versions,
//                                                   provenance, files:[{path,size,sha256}], reimport}
//        -> {session_id, status:"uploading"|"finalized", expected_files, uploaded_files,
//            files:[{path,size,sha256,state:"pending"|"uploaded"}], expires_at, eval_run_id?, eval_run_name?, platform_url?}
//        The file set must echo the request exactly. The import is keyed by local_run_id: the same files again are
//        idempotent (the finalized import comes back and nothing is uploaded twice); other files without
//        `reimport` are a 409 CONFLICT (the CLI then says to republish with --replace); with `reimport` they
//        replace the published result in place (same eval run id and name, new session).
//   POST /api/cli/eval-runs/imports/{sid}/uploads  {paths:[1..100]} -> {files:[{path,size,sha256,upload:{method:"simple",
//        presigned_url,upload_headers} | {method:"multipart",part_size,total_parts,presigned_urls:[{part_number,presigned_url}]}}]}
//   PUT  /_fake/uploads/{sid}/{n}[?part=k]          the presigned URL (no Authorization; loopback http is allowed);
//        multipart parts answer an ETag header
//   POST /api/cli/eval-runs/imports/{sid}/uploads/complete  {path, parts?:[{part_number,etag}]}  -> {}
//   POST /api/cli/eval-runs/imports/{sid}/finalize {}  -> the import with status "finalized", every file uploaded
//
// Files at or above `multipartThreshold` bytes (default 1 MiB) get a multipart upload of `partSize` parts. The bytes
// received are checked against the declared size and sha256 (a mismatch is a 400) and kept per import.

import { createHash, randomUUID } from 'node:crypto';

/**
 * @param {{ baseUrl: () => string, multipartThreshold?: number, partSize?: number }} options
 */
export function createImports(options) {
  const threshold = options.multipartThreshold ?? 1024 * 1024;
  const partSize = options.partSize ?? 512 * 1024;
  /** @type {Map<string, any>} local_run_id -> import */
  const byLocalRun = new Map();
  /** @type {Map<string, any>} session id -> import */
  const bySession = new Map();
  /** Every accepted start, in order: what each publish asked for. */
  const starts = [];
  let counter = 0;

  const sameFiles = (a, b) =>
    a.length === b.length &&
    a.every((file) =>
      b.some((other) => other.path === file.path && other.sha256 === file.sha256 && other.size === file.size),
    );

  const view = (imp) => {
    const files = imp.files.map((f) => ({
      path: f.path,
      size: f.size,
      sha256: f.sha256,
      state: imp.received.has(f.path) ? 'uploaded' : 'pending',
    }));
    return {
      session_id: imp.sessionId,
      status: imp.status,
      expected_files: files.length,
      uploaded_files: files.filter((f) => f.state === 'uploaded').length,
      files,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ...(imp.status === 'finalized'
        ? { eval_run_id: imp.evalRunId, eval_run_name: imp.evalRunName, platform_url: imp.platformUrl }
        : {}),
    };
  };

  const newSession = (imp) => {
    imp.sessionId = randomUUID();
    bySession.set(imp.sessionId, imp);
  };

  /** @returns {[number, unknown] | undefined} */
  const start = (body, gitIdentity) => {
    if (body?.schema_version !== 1 || typeof body.local_run_id !== 'string' || !Array.isArray(body.files))
      return [400, { code: 'VALIDATION', error: 'Invalid eval import request.' }];
    const files = body.files.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256 }));
    const existing = byLocalRun.get(body.local_run_id);
    if (existing && sameFiles(existing.files, files)) {
      // The same results again: idempotent, nothing to upload twice.
      starts.push({ body, outcome: 'same', localRunId: body.local_run_id });
      return [200, view(existing)];
    }
    if (existing && !body.reimport) {
      starts.push({ body, outcome: 'conflict', localRunId: body.local_run_id });
      return [
        409,
        {
          code: 'EVAL_IMPORT_CONFLICT',
          error: `Local evaluation ${body.run?.name ?? body.local_run_id} was already uploaded with different results.`,
        },
      ];
    }
    if (existing) {
      // reimport: the same eval run, its results replaced.
      existing.history.push({ files: existing.files, received: existing.received });
      existing.files = files;
      existing.received = new Map();
      existing.status = 'uploading';
      existing.replaced += 1;
      existing.body = body;
      newSession(existing);
      starts.push({ body, outcome: 'replace', localRunId: body.local_run_id });
      return [200, view(existing)];
    }
    counter += 1;
    const name = body.run?.name ?? `local-${counter}`;
    const imp = {
      localRunId: body.local_run_id,
      manifestDigest: body.manifest_digest,
      gitIdentity,
      body,
      files,
      received: new Map(),
      status: 'uploading',
      evalRunId: randomUUID(),
      evalRunName: `${name}-imported`,
      platformUrl: `${options.baseUrl()}/eval/${encodeURIComponent(`${name}-imported`)}`,
      replaced: 0,
      history: [],
      pending: new Map(),
    };
    newSession(imp);
    byLocalRun.set(body.local_run_id, imp);
    starts.push({ body, outcome: 'new', localRunId: body.local_run_id });
    return [201, view(imp)];
  };

  const instructions = (imp, paths) => {
    if (!Array.isArray(paths) || paths.length < 1 || paths.length > 100)
      return [400, { code: 'VALIDATION', error: 'paths must hold 1 to 100 paths.' }];
    const out = [];
    for (const path of paths) {
      const file = imp.files.find((f) => f.path === path);
      if (!file) return [400, { code: 'VALIDATION', error: `Unknown path ${path}.`, field: 'paths' }];
      const n = imp.files.indexOf(file);
      const base = `${options.baseUrl()}/_fake/uploads/${imp.sessionId}/${n}`;
      if (file.size >= threshold) {
        const total = Math.max(1, Math.ceil(file.size / partSize));
        out.push({
          path,
          size: file.size,
          sha256: file.sha256,
          upload: {
            method: 'multipart',
            part_size: partSize,
            total_parts: total,
            presigned_urls: Array.from({ length: total }, (_, i) => ({
              part_number: i + 1,
              presigned_url: `${base}?part=${i + 1}`,
            })),
          },
        });
      } else {
        out.push({
          path,
          size: file.size,
          sha256: file.sha256,
          upload: {
            method: 'simple',
            presigned_url: base,
            upload_headers: { 'Content-Type': 'application/octet-stream' },
          },
        });
      }
    }
    return [200, { files: out }];
  };

  const accept = (imp, file, bytes) => {
    const sha = createHash('sha256').update(bytes).digest('hex');
    if (bytes.length !== file.size || sha !== file.sha256)
      return [
        400,
        { code: 'VALIDATION', error: `The bytes of ${file.path} do not match its size and sha256.` },
      ];
    imp.received.set(file.path, bytes);
    return [200, {}];
  };

  const complete = (imp, body) => {
    const file = imp.files.find((f) => f.path === body?.path);
    if (!file) return [400, { code: 'VALIDATION', error: `Unknown path ${body?.path}.` }];
    const parts = imp.pending.get(file.path);
    if (Array.isArray(body.parts)) {
      if (!parts || parts.size !== body.parts.length)
        return [400, { code: 'VALIDATION', error: `Parts of ${file.path} are missing.` }];
      const ordered = body.parts
        .slice()
        .sort((a, b) => a.part_number - b.part_number)
        .map((p) => {
          const part = parts.get(p.part_number);
          return part && part.etag === p.etag ? part.bytes : undefined;
        });
      if (ordered.some((b) => b === undefined))
        return [400, { code: 'VALIDATION', error: `ETags of ${file.path} do not match.` }];
      imp.pending.delete(file.path);
      return accept(imp, file, Buffer.concat(ordered));
    }
    return imp.received.has(file.path)
      ? [200, {}]
      : [400, { code: 'VALIDATION', error: `${file.path} was never uploaded.` }];
  };

  const finalize = (imp) => {
    const missing = imp.files.filter((f) => !imp.received.has(f.path));
    if (missing.length > 0)
      return [409, { code: 'EVAL_IMPORT_INCOMPLETE', error: `${missing.length} files were not uploaded.` }];
    imp.status = 'finalized';
    imp.finalizedAt = new Date().toISOString();
    return [200, view(imp)];
  };

  return {
    /** Routes `/api/cli/eval-runs/imports…` (parts after `eval-runs`); undefined when it is not an import route. */
    route(method, parts, body, headers) {
      if (parts[0] !== 'eval-runs' || parts[1] !== 'imports' || method !== 'POST') return undefined;
      if (parts.length === 2) return start(body, headers['x-osmosis-git']);
      const imp = bySession.get(parts[2] ?? '');
      if (!imp) return [404, { code: 'NOT_FOUND', error: `Import session ${parts[2]} not found.` }];
      const rest = parts.slice(3).join('/');
      if (rest === 'uploads') return instructions(imp, body?.paths);
      if (rest === 'uploads/complete') return complete(imp, body);
      if (rest === 'finalize') return finalize(imp);
      return [404, { code: 'NOT_FOUND', error: 'endpoint not found' }];
    },
    /** A PUT to a presigned URL: `/_fake/uploads/{sid}/{n}[?part=k]`; returns [status, headers]. */
    put(pathname, search, bytes) {
      const match = /^\/_fake\/uploads\/([^/]+)\/(\d+)$/.exec(pathname);
      const imp = match ? bySession.get(match[1] ?? '') : undefined;
      const file = imp?.files[Number(match?.[2])];
      if (!imp || !file) return [404, {}];
      const part = new URLSearchParams(search).get('part');
      if (part === null) {
        const [status] = accept(imp, file, bytes);
        return [status, {}];
      }
      const etag = createHash('md5').update(bytes).digest('hex');
      if (!imp.pending.has(file.path)) imp.pending.set(file.path, new Map());
      imp.pending.get(file.path).set(Number(part), { etag, bytes });
      return [200, { etag: `"${etag}"` }];
    },
    /** The published runs, one per local run: files (path -> bytes), how often replaced, the last request body. */
    published() {
      return [...byLocalRun.values()].map((imp) => ({
        localRunId: imp.localRunId,
        manifestDigest: imp.manifestDigest,
        gitIdentity: imp.gitIdentity,
        status: imp.status,
        evalRunId: imp.evalRunId,
        evalRunName: imp.evalRunName,
        platformUrl: imp.platformUrl,
        replaced: imp.replaced,
        body: imp.body,
        files: new Map(imp.received),
        history: imp.history.map((h) => ({ paths: h.files.map((f) => f.path) })),
      }));
    },
    starts,
  };
}
