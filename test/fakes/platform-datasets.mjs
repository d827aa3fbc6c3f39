// The dataset upload endpoints of the fake Osmosis platform (`osmosis dataset upload`), as osmosis-ai 0.3.8 calls
// them (osmosis_ai/platform/api/client.py create_dataset, complete_upload, abort_upload; platform/cli/dataset.py
// _perform_upload; api/upload.py upload_file_simple):
//
//   POST /api/cli/datasets                 {file_name, file_size, extension[, overwrite_dataset_id]}
//        -> 201 a DatasetFile {id, file_name, file_size, status:"uploading", created_at, updated_at,
//           upload:{method:"simple", presigned_url, expires_in, upload_headers}}
//        A name that exists, without overwrite_dataset_id, is 409 {code:"CONFLICT", error, existing_dataset_id}
//        (the CLI then says to use --overwrite, or with --overwrite asks again with that id).
//   PUT  /_fake/uploads/datasets/{id}      the presigned URL (no Authorization; loopback http is allowed); the
//        bytes must be file_size long (else 400)
//   POST /api/cli/datasets/{id}/complete   {file_extension}  -> the DatasetFile, status "processing"
//   POST /api/cli/datasets/{id}/abort      {}  -> {}
//
// `uploaded()` lists each completed upload: {name, extension, bytes, overwrote}.

import { randomUUID } from 'node:crypto';

export const DATASET_UPLOAD_PREFIX = '/_fake/uploads/datasets/';

/** @param {{ baseUrl: () => string }} options */
export function createDatasets(options) {
  /** @type {Map<string, any>} id -> dataset */
  const byId = new Map();
  /** @type {Map<string, string>} name -> id of the completed dataset */
  const byName = new Map();
  const completed = [];
  const now = () => new Date().toISOString();

  const view = (dataset) => ({
    id: dataset.id,
    file_name: dataset.name,
    file_size: dataset.size,
    status: dataset.status,
    file_format: dataset.extension,
    created_at: dataset.createdAt,
    updated_at: now(),
    platform_url: `${options.baseUrl()}/datasets/${dataset.id}`,
  });

  const create = (body) => {
    const { file_name: name, file_size: size, extension } = body ?? {};
    if (typeof name !== 'string' || !Number.isInteger(size) || size <= 0 || typeof extension !== 'string')
      return [400, { code: 'VALIDATION', error: 'file_name, file_size and extension are required.' }];
    const existing = byName.get(name);
    if (existing !== undefined && body.overwrite_dataset_id !== existing)
      return [
        409,
        {
          code: 'CONFLICT',
          error: `A dataset named ${name} already exists.`,
          existing_dataset_id: existing,
        },
      ];
    const id = randomUUID();
    const dataset = {
      id,
      name,
      size,
      extension,
      status: 'uploading',
      overwrote: existing !== undefined,
      createdAt: now(),
      bytes: undefined,
    };
    byId.set(id, dataset);
    return [
      201,
      {
        ...view(dataset),
        upload: {
          method: 'simple',
          presigned_url: `${options.baseUrl()}${DATASET_UPLOAD_PREFIX}${id}`,
          expires_in: 3600,
          upload_headers: { 'Content-Type': 'application/octet-stream' },
        },
      },
    ];
  };

  const complete = (dataset) => {
    if (dataset.bytes === undefined)
      return [400, { code: 'VALIDATION', error: `Dataset ${dataset.id} was never uploaded.` }];
    dataset.status = 'processing';
    byName.set(dataset.name, dataset.id);
    completed.push({
      name: dataset.name,
      extension: dataset.extension,
      bytes: dataset.bytes,
      overwrote: dataset.overwrote,
    });
    return [200, view(dataset)];
  };

  return {
    /** Routes `/api/cli/datasets…` (parts after `api/cli/`); undefined when it is not a dataset upload route. */
    route(method, parts, body) {
      if (parts[0] !== 'datasets' || method !== 'POST') return undefined;
      if (parts.length === 1) return create(body);
      const dataset = byId.get(parts[1] ?? '');
      if (parts.length !== 3 || !dataset) return undefined;
      if (parts[2] === 'complete') return complete(dataset);
      if (parts[2] === 'abort') {
        dataset.status = 'cancelled';
        return [200, {}];
      }
      return undefined;
    },
    /** PUT to a presigned URL: [status]. */
    put(pathname, bytes) {
      const dataset = byId.get(pathname.slice(DATASET_UPLOAD_PREFIX.length));
      if (!dataset) return 404;
      if (bytes.length !== dataset.size) return 400;
      dataset.bytes = bytes;
      return 200;
    },
    uploaded: () => completed.map((entry) => ({ ...entry })),
  };
}
