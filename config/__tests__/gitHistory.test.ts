import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {lastUpdateOptions, readGitHistory} from '../gitHistory';

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {cwd, stdio: 'ignore'});
}

describe('readGitHistory', () => {
  let root: string;
  let origin: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
    origin = path.join(root, 'origin');
    fs.mkdirSync(origin);
    git(origin, 'init', '--quiet');
    for (const [index, date] of ['2024-01-01T00:00:00Z', '2025-06-01T00:00:00Z'].entries()) {
      fs.writeFileSync(path.join(origin, `page-${index}.mdx`), `# Page ${index}\n`);
      git(origin, 'add', '.');
      execFileSync(
        'git',
        ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', 'commit', '--quiet', '-m', `page ${index}`],
        {cwd: origin, stdio: 'ignore', env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date}},
      );
    }
  });

  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it('sees a full history in a normal clone, and shows dates', () => {
    const clone = path.join(root, 'full');
    git(root, 'clone', '--quiet', `file://${origin}`, clone);
    expect(readGitHistory(clone)).toBe('full');
    expect(lastUpdateOptions(readGitHistory(clone))).toEqual({showLastUpdateTime: true});
  });

  it('detects a shallow clone, where every page would carry the newest commit date, and shows none', () => {
    const clone = path.join(root, 'shallow');
    git(root, 'clone', '--quiet', '--depth', '1', `file://${origin}`, clone);
    expect(readGitHistory(clone)).toBe('shallow');
    expect(lastUpdateOptions(readGitHistory(clone))).toEqual({showLastUpdateTime: false});
  });

  it('shows no dates outside a repository, such as an unpacked source archive', () => {
    const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(readGitHistory(archive)).toBe('none');
      expect(lastUpdateOptions('none')).toEqual({showLastUpdateTime: false});
    } finally {
      fs.rmSync(archive, {recursive: true, force: true});
    }
  });
});
