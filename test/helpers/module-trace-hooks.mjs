// Module hooks (node:module register) that append the URL of every module Node loads to the file named by
// MODULE_TRACE_FILE: how a test sees which chunks of a bundle a process loaded. See module-trace.mjs.
import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  if (process.env.MODULE_TRACE_FILE) appendFileSync(process.env.MODULE_TRACE_FILE, `${url}\n`);
  return nextLoad(url, context);
}
