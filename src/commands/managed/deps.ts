/** What the managed commands need from the outside world: declared in core/ports.ts, implemented in adapters/managed-deps.ts. */
export type { ManagedDeps, SubmitWorkspace } from '../../core/managed-ports.js';
