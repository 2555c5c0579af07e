import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {percentile} from '../figures';

/** Where the benchmark installs Lighthouse; never part of the site. */
const PEERS_DIR = path.resolve('bench/.peers');
const CLI = path.join(PEERS_DIR, 'node_modules/lighthouse/cli/index.js');

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', {score: number}>;
  audits: Record<string, {numericValue: number}>;
};

function installLighthouse(): void {
  if (fs.existsSync(CLI)) return;
  execFileSync('npm', ['install', '--prefix', PEERS_DIR, '--no-audit', '--no-fund', '--no-save', 'lighthouse@13'], {stdio: 'ignore'});
}

function runOnce(url: string, formFactor: 'mobile' | 'desktop'): LighthouseScores {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const output = execFileSync('node', args, {
    env: {...process.env, CHROME_PATH: '/usr/bin/chromium'},
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(output.toString()) as Report;
  const score = (name: keyof Report['categories']) => Math.round(report.categories[name].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
  };
}

/** The median of each figure over `runs` Lighthouse runs, with Debian's Chromium. */
export function lighthouseMedians(url: string, formFactor: 'mobile' | 'desktop', runs: number): LighthouseScores {
  installLighthouse();
  const results = Array.from({length: runs}, () => runOnce(url, formFactor));
  const median = (key: keyof LighthouseScores) => percentile(results.map((result) => result[key]), 50);
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
  };
}
