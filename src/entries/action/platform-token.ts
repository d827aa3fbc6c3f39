/** The Osmosis platform token of an action step, read apart from the other inputs so it is masked first. */
import { actionInput, actionsLog, mask } from '../../adapters/actions-runtime.js';

/**
 * The `osmosis-token` input (or, where an action still accepts it, the deprecated spelling `token`),
 * masked at once. Undefined when neither is given: osmosis then reads OSMOSIS_TOKEN from the environment.
 */
export function osmosisToken(options: { deprecatedToken?: boolean } = {}): string | undefined {
  const token = actionInput('osmosis-token')?.trim();
  const old = options.deprecatedToken && !token ? actionInput('token')?.trim() : undefined;
  if (old)
    actionsLog.warning(
      'The `token` input is deprecated: pass the Osmosis platform token as `osmosis-token`.',
    );
  const value = token || old || undefined;
  if (value) mask(value);
  return value;
}
