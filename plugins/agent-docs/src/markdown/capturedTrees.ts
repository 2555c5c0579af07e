import path from 'node:path';
import type {Root} from 'mdast';

type Store = {trees: Map<string, Root>; captureMs: number};

/**
 * Docusaurus loads the site config and this plugin as separate module
 * instances: the store lives on globalThis so the remark plugin (run by the
 * MDX loader) and postBuild share it.
 */
const KEY = Symbol.for('strapi-docs.agent-docs.captured-trees');
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[KEY] ??= {trees: new Map(), captureMs: 0});

/**
 * A remark plugin for the docs plugin's `beforeDefaultRemarkPlugins`: keeps
 * a copy of each MDX file's tree as Docusaurus parsed it, before its own
 * transforms, so the Markdown twins need no second parse. Off under
 * `docusaurus start`, where no twins are written.
 */
export function remarkCaptureTree() {
  const enabled = process.env.NODE_ENV === 'production';
  return (tree: Root, file: {path?: string}) => {
    if (!enabled || !file.path) return;
    const started = performance.now();
    store.trees.set(path.resolve(file.path), structuredClone(tree));
    store.captureMs += performance.now() - started;
  };
}

/** The tree captured for a file during this build, if the bundler compiled it (not restored from its cache). */
export function capturedTree(filePath: string): Root | undefined {
  return store.trees.get(path.resolve(filePath));
}

/** Time spent copying trees during compilation, part of the twins' cost. */
export function captureMilliseconds(): number {
  return store.captureMs;
}
