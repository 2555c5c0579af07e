import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {routeModulesByChunkName, withRouteModuleOrigins, type ClientManifest} from './routeModules';

type Compiler = {hooks: {afterEmit: {tap: (name: string, run: () => void) => void}}};

/**
 * Runs after the client manifest is written (in the bundler's `emit`) and
 * adds the route modules' paths to it, for the static site generation that
 * reads it next. Fails the build if no route module was found, rather than
 * leaving pages without their scripts unnoticed.
 */
export class RouteChunkOriginsPlugin {
  constructor(private readonly generatedFilesDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('RouteChunkOriginsPlugin', () => {
      const manifestPath = path.join(this.generatedFilesDir, 'client-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
      const modules = routeModulesByChunkName(readFileSync(path.join(this.generatedFilesDir, 'registry.js'), 'utf8'));
      const withRoutes = withRouteModuleOrigins(manifest, modules);
      if (Object.keys(withRoutes.origins).length === Object.keys(manifest.origins).length) {
        throw new Error('route-chunk-preload: no route module found in the client manifest; review plugins/route-chunk-preload.');
      }
      writeFileSync(manifestPath, JSON.stringify(withRoutes));
    });
  }
}
