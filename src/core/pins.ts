/**
 * The one osmosis-ai version this release of osmosis-ci is built and tested against.
 * scripts/ and every example rollout's pyproject.toml read or repeat it; a unit test keeps them equal.
 */
export const OSMOSIS_VERSION = '0.3.8';

/** The extra that carries `osmosis eval run` (litellm, fastapi, uvicorn, uv). Spelled `eval-run` before 0.3.4. */
export const OSMOSIS_EVAL_EXTRA = 'eval';

/**
 * The Python osmosis-ai requires (its Requires-Python), asked of uv when nobody names one: uv then skips an
 * older `python3` first on PATH, finds a 3.12+ anywhere it looks (its managed Pythons, `python3.13` and the
 * like on PATH) and downloads one where downloads are allowed. Without it uv takes the first `python3`.
 */
export const OSMOSIS_PYTHON = '>=3.12';

/** uv, installed from PyPI where a machine has none; inside the range osmosis-ai[eval] itself requires. */
export const UV_VERSION = '0.13.9';

/** This package's version, as in package.json (a unit test keeps the two equal). */
export const TOOL_VERSION = '1.0.0';

/** cloudflared, which setup-osmosis (`cloudflared: true`) downloads from its GitHub release where a runner lacks it. */
export const CLOUDFLARED_VERSION = '2025.11.1';
