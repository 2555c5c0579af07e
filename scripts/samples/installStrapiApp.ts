import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {STRAPI_APP_DIR} from './strapiApp';

const STAMP = path.join(STRAPI_APP_DIR, 'node_modules/.docs-installed-lock-hash');
const NATIVE_SQLITE = path.join(STRAPI_APP_DIR, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');

function lockHash(): string {
  return createHash('sha256').update(fs.readFileSync(path.join(STRAPI_APP_DIR, 'package-lock.json'))).digest('hex');
}

/**
 * Installs the example Strapi app with `npm ci` unless its `node_modules`
 * already matches its lock file. `npm_config_nodedir=/usr` makes node-gyp
 * build better-sqlite3 against the local Node headers instead of downloading them.
 */
export function ensureStrapiAppInstalled(): void {
  const hash = lockHash();
  if (fs.existsSync(NATIVE_SQLITE) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash) return;
  console.log(`Installing the example Strapi app in ${path.relative(process.cwd(), STRAPI_APP_DIR)} (npm ci)...`);
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: STRAPI_APP_DIR,
    stdio: 'inherit',
    env: {...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr'},
  });
  if (result.status !== 0) {
    throw new Error(`npm ci in ${STRAPI_APP_DIR} failed (exit ${result.status ?? result.signal})`);
  }
  fs.writeFileSync(STAMP, hash);
  console.log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
