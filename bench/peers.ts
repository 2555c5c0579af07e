import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Installs packages the benchmarks compare against, never the site, each
 * under its own prefix in bench/.peers: npm prunes whatever a prefix's
 * package.json does not list, so peers sharing one would remove each other.
 * Returns the prefix's node_modules.
 */
export function installPeer(name: string, packages: string[]): string {
  const prefix = path.resolve('bench/.peers', name);
  const modules = path.join(prefix, 'node_modules');
  const marker = path.join(prefix, 'installed.json');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === JSON.stringify(packages)) return modules;
  fs.mkdirSync(prefix, {recursive: true});
  execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--legacy-peer-deps', ...packages], {
    stdio: 'ignore',
  });
  fs.writeFileSync(marker, JSON.stringify(packages));
  return modules;
}
