// A fake GitHub Actions cache service (v2: twirp CacheService + Azure-blob-style upload/download), on 127.0.0.1.
//
// ONE implementation, plain ESM JavaScript, so that vitest (TypeScript, types in cache-server.d.mts), plain
// `node` scripts and act e2e runs all use the same server:
//   - import { startCacheServer } from '../fakes/cache-server.mjs'
//   - `node test/fakes/cache-server.mjs [--port <n>] [--port-file <path>] [--token <t>] [--fail 500|hang]`
//     prints `ACTIONS_RESULTS_URL=<url>/` on stdout, writes the port to --port-file (atomically) and stays up
//     until SIGTERM/SIGINT.
//
// Point the real @actions/cache at it with ACTIONS_CACHE_SERVICE_V2=true, ACTIONS_RESULTS_URL=<url>/ and
// ACTIONS_RUNTIME_TOKEN=<token>, and GITHUB_SERVER_URL unset, github.com or *.localhost (any other host is
// taken for GHES and forces cache v1).
//
// Wire protocol (read from actions/toolkit packages/cache, @actions/cache 6.3.0):
//   POST /twirp/github.actions.results.api.v1.CacheService/CreateCacheEntry        {key, version}
//        -> {ok, signed_upload_url}; a key+version already present, or reserved by an upload still running
//        (younger than reservationTtlMs), -> 409 twirp already_exists
//   With `scopes` (token -> {write, read}, the claims of GitHub's runtime token): entries are written under the
//   caller's write scope (its ref) and found only under the scopes it may read (its ref, the base and default
//   branches), so a pull request never restores another branch's cache.
//   PUT  /devstoreaccount1/cache/<id>?sig=…            (x-ms-blob-type: BlockBlob, single shot) -> 201
//   PUT  …?sig=…&comp=block&blockid=<b64>              (blocks, any order)                      -> 201
//   PUT  …?sig=…&comp=blocklist   <BlockList><Latest>id</Latest>…</BlockList>                  -> 201
//   POST …/FinalizeCacheEntryUpload  {key, version, size_bytes}  -> {ok, entry_id}
//   POST …/GetCacheEntryDownloadURL  {key, version, restore_keys?} -> {ok, signed_download_url, matched_key}
//        or {ok:false} on a miss. Matching as act's server does: for each of [key, ...restore_keys] an exact
//        key+version match, else the newest finalized entry whose key starts with it (same version).
//   GET  /devstoreaccount1/cache/<id>?sig=…   -> 200, the whole archive, with Content-Length
//   GET  /_fake/state   (requests and entries, for shell use); POST /_fake/fail {mode, match?} (see fail()).
//
// Errors are JSON (twirp shape): the client retries non-JSON bodies as if they were 5xx.

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback.mjs';
import { serveWhenRunDirectly } from './serve-cli.mjs';

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/';
const BLOB_PREFIX = '/devstoreaccount1/cache/';

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} code @param {string} msg */
function twirpError(res, status, code, msg) {
  sendJson(res, status, { code, msg });
}

/** @param {import('node:http').ServerResponse} res */
function blobCreated(res) {
  res.writeHead(201, {
    'x-ms-request-id': randomBytes(8).toString('hex'),
    'x-ms-version': '2024-11-04',
    'content-length': 0,
  });
  res.end();
}

/** @param {string} text @returns {string[]} */
function parseBlockList(text) {
  return [
    ...text.matchAll(/<(?:Latest|Committed|Uncommitted)>([^<]*)<\/(?:Latest|Committed|Uncommitted)>/g),
  ].map((match) => match[1] ?? '');
}

/** @param {Record<string, unknown>} body @param {string} snake @param {string} camel */
const field = (body, snake, camel) => body[snake] ?? body[camel];

/**
 * @param {import('./cache-server.d.mts').StartCacheServerOptions} [options]
 * @returns {Promise<import('./cache-server.d.mts').CacheServer>}
 */
export async function startCacheServer(options = {}) {
  const token = options.token ?? null;
  const scopes = options.scopes ?? null;
  const reservationTtlMs = options.reservationTtlMs ?? 60_000;
  /** @type {import('./cache-server.d.mts').CacheEntry[]} */
  const entries = [];
  /** @type {Map<number, { blocks: Map<string, Buffer> }>} */
  const uploads = new Map();
  /** @type {import('./cache-server.d.mts').RecordedCacheRequest[]} */
  const requests = [];
  /** @type {import('./cache-server.d.mts').FailureRule | null} */
  let failure = options.fail ?? null;
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();
  let nextId = 1;
  let baseUrl = '';

  const sigFor = (/** @type {number} */ id) => `fake-sig-${id}`;
  const blobUrl = (/** @type {number} */ id) => `${baseUrl}${BLOB_PREFIX}${id}?sig=${sigFor(id)}`;

  /**
   * @param {string} key @param {string} version @param {string[]} restoreKeys
   * @param {string[] | null} readable the scopes the caller may read (null: no scoping)
   */
  function findEntry(key, version, restoreKeys, readable) {
    const done = entries.filter(
      (entry) =>
        entry.finalized &&
        entry.version === version &&
        (readable === null || readable.includes(entry.scope ?? '')),
    );
    for (const candidate of [key, ...restoreKeys]) {
      const exact = done.filter((entry) => entry.key === candidate);
      if (exact.length > 0) return exact[exact.length - 1];
      const prefixed = done.filter((entry) => entry.key.startsWith(candidate));
      if (prefixed.length > 0) {
        return prefixed.reduce((newest, entry) => (entry.createdAt >= newest.createdAt ? entry : newest));
      }
    }
    return undefined;
  }

  /**
   * @param {string} method @param {Record<string, unknown>} body @param {import('node:http').ServerResponse} res
   * @param {import('./cache-server.d.mts').CacheScopes | null} caller the caller's scopes (null: no scoping)
   */
  function twirp(method, body, res, caller) {
    const key = String(body.key ?? '');
    const version = String(body.version ?? '');
    const readable = caller ? [...caller.read, ...(caller.write ? [caller.write] : [])] : null;
    if (method === 'CreateCacheEntry') {
      if (!key || !version) return twirpError(res, 400, 'invalid_argument', 'key and version are required');
      if (caller && !caller.write) {
        return twirpError(res, 403, 'permission_denied', 'the runtime token may not write the cache');
      }
      const scope = caller?.write ?? null;
      const same = (/** @type {import('./cache-server.d.mts').CacheEntry} */ e) =>
        e.key === key && e.version === version && (e.scope ?? null) === scope;
      if (entries.some((entry) => entry.finalized && same(entry))) {
        return twirpError(res, 409, 'already_exists', `cache entry ${key} already exists`);
      }
      // As the service: one job reserves a key; another that tries while the upload runs is refused.
      // A reservation whose upload was abandoned (a killed job) lapses after reservationTtlMs.
      const pending = entries.findIndex((e) => !e.finalized && same(e));
      if (pending >= 0) {
        if (Date.now() - (entries[pending]?.createdAt ?? 0) < reservationTtlMs) {
          return twirpError(res, 409, 'already_exists', `cache entry ${key} is being created by another job`);
        }
        entries.splice(pending, 1);
      }
      const id = nextId++;
      entries.push({
        id,
        key,
        version,
        scope,
        size: 0,
        finalized: false,
        createdAt: Date.now(),
        data: Buffer.alloc(0),
      });
      uploads.set(id, { blocks: new Map() });
      return sendJson(res, 200, { ok: true, signed_upload_url: blobUrl(id) });
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = entries.find((e) => !e.finalized && e.key === key && e.version === version);
      if (!entry) return sendJson(res, 200, { ok: false, message: `no upload in progress for ${key}` });
      const size = Number(field(body, 'size_bytes', 'sizeBytes') ?? entry.data.length);
      if (size !== entry.data.length) {
        return sendJson(res, 200, {
          ok: false,
          message: `size_bytes ${size} does not match the ${entry.data.length} bytes uploaded`,
        });
      }
      entry.finalized = true;
      entry.size = entry.data.length;
      entry.createdAt = Date.now();
      uploads.delete(entry.id);
      return sendJson(res, 200, { ok: true, entry_id: String(entry.id) });
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const restoreKeys = /** @type {string[]} */ (field(body, 'restore_keys', 'restoreKeys') ?? []);
      const entry = findEntry(key, version, restoreKeys, readable);
      if (!entry) return sendJson(res, 200, { ok: false, signed_download_url: '', matched_key: '' });
      return sendJson(res, 200, { ok: true, signed_download_url: blobUrl(entry.id), matched_key: entry.key });
    }
    return twirpError(res, 404, 'bad_route', `no handler for CacheService/${method}`);
  }

  /** @param {string} method @param {URL} url @param {Buffer} body @param {import('node:http').ServerResponse} res */
  function blob(method, url, body, res) {
    const id = Number(url.pathname.slice(BLOB_PREFIX.length));
    const entry = entries.find((e) => e.id === id);
    if (!entry || url.searchParams.get('sig') !== sigFor(id)) {
      return twirpError(res, 404, 'BlobNotFound', `no blob ${url.pathname}`);
    }
    if (method === 'GET') {
      if (!entry.finalized) return twirpError(res, 404, 'BlobNotFound', 'blob not finalized');
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': entry.data.length,
        'x-ms-request-id': randomBytes(8).toString('hex'),
      });
      res.end(entry.data);
      return;
    }
    if (method !== 'PUT') return twirpError(res, 405, 'UnsupportedHttpVerb', method);
    if (entry.finalized) return twirpError(res, 409, 'BlobImmutable', 'entry already finalized');
    const upload = uploads.get(id) ?? { blocks: new Map() };
    uploads.set(id, upload);
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      upload.blocks.set(url.searchParams.get('blockid') ?? '', body);
      return blobCreated(res);
    }
    if (comp === 'blocklist') {
      const ids = parseBlockList(body.toString('utf8'));
      const parts = [];
      for (const blockId of ids) {
        const part = upload.blocks.get(blockId);
        if (!part) return twirpError(res, 400, 'InvalidBlockList', `unknown block ${blockId}`);
        parts.push(part);
      }
      entry.data = Buffer.concat(parts);
      upload.blocks.clear();
      return blobCreated(res);
    }
    entry.data = body;
    return blobCreated(res);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    try {
      if (url.pathname === '/_fake/state' && method === 'GET') {
        return sendJson(res, 200, {
          requests,
          entries: entries.map(({ data: _data, ...entry }) => entry),
        });
      }
      const body = await buffer(req);
      if (url.pathname === '/_fake/fail' && method === 'POST') {
        const rule = body.length > 0 ? JSON.parse(body.toString('utf8')) : null;
        failure = rule?.mode && rule.mode !== 'none' ? rule : null;
        return sendJson(res, 200, { fail: failure });
      }
      /** @type {import('./cache-server.d.mts').RecordedCacheRequest} */
      const record = {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        rpc: url.pathname.startsWith(TWIRP_PREFIX) ? url.pathname.slice(TWIRP_PREFIX.length) : null,
        authorization: req.headers.authorization ?? null,
        headers: { ...req.headers },
        body: null,
        bodySize: body.length,
        status: 0,
        at: Date.now(),
      };
      requests.push(record);
      res.on('finish', () => {
        record.status = res.statusCode;
      });

      if (failure && (!failure.match || url.pathname.includes(failure.match))) {
        if (failure.mode === 'hang') {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        }
        const status = failure.mode === 'status' ? (failure.status ?? 500) : 500;
        return twirpError(res, status, 'internal', 'fake cache server: failure injected by the test');
      }

      if (record.rpc !== null) {
        if (method !== 'POST') return twirpError(res, 405, 'bad_route', 'twirp wants POST');
        if (token !== null && req.headers.authorization !== `Bearer ${token}`) {
          return twirpError(res, 401, 'unauthenticated', 'missing or wrong runtime token');
        }
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const caller = scopes === null ? null : (scopes[bearer] ?? null);
        if (scopes !== null && caller === null) {
          return twirpError(res, 401, 'unauthenticated', 'runtime token not issued by this service');
        }
        /** @type {Record<string, unknown>} */
        let parsed;
        try {
          parsed = JSON.parse(body.toString('utf8') || '{}');
        } catch {
          return twirpError(res, 400, 'malformed', 'request body is not JSON');
        }
        record.body = parsed;
        return twirp(record.rpc, parsed, res, caller);
      }
      if (url.pathname.startsWith(BLOB_PREFIX)) return blob(method, url, body, res);
      return twirpError(res, 404, 'bad_route', `fake cache server: no route for ${method} ${url.pathname}`);
    } catch (error) {
      if (!res.headersSent) {
        twirpError(res, 500, 'internal', error instanceof Error ? error.message : String(error));
      } else res.end();
    }
  });

  const { port, url: listening } = await listenOnLoopback(server, options.port);
  baseUrl = listening;

  return {
    url: `${baseUrl}/`,
    port,
    requests,
    entries,
    rpcCalls(name) {
      return requests.filter((request) => request.rpc === name);
    },
    fail(rule) {
      failure = rule && rule.mode !== 'none' ? rule : null;
      if (!failure) {
        for (const res of hanging) res.destroy();
        hanging.clear();
      }
    },
    env(extra = {}) {
      return {
        ACTIONS_CACHE_SERVICE_V2: 'true',
        ACTIONS_RESULTS_URL: `${baseUrl}/`,
        ACTIONS_RUNTIME_TOKEN: token ?? 'fake-runtime-token',
        ...extra,
      };
    },
    close() {
      return new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        hanging.clear();
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

serveWhenRunDirectly(import.meta.url, {
  name: 'fake cache server',
  urlVariable: 'ACTIONS_RESULTS_URL',
  options: { token: { type: 'string' }, fail: { type: 'string' } },
  start: (values, port) => {
    /** @type {import('./cache-server.d.mts').FailureRule | undefined} */
    const fail =
      typeof values.fail !== 'string'
        ? undefined
        : values.fail === 'hang'
          ? { mode: 'hang' }
          : { mode: 'status', status: Number(values.fail) };
    return startCacheServer({
      port,
      token: typeof values.token === 'string' ? values.token : undefined,
      fail,
    });
  },
});
