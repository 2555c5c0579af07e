import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {percentile} from '../figures';
import {installPeer} from '../peers';

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

/** Lighthouse, installed for the benchmark only. */
const lighthouseCli = () => path.join(installPeer('lighthouse', ['lighthouse@13']), 'lighthouse/cli/index.js');

function runOnce(cli: string, url: string, formFactor: 'mobile' | 'desktop'): LighthouseScores {
  const args = [
    cli,
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
  const cli = lighthouseCli();
  const results = Array.from({length: runs}, () => runOnce(cli, url, formFactor));
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
