import {execFileSync} from 'node:child_process';

/**
 * How much of the git history the build can see. Docusaurus dates each page
 * from its last commit; a shallow clone (as some CI systems make) knows only
 * the newest commit, so every page would show that commit's date. Without
 * the full history the site shows no date rather than a wrong one.
 */
export type GitHistory = 'full' | 'shallow' | 'none';

export function readGitHistory(cwd: string = process.cwd()): GitHistory {
  let answer: string;
  try {
    answer = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a repository (a source archive) or git is not installed.
    return 'none';
  }
  if (answer === 'false') return 'full';
  if (answer === 'true') return 'shallow';
  // Git before 2.15 prints the option name back instead of answering.
  return 'none';
}

/** The docs plugin's date options for a history: dates only from a full one. */
export function lastUpdateOptions(history: GitHistory): {showLastUpdateTime: boolean} {
  return {showLastUpdateTime: history === 'full'};
}
