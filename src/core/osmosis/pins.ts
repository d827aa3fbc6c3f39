/**
 * The one osmosis-ai version this release of osmosis-ci is built and tested against.
 * scripts/ and every example rollout's pyproject.toml read or repeat it; a unit test keeps them equal.
 */
export const OSMOSIS_VERSION = '0.3.8';

/** The extra that carries `osmosis eval run` (litellm, fastapi, uvicorn, uv). Spelled `eval-run` before 0.3.4. */
export const OSMOSIS_EVAL_EXTRA = 'eval';

/** The Python osmosis-ai requires (its Requires-Python), as the messages say it. */
export const OSMOSIS_PYTHON = '>=3.12';

/**
 * The Python 3 minors osmosis-ai 0.3.8 supports: Requires-Python >=3.12, and its classifiers list 3.12,
 * 3.13 and 3.14. setup takes one of these found on the machine, and refuses any other before installing.
 */
export const OSMOSIS_PYTHON_MINORS: readonly number[] = [12, 13, 14];

/**
 * The known-good Python: the version this release is tested with (the harness's), which setup asks uv to
 * download when the machine has none of the supported ones. Never "the newest": uv would take a
 * prerelease osmosis-ai does not support.
 */
export const OSMOSIS_PYTHON_KNOWN_GOOD = '3.13';

/** uv, installed from PyPI where a machine has none; inside the range osmosis-ai[eval] itself requires. */
export const UV_VERSION = '0.13.9';

/** This package's version, as in package.json (a unit test keeps the two equal). */
export const TOOL_VERSION = '1.3.0';

/** cloudflared, which setup-osmosis (`cloudflared: true`) downloads from its GitHub release where a runner lacks it. */
export const CLOUDFLARED_VERSION = '2025.11.1';
