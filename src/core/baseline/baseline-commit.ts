/**
 * Which commit the baseline is of, said to the reader: the commit its default-branch run was for
 * (rows.json's source.sha), whether it is the pull request's base commit and, when it is not, how many
 * of the base's commits it lacks (GitHub's compare API, best effort: "not known" when it cannot say).
 * Pure; the number is asked for by the report's deps (adapters/github-compare.ts).
 */
import * as z from 'zod';

export const baselineCommitSchema = z
  .object({
    sha: z.string().describe('The commit the baseline run was for.'),
    baseSha: z
      .string()
      .optional()
      .describe("The pull request's base commit, when this run is for a pull request."),
    behindBase: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe(
        "How many of the base commit's commits the baseline lacks (GitHub compare ahead_by): 0 when it is the base, null when not known.",
      ),
  })
  .describe("The baseline's commit, and how it stands to the pull request's base commit.");

export type BaselineCommit = z.infer<typeof baselineCommitSchema>;

export const shortSha = (sha: string) => sha.slice(0, 7);

/**
 * The baseline's commit against the base: the same commit is 0 behind without asking; another is
 * asked about (`behind`), and an answer that is not a count is "not known" (null).
 */
export async function baselineCommit(
  sha: string,
  baseSha: string | undefined,
  behind: ((baselineSha: string, baseSha: string) => Promise<number | null>) | undefined,
): Promise<BaselineCommit> {
  if (baseSha === undefined) return { sha };
  if (sameCommit(sha, baseSha)) return { sha, baseSha, behindBase: 0 };
  const count = behind ? await behind(sha, baseSha).catch(() => null) : null;
  return {
    sha,
    baseSha,
    behindBase: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
  };
}

const sameCommit = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One sentence: "The baseline is from commit 1a2b3c4, the pull request's base commit." */
export function baselineCommitSentence(commit: BaselineCommit): string {
  const from = `The baseline is from commit ${shortSha(commit.sha)}`;
  const { baseSha, behindBase } = commit;
  if (baseSha === undefined) return `${from}.`;
  if (sameCommit(commit.sha, baseSha)) return `${from}, the pull request's base commit.`;
  const notBase = `${from}, not the pull request's base commit ${shortSha(baseSha)}`;
  if (behindBase === null || behindBase === undefined) return `${notBase}; how far behind is not known.`;
  if (behindBase === 0) return `${notBase}, but it has every commit of the base (0 commits behind).`;
  return `${notBase}: ${behindBase} commit${behindBase === 1 ? '' : 's'} behind it.`;
}
