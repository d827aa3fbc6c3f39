/**
 * Starts test/warm-osmosis/server.py for the run and points the real-CLI tests at its launcher (through
 * OSMOSIS_CI_WARM_OSMOSIS, which test/helpers/osmosis-env.ts reads). Each start of osmosis still runs the
 * installed osmosis-ai's own main() in its own process; only its ~5 s import of LiteLLM is paid once per
 * run instead of once per start. Without the harness, on a system without AF_UNIX SOCK_SEQPACKET (macOS,
 * Windows), or with OSMOSIS_CI_TEST_DIRECT_OSMOSIS=1, the tests start osmosis directly as before. Only the
 * integration project starts the real CLI, so a run without it starts no server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { osmosisInterpreter } from '../../src/adapters/uv-env.js';
import { harnessAvailable, harnessPaths } from '../helpers/osmosis-env.js';

const READY_TIMEOUT_MS = 120_000;

export default async function startWarmOsmosis(project: TestProject): Promise<() => Promise<void>> {
  const none = async () => {};
  if (project.name !== 'integration') return none;
  if (process.platform !== 'linux' || process.env.OSMOSIS_CI_TEST_DIRECT_OSMOSIS) return none;
  if (process.env.OSMOSIS_CI_WARM_OSMOSIS || !harnessAvailable()) return none;
  const osmosis = harnessPaths().osmosis;
  const python = osmosisInterpreter(osmosis);
  if (!python) return none;
  const dir = mkdtempSync(join(tmpdir(), 'warm-osmosis-'));
  const socketPath = join(dir, 'socket');
  const server = spawn(python, [resolve(import.meta.dirname, 'server.py'), socketPath], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  if (!(await ready(server))) {
    server.kill('SIGKILL');
    console.warn('The warm osmosis server did not start: the tests start osmosis directly.');
    return none;
  }
  const launcher = mirrorVenv(dirname(dirname(python)), join(dir, 'venv'));
  const template = readFileSync(resolve(import.meta.dirname, 'launcher.py'), 'utf8');
  writeFileSync(
    launcher,
    `#!${python} -SE\n${template.replace('@SOCKET@', socketPath).replace('@OSMOSIS@', osmosis)}`,
    { mode: 0o755 },
  );
  process.env.OSMOSIS_CI_WARM_OSMOSIS = launcher;
  return async () => {
    delete process.env.OSMOSIS_CI_WARM_OSMOSIS;
    server.stdin?.end();
    await new Promise((done) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        done(undefined);
      }, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        done(undefined);
      });
    });
  };
}

/**
 * A copy of osmosis's virtual environment made of links, with its `osmosis` left for the launcher: what the
 * product finds beside the program it runs (python, uv; src/adapters/uv-env.ts, grader-check.ts) is the
 * real environment's, and its python, started through the link, still finds the venv (pyvenv.cfg above it).
 */
function mirrorVenv(venv: string, mirror: string): string {
  mkdirSync(join(mirror, 'bin'), { recursive: true });
  for (const entry of readdirSync(venv)) {
    if (entry !== 'bin') symlinkSync(join(venv, entry), join(mirror, entry));
  }
  for (const entry of readdirSync(join(venv, 'bin'))) {
    if (entry !== 'osmosis') symlinkSync(join(venv, 'bin', entry), join(mirror, 'bin', entry));
  }
  return join(mirror, 'bin', 'osmosis');
}

function ready(server: ChildProcess): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), READY_TIMEOUT_MS);
    server.once('exit', () => done(false));
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer);
      done(line === 'ready');
    });
  });
}
