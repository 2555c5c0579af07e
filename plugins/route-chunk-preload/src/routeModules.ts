/** One entry of Docusaurus's generated registry: `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), …]`. */
const ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/gm;

/** Chunk name to the module path that server rendering reports for it, from the registry's source. */
export function routeModulesByChunkName(registrySource: string): Map<string, string> {
  return new Map([...registrySource.matchAll(ENTRY)].map(([, chunkName, modulePath]) => [chunkName!, modulePath!]));
}

export type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: Record<string, unknown>};

/**
 * The manifest with each route module's path as an origin key, naming the
 * same chunks (the module's own and those it shares) as its chunk's name.
 */
export function withRouteModuleOrigins(manifest: ClientManifest, modulesByChunkName: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, modulePath] of modulesByChunkName) {
    const chunkOrigins = manifest.origins[chunkName];
    if (chunkOrigins) origins[modulePath] = chunkOrigins;
  }
  return {...manifest, origins};
}
