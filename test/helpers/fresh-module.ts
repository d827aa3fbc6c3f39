/**
 * A second copy of a source module, evaluated inside the calling test: `await afresh(imported,
 * 'core/x.ts')`, where `imported` is the test file's `import * as imported from '../../src/core/x.js'`.
 * A test file's imports evaluate a module's module-level values (tables, schemas, arrows) once, before
 * its tests run, so under mutation testing a mutant of them is never active there (Stryker turns a
 * test's mutant on when its tests start, and counts code reached at import as "static"). The copy is
 * evaluated with the mutant on. Only the module itself is evaluated again: its imports are the ones
 * already loaded, so nothing else is re-run (and their classes stay the test's).
 */
let copies = 0;

export async function afresh<T extends object>(imported: T, path: string): Promise<T> {
  copies += 1;
  const url = new URL(`../../src/${path}?afresh=${copies}`, import.meta.url);
  const copy = (await import(/* @vite-ignore */ url.href)) as T;
  // A copy that is the imported module itself (the query not honoured) would pin nothing module-level.
  if (copy === imported) throw new Error(`${path} was not loaded afresh`);
  return copy;
}
