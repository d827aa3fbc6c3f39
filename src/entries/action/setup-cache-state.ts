/** What setup-osmosis's main step leaves its post step: the tool cache it restored, and whether it installed. */
import type { RestoreOutcome } from '../../adapters/cache.js';
import type { CacheSpec } from '../../core/cache-keys.js';
import { POST_STATE } from './post-state.js';

export const SETUP_CACHE_STATE = POST_STATE.setupCache;

export interface SetupCacheState {
  spec: CacheSpec;
  status: RestoreOutcome['status'];
  installed: boolean;
  timeoutMs: number;
}
