// Bundles each entry with @vercel/ncc into dist/<name>/ (committed; CI rebuilds and diffs it).
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ncc from '@vercel/ncc';

const entries = { cli: 'src/cli.ts', action: 'src/action.ts' };

for (const [name, entry] of Object.entries(entries)) {
  const out = join('dist', name);
  await rm(out, { recursive: true, force: true });
  const { code, assets } = await ncc(join(process.cwd(), entry), {
    minify: false,
    sourceMap: false,
    license: 'licenses.txt',
    quiet: true,
    // Reproducible output: no cache that could differ between machines.
    cache: false,
  });
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'index.js'), code);
  for (const [file, asset] of Object.entries(assets)) {
    await mkdir(dirname(join(out, file)), { recursive: true });
    await writeFile(join(out, file), asset.source);
  }
  if (name === 'cli') await chmod(join(out, 'index.js'), 0o755);
  console.log(
    `built ${out}/index.js (${(code.length / 1024).toFixed(0)} KiB, ${Object.keys(assets).length} assets)`,
  );
}
