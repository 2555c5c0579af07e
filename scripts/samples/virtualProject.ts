import path from 'node:path';
import type {DocSample} from './docSamples';

/** A sample placed at a path of the virtual project it is checked in. */
export type PlacedSample = {sample: DocSample; fileName: string};

const SOURCE_EXTENSION = /\.(ts|tsx|mts|cts)$/;

/**
 * Gives each sample a file in a virtual Strapi project under `root`: its title
 * decides the path (`config/server.ts`, `src/admin/app.tsx`), one project per
 * page so that samples of a page can import each other. Two samples of a page
 * with the same title (alternatives) go to sibling projects `page~2`, `page~3`.
 */
export function placeSamples(samples: readonly DocSample[], root: string): PlacedSample[] {
  const taken = new Set<string>();
  return samples.map((sample, index) => {
    const projectName = sample.page.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    const relativeFile = relativeFileOf(sample, index);
    let fileName = path.join(root, projectName, relativeFile);
    for (let copy = 2; taken.has(fileName); copy += 1) {
      fileName = path.join(root, `${projectName}~${copy}`, relativeFile);
    }
    taken.add(fileName);
    return {sample, fileName};
  });
}

function relativeFileOf(sample: DocSample, index: number): string {
  const extension = sample.lang === 'tsx' ? '.tsx' : '.ts';
  const title = sample.fence.title?.trim();
  if (!title) return `untitled/sample-${index}${extension}`;
  const normalized = path.posix.normalize(title).replace(/^(\.\.\/|\/)+/, '');
  return SOURCE_EXTENSION.test(normalized) ? normalized : `${normalized}${extension}`;
}
