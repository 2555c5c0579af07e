/**
 * `npm run test:samples`: every TypeScript sample of docs/ type-checks against
 * Strapi 5 in one program, and every JavaScript sample titled as a project
 * file parses as the module format it is written in.
 */
import {ensureStrapiAppInstalled} from './installStrapiApp';
import {checkTypeScriptSamples, TYPESCRIPT_LANGUAGES, typeScriptReportLines} from './checkTypeScriptSamples';
import {docSamplesOf} from './docSamples';
import {JAVASCRIPT_LANGUAGES, isProjectFileSample, javaScriptErrorsOf} from './jsProjectFiles';

ensureStrapiAppInstalled();

const started = Date.now();
const samples = docSamplesOf([...TYPESCRIPT_LANGUAGES, ...JAVASCRIPT_LANGUAGES]);
const isTypeScript = (lang: string | null) => (TYPESCRIPT_LANGUAGES as readonly (string | null)[]).includes(lang);
const typeScript = checkTypeScriptSamples(samples.filter((sample) => isTypeScript(sample.lang)));
console.log(typeScriptReportLines(typeScript).join('\n'));

const projectFiles = samples.filter((sample) => !isTypeScript(sample.lang) && isProjectFileSample(sample));
const javaScriptErrors = projectFiles.flatMap(javaScriptErrorsOf);
if (javaScriptErrors.length > 0) console.log(javaScriptErrors.join('\n'));
console.log(`JavaScript project files: ${projectFiles.length} parsed, ${javaScriptErrors.length} errors.`);
console.log(`Samples checked in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const failures =
  typeScript.errors.length + typeScript.completeFragments.length + typeScript.setupErrors.length + javaScriptErrors.length;
if (failures > 0) {
  console.error(`${failures} sample problem(s).`);
  process.exit(1);
}
