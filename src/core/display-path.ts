import { isAbsolute, relative } from 'node:path';

/** A path as results show it: relative to the workspace with forward slashes, or absolute when outside it. */
export function displayPath(workspace: string, path: string): string {
  const rel = relative(workspace, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel.split('\\').join('/');
}
