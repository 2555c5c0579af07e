/**
 * `npm run test:examples`: starts the example Strapi 5 app, sends every REST
 * and GraphQL example of the API pages and runs every Document Service example
 * inside it, and compares the responses with the ones the pages show.
 */
import {ensureStrapiAppInstalled} from '../samples/installStrapiApp';
import {loadExamples, type Example} from './examples';
import {buildsUrlWithQsOnly, runDocumentServiceExample, runGraphqlExample, runRestExample, writes, type Outcome} from './runExample';
import {runQueryBuilderPresets} from './queryBuilderPresets';
import {startStrapi, type RunningStrapi} from './strapiServer';

async function main(): Promise<number> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  ensureStrapiAppInstalled();
  const examples = loadExamples();
  console.log(`Starting the example Strapi app (${elapsed()})...`);
  const strapi = await startStrapi();
  console.log(`Strapi answers (${elapsed()}). Running ${examples.length} examples.`);

  async function reset(server: RunningStrapi): Promise<void> {
    const response = await fetch(`http://127.0.0.1:${process.env.EXAMPLES_STRAPI_PORT ?? 4345}/api/docs-examples/reset`, {
      method: 'POST',
      headers: server.secretHeaders,
    });
    if (!response.ok) throw new Error(`Resetting the seed failed: ${response.status}`);
  }

  async function run(example: Example): Promise<Outcome> {
    const skip = example.request.fence.attributes['example-skip'];
    if (skip) return {status: 'skipped', reason: skip};
    if (writes(example)) await reset(strapi);
    try {
      if (example.kind === 'rest') return await runRestExample(example, strapi);
      if (example.kind === 'graphql') return await runGraphqlExample(example, strapi);
      return await runDocumentServiceExample(example, strapi);
    } catch (error) {
      return {status: 'mismatched', lines: [`failed to run: ${(error as Error).message}`]};
    }
  }

  const counts = new Map<string, {run: number; passed: number; mismatched: number; skipped: number}>();
  const skippedReasons = new Map<string, number>();
  let mismatches = 0;
  try {
    // Reading examples first, on the untouched seed; writing ones after, each on a fresh seed.
    const ordered = [...examples.filter((example) => !writes(example)), ...examples.filter(writes)];
    for (const example of ordered) {
      const outcome = await run(example);
      const count = counts.get(example.kind) ?? {run: 0, passed: 0, mismatched: 0, skipped: 0};
      counts.set(example.kind, count);
      if (outcome.status === 'skipped') {
        count.skipped += 1;
        const reason = `${example.kind}: ${outcome.reason}`;
        skippedReasons.set(reason, (skippedReasons.get(reason) ?? 0) + 1);
        continue;
      }
      count.run += 1;
      if (outcome.status === 'passed') count.passed += 1;
      else {
        count.mismatched += 1;
        mismatches += 1;
        console.log(`\nMISMATCH ${example.request.page}:${example.request.line} (${example.kind} example${example.response ? `, response at line ${example.response.line}` : ''})`);
        console.log(example.request.value.split('\n').map((line) => `  > ${line}`).slice(0, 12).join('\n'));
        console.log(outcome.lines.map((line) => `  ${line}`).join('\n'));
      }
    }
    const presets = await runQueryBuilderPresets();
    for (const line of presets.failures) console.log(`\nMISMATCH query builder preset: ${line}`);
    mismatches += presets.failures.length;
    console.log('\nExamples run / passed / mismatched / skipped:');
    for (const [kind, count] of counts) {
      console.log(`  ${kind}: ${count.run} run, ${count.passed} passed, ${count.mismatched} mismatched, ${count.skipped} skipped`);
    }
    const jsVariants = ordered.filter(
      (example) => example.jsVariant && buildsUrlWithQsOnly(example.jsVariant.value) && !example.request.fence.attributes['example-skip'],
    ).length;
    console.log(`  JavaScript (qs) variants: ${jsVariants} built the URL their cURL example sends, or are listed above`);
    console.log(`  query builder presets: ${presets.run} run, ${presets.run - presets.failures.length} passed, ${presets.failures.length} mismatched`);
    for (const [reason, count] of skippedReasons) console.log(`  skipped ${count} (${reason})`);
    console.log(`Done in ${elapsed()}.`);
  } finally {
    await strapi.stop();
  }
  return mismatches;
}

main().then(
  (mismatches) => process.exit(mismatches > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
