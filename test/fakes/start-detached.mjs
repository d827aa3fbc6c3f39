// Starts `node <script> [args…]` detached from this process and returns at once, the child's output going
// to <log file>: for a fake server that a workflow step starts and later steps use. A runner ends what a
// step started with the step (act kills its process group), so the child gets a process group of its own
// on POSIX, and no console on Windows, and outlives the step. Its pid goes to <log file>.pid, for the
// step that stops it (GitHub ends a job's leftover processes, act does not).
// Usage: node test/fakes/start-detached.mjs <log file> <script> [args…]
import { spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';

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
writeFileSync(`${log}.pid`, `${child.pid}\n`);
process.stdout.write(`started ${script} (pid ${child.pid}), output in ${log}\n`);
