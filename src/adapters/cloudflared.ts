/**
 * cloudflared on PATH for osmosis's managed tunnel (setup-osmosis `cloudflared: true`): the runner's own
 * when it has one, else ours from an earlier job, else the pinned release binary downloaded from GitHub
 * (or from the mirror in OSMOSIS_CI_CLOUDFLARED_URL, for runners without github.com) into setup's bin
 * directory, which setup puts on PATH.
 */
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import { CLOUDFLARED_VERSION } from '../core/osmosis/pins.js';
import type { Logger } from '../core/ports.js';
import { findOnPath, isExecutable } from './exec.js';
import { executableName } from './paths.js';

const RELEASES = 'https://github.com/cloudflare/cloudflared/releases/download';
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The release asset for this runner: a bare binary on Linux and Windows (macOS ships only an archive). */
export function cloudflaredAsset(platform: NodeJS.Platform, arch: string): string | undefined {
  const cpu = { x64: 'amd64', arm64: 'arm64', arm: 'arm', ia32: '386' }[arch];
  if (!cpu) return undefined;
  if (platform === 'linux') return `cloudflared-linux-${cpu}`;
  if (platform === 'win32' && (cpu === 'amd64' || cpu === '386')) return `cloudflared-windows-${cpu}.exe`;
  return undefined;
}

export async function ensureCloudflared(
  binDir: string,
  env: NodeJS.ProcessEnv,
  log: Logger,
): Promise<string> {
  const onPath = await findOnPath('cloudflared', env);
  if (onPath) {
    log.info(`cloudflared: ${onPath} (already on PATH)`);
    return onPath;
  }
  const target = join(binDir, executableName('cloudflared'));
  if (await isExecutable(target)) {
    log.info(`cloudflared: ${target}`);
    return target;
  }
  const asset = cloudflaredAsset(process.platform, process.arch);
  if (!asset) {
    throw new UsageError(
      `cloudflared: true cannot download cloudflared for ${process.platform}/${process.arch}. Install it on the runner first (macOS: brew install cloudflared), or set cloudflared: false.`,
    );
  }
  const base = (env.OSMOSIS_CI_CLOUDFLARED_URL || RELEASES).replace(/\/+$/, '');
  const url = `${base}/${CLOUDFLARED_VERSION}/${asset}`;
  log.info(`cloudflared is not on PATH: downloading ${url}`);
  let body: ArrayBuffer;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    body = await response.arrayBuffer();
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new OsmosisFailure(
      `cloudflared is not on PATH and could not be downloaded from ${url} (${reason}). Install cloudflared on the runner, point OSMOSIS_CI_CLOUDFLARED_URL at a mirror of its releases, or set cloudflared: false and run your own tunnel (advertise-url with listener-port).`,
    );
  }
  await mkdir(binDir, { recursive: true });
  const temp = `${target}.${process.pid}.download`;
  await writeFile(temp, new Uint8Array(body));
  await chmod(temp, 0o755);
  await rename(temp, target);
  log.info(`cloudflared ${CLOUDFLARED_VERSION}: ${target}`);
  return target;
}
