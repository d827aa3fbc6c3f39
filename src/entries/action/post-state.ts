/**
 * The names under which a main step leaves its post step what to save (core.saveState), and a reader
 * that does not load @actions/core. GitHub runs every post step; one with nothing to save ends before
 * @actions/core (with the http client and undici it imports, about 50 ms of start-up) is loaded.
 */
export const POST_STATE = {
  setupCache: 'osmosis-ci-setup-cache',
  evalRunCaches: 'osmosis-ci-eval-run-caches',
  submissions: 'osmosis-ci-submissions-cache',
} as const;

type PostStateName = (typeof POST_STATE)[keyof typeof POST_STATE];

/** What the main step saved under `name`, read as core.getState reads it (STATE_<name>); '' for nothing. */
export function postState(name: PostStateName): string {
  return process.env[`STATE_${name}`] || '';
}
