/**
 * `npm run feedback:serve`: the reference receiver for page feedback. Build
 * the site with DOCS_FEEDBACK_ENDPOINT=http://<host>:<port>/feedback and
 * every message lands as one JSON line in FEEDBACK_FILE.
 */
import path from 'node:path';
import {createFeedbackServer, FEEDBACK_PATH} from '@site/plugins/page-feedback/src/server/createFeedbackServer';
import {readSiteEnv} from '../../config/env';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) === 0) {
    console.error(`${name} must be a positive whole number, got "${raw}".`);
    process.exit(1);
  }
  return Number(raw);
}

const port = positiveInteger('FEEDBACK_PORT', 8790);
const file = path.resolve(process.env.FEEDBACK_FILE ?? 'feedback.jsonl');
const origins = (process.env.FEEDBACK_ALLOWED_ORIGINS ?? readSiteEnv().siteUrl)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
for (const origin of origins) {
  if (!URL.canParse(origin)) {
    console.error(`FEEDBACK_ALLOWED_ORIGINS must list absolute origins such as https://docs.strapi.io, got "${origin}".`);
    process.exit(1);
  }
}
const perMinute = positiveInteger('FEEDBACK_RATE_LIMIT', 10);

createFeedbackServer({file, allowedOrigins: origins, rateLimit: perMinute, rateWindowMs: 60_000}).listen(port, () => {
  console.log(`Feedback receiver at http://localhost:${port}${FEEDBACK_PATH}, for ${origins.join(', ')}; appending to ${file}`);
});
