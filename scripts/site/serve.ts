/**
 * `npm run serve`: the last build on http://localhost:3000 (PORT and
 * `--dir` to change), served as a CDN would serve it.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createStaticServer} from './createStaticServer';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string'}}});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const buildDir = path.resolve(values.dir!);
createStaticServer(buildDir).listen(port, () => {
  console.log(`Serving ${buildDir} at http://localhost:${port}/`);
});
