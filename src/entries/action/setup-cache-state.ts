/** What setup-osmosis's main step leaves its post step: the tool cache it restored, and whether it installed. */
import { POST_STATE } from './post-state.js';

export type { SetupCacheState } from '../../core/cache-state.js';
export const SETUP_CACHE_STATE = POST_STATE.setupCache;
