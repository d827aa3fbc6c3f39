// Starts `node <script> [args…]` detached from this process and returns at once, the child's output going
// to <log file>: for a fake server that a workflow step starts and later steps use. A runner ends what a
// step started with the step (act kills its process group), so the child gets a process group of its own
// on POSIX, and no console on Windows, and outlives the step; the job's end stops it.
// Usage: node test/fakes/start-detached.mjs <log file> <script> [args…]
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

const [log, script, ...args] = process.argv.slice(2);
if (!log || !script) {
  process.stderr.write('usage: node test/fakes/start-detached.mjs <log file> <script> [args…]\n');
  process.exit(2);
}
const out = openSync(log, 'a');
const child = spawn(process.execPath, [script, ...args], {
  detached: true,
  stdio: ['ignore', out, out],
  windowsHide: true,
});
child.unref();
process.stdout.write(`started ${script} (pid ${child.pid}), output in ${log}\n`);
