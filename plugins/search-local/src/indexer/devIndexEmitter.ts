import type {Compiler} from 'webpack';

/**
 * Emits the dev-server search files with every compilation, so the dev
 * server serves them from memory and they follow edits to the sources.
 * Rspack exposes the same `compiler.webpack` API.
 */
export class DevIndexEmitter {
  constructor(private readonly files: () => Record<string, string>) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('search-local-dev-index', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'search-local-dev-index', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [name, content] of Object.entries(this.files())) {
            compilation.emitAsset(name, new RawSource(content));
          }
        },
      );
    });
  }
}
