// Benchmarks run the real source without an npm step: an entry of src/ and everything it imports
// relatively are transpiled with the project's own TypeScript (transpileModule, no type check) into
// buildDir, inside node_modules/.cache so that packages such as zod resolve from the project.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Transpiles `entry` (relative to `root`) and its relative imports; returns the entry's .js path. */
export async function transpileSource(root, entry, buildDir) {
  const ts = (await import('typescript')).default;
  rmSync(buildDir, { recursive: true, force: true });
  const pending = [path.join(root, entry)];
  const done = new Set();
  while (pending.length > 0) {
    const source = pending.pop();
    if (done.has(source)) continue;
    done.add(source);
    const text = readFileSync(source, 'utf8');
    const output = ts.transpileModule(text, {
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
      },
      fileName: source,
    }).outputText;
    const target = path.join(buildDir, path.relative(root, source)).replace(/\.ts$/, '.js');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, output);
    for (const match of text.matchAll(/from\s+'(\.{1,2}\/[^']+)\.js'/g)) {
      pending.push(path.resolve(path.dirname(source), `${match[1]}.ts`));
    }
  }
  writeFileSync(path.join(buildDir, 'package.json'), '{"type":"module"}\n');
  return path.join(buildDir, entry.replace(/\.ts$/, '.js'));
}
