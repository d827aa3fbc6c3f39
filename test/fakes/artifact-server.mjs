// A fake GitHub Actions artifact service (v4: twirp ArtifactService of the results service + Azure-blob-style
// upload), on 127.0.0.1, for the real @actions/artifact client (v2 and later).
//
// Point the client at it with ACTIONS_RESULTS_URL=<url>/ and ACTIONS_RUNTIME_TOKEN=<runtimeToken()>: the client
// reads the run's and job's backend ids from that JWT's `scp` claim (`Actions.Results:<run>:<job>`) and sends
// them with every call; the server checks them against the token, as the real service does.
//
// Wire protocol (read from actions/toolkit packages/artifact, @actions/artifact 6.2.1; JSON bodies with the
// proto field names, int64 as strings, google.protobuf.StringValue as a plain string):
//   POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact
//        {workflow_run_backend_id, workflow_job_run_backend_id, name, mime_type?, version, expires_at?}
//        -> {ok, signed_upload_url}; a name already finalized in the run -> 409 twirp already_exists
//   PUT  /devstoreaccount1/artifacts/<id>?sig=…&comp=block&blockid=<b64>  (blocks, any order)   -> 201
//   PUT  …?sig=…&comp=blocklist   <BlockList><Latest>id</Latest>…</BlockList>                   -> 201
//   PUT  …?sig=…   (x-ms-blob-type: BlockBlob, single shot)                                        -> 201
//   POST …/FinalizeArtifact {workflow_run_backend_id, workflow_job_run_backend_id, name, size, hash?}
//        -> {ok, artifact_id}; a size or sha256 that does not match the uploaded bytes -> 400 invalid_argument
//   POST …/ListArtifacts {workflow_run_backend_id, …, name_filter?, id_filter?}
//        -> {artifacts: [{name, database_id, size, digest, …}]} (the run's finalized artifacts, any job's)
//   POST …/GetSignedArtifactURL {workflow_run_backend_id, workflow_job_run_backend_id, name}
//        -> {signed_url}; the ids are the artifact's own (its run and the job that uploaded it)
//   GET  /devstoreaccount1/artifacts/<id>?sig=…  -> 200, the stored bytes (content-type: its mime type)
// Errors are JSON (twirp shape): the client retries non-JSON bodies as if they were 5xx.

import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback.mjs';

export const ARTIFACT_TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const BLOB_PREFIX = '/devstoreaccount1/artifacts/';

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An (unsigned) runtime token carrying the run's and job's backend ids, as the runner's JWT does. */
export function runtimeToken(run = 'run-backend-1', job = 'job-backend-1') {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ scp: `Actions.GenericRead:1 Actions.Results:${run}:${job}` })}.sig`;
}

function claimsOf(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const scope = String(payload.scp ?? '')
      .split(' ')
      .find((part) => part.startsWith('Actions.Results:'));
    const [, run, job] = scope?.split(':') ?? [];
    return run && job ? { run, job } : null;
  } catch {
    return null;
  }
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const twirpError = (res, status, code, msg) => sendJson(res, status, { code, msg });

function blobCreated(res) {
  res.writeHead(201, { 'x-ms-request-id': randomBytes(8).toString('hex'), 'content-length': 0 });
  res.end();
}

const field = (body, snake, camel) => body[snake] ?? body[camel];

/** @param {{ port?: number }} [options] */
export async function startArtifactServer(options = {}) {
  /** @type {{ id: number, name: string, run: string, job: string, mimeType: string | null, data: Buffer, blocks: Map<string, Buffer>, finalized: boolean, sig: string }[]} */
  const artifacts = [];
  /** @type {{ method: string, path: string, rpc: string | null, body: Record<string, unknown> | null, status: number }[]} */
  const requests = [];
  let baseUrl = '';

  function twirp(rpc, body, caller, res) {
    const run = field(body, 'workflow_run_backend_id', 'workflowRunBackendId');
    const job = field(body, 'workflow_job_run_backend_id', 'workflowJobRunBackendId');
    // A later job of the run reads an earlier job's artifacts: the run must be the token's, the job may not be.
    const jobOfTheToken = rpc !== 'GetSignedArtifactURL';
    if (run !== caller.run || (jobOfTheToken && job !== caller.job)) {
      return twirpError(res, 403, 'permission_denied', 'backend ids do not match the runtime token');
    }
    const name = String(body.name ?? '');
    if (rpc === 'CreateArtifact') {
      if (!name) return twirpError(res, 400, 'invalid_argument', 'name is required');
      if (artifacts.some((a) => a.run === run && a.name === name && a.finalized)) {
        return twirpError(res, 409, 'already_exists', `an artifact named ${name} already exists in this run`);
      }
      const artifact = {
        id: artifacts.length + 1,
        name,
        run,
        job,
        mimeType: field(body, 'mime_type', 'mimeType') ?? null,
        data: Buffer.alloc(0),
        blocks: new Map(),
        finalized: false,
        sig: randomBytes(12).toString('hex'),
      };
      artifacts.push(artifact);
      return sendJson(res, 200, {
        ok: true,
        signed_upload_url: `${baseUrl}${BLOB_PREFIX}${artifact.id}?sig=${artifact.sig}`,
      });
    }
    if (rpc === 'FinalizeArtifact') {
      const artifact = artifacts.findLast((a) => a.run === run && a.name === name && !a.finalized);
      if (!artifact) return twirpError(res, 404, 'not_found', `no artifact ${name} being uploaded`);
      if (String(body.size) !== String(artifact.data.length)) {
        return twirpError(
          res,
          400,
          'invalid_argument',
          `size ${body.size} != ${artifact.data.length} uploaded`,
        );
      }
      const digest = `sha256:${createHash('sha256').update(artifact.data).digest('hex')}`;
      if (body.hash !== undefined && body.hash !== digest) {
        return twirpError(res, 400, 'invalid_argument', `hash ${body.hash} != ${digest}`);
      }
      artifact.finalized = true;
      return sendJson(res, 200, { ok: true, artifact_id: String(artifact.id) });
    }
    if (rpc === 'ListArtifacts') {
      const nameFilter = field(body, 'name_filter', 'nameFilter');
      const idFilter = field(body, 'id_filter', 'idFilter');
      return sendJson(res, 200, {
        artifacts: artifacts
          .filter((a) => a.run === run && a.finalized)
          .filter((a) => nameFilter === undefined || a.name === nameFilter)
          .filter((a) => idFilter === undefined || String(a.id) === String(idFilter))
          .map((a) => ({
            workflow_run_backend_id: a.run,
            workflow_job_run_backend_id: a.job,
            database_id: String(a.id),
            name: a.name,
            size: String(a.data.length),
            digest: `sha256:${createHash('sha256').update(a.data).digest('hex')}`,
          })),
      });
    }
    if (rpc === 'GetSignedArtifactURL') {
      const artifact = artifacts.find(
        (a) => a.run === run && a.job === job && a.name === name && a.finalized,
      );
      if (!artifact)
        return twirpError(res, 404, 'not_found', `no artifact ${name} in job ${job} of run ${run}`);
      return sendJson(res, 200, { signed_url: `${baseUrl}${BLOB_PREFIX}${artifact.id}?sig=${artifact.sig}` });
    }
    return twirpError(res, 404, 'bad_route', `no method ${rpc}`);
  }

  function blob(url, body, res) {
    const artifact = artifacts.find((a) => a.id === Number(url.pathname.slice(BLOB_PREFIX.length)));
    if (!artifact || url.searchParams.get('sig') !== artifact.sig) {
      return twirpError(res, 404, 'BlobNotFound', `no blob ${url.pathname}`);
    }
    if (artifact.finalized) return twirpError(res, 409, 'BlobImmutable', 'artifact already finalized');
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      artifact.blocks.set(url.searchParams.get('blockid') ?? '', body);
      return blobCreated(res);
    }
    if (comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (m) => m[1],
      );
      const parts = [];
      for (const id of ids) {
        const part = artifact.blocks.get(id ?? '');
        if (!part) return twirpError(res, 400, 'InvalidBlockList', `unknown block ${id}`);
        parts.push(part);
      }
      artifact.data = Buffer.concat(parts);
      artifact.blocks.clear();
      return blobCreated(res);
    }
    artifact.data = body;
    return blobCreated(res);
  }

  function download(url, res) {
    const artifact = artifacts.find((a) => a.id === Number(url.pathname.slice(BLOB_PREFIX.length)));
    if (!artifact || url.searchParams.get('sig') !== artifact.sig || !artifact.finalized) {
      return twirpError(res, 404, 'BlobNotFound', `no blob ${url.pathname}`);
    }
    res.writeHead(200, {
      'content-type': artifact.mimeType ?? 'application/zip',
      'content-length': artifact.data.length,
    });
    res.end(artifact.data);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const record = { method, path: url.pathname, rpc: null, body: null, status: 0 };
    requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
    });
    try {
      const body = await buffer(req);
      if (url.pathname.startsWith(ARTIFACT_TWIRP_PREFIX)) {
        record.rpc = url.pathname.slice(ARTIFACT_TWIRP_PREFIX.length);
        if (method !== 'POST') return twirpError(res, 405, 'bad_route', 'twirp wants POST');
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const caller = claimsOf(bearer);
        if (!caller)
          return twirpError(res, 401, 'unauthenticated', 'no runtime token with Actions.Results ids');
        let parsed;
        try {
          parsed = JSON.parse(body.toString('utf8') || '{}');
        } catch {
          return twirpError(res, 400, 'malformed', 'request body is not JSON');
        }
        record.body = parsed;
        return twirp(record.rpc, parsed, caller, res);
      }
      if (url.pathname.startsWith(BLOB_PREFIX) && method === 'PUT') return blob(url, body, res);
      if (url.pathname.startsWith(BLOB_PREFIX) && method === 'GET') return download(url, res);
      return twirpError(
        res,
        404,
        'bad_route',
        `fake artifact server: no route for ${method} ${url.pathname}`,
      );
    } catch (error) {
      if (!res.headersSent)
        twirpError(res, 500, 'internal', error instanceof Error ? error.message : String(error));
      else res.end();
    }
  });

  const { port, url } = await listenOnLoopback(server, options.port);
  baseUrl = url;
  return {
    url: `${baseUrl}/`,
    port,
    artifacts,
    requests,
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}
