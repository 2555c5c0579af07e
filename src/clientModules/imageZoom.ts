import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

type ImageZoom = {onRouteUpdate: () => void} | null;

let imageZoom: Promise<ImageZoom> | undefined;

const {selector} = (siteConfig.themeConfig as {zoom: {selector: string}}).zoom;

/** The plugin itself waits a second after each route update; so does its first load. */
const LOAD_DELAY_MS = 1000;

function afterFirstPaint(run: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: 2000});
    else run();
  }, LOAD_DELAY_MS);
}

/**
 * Image zoom (docusaurus-plugin-image-zoom's module, configured by
 * `themeConfig.zoom`), loaded when the browser is idle a second after the
 * first page with a zoomable image renders, instead of with the main
 * bundle. Once loaded it attaches to the page's images by itself, and again
 * after every route update. A failed load is retried on the next route update.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (imageZoom) {
      void imageZoom.then((zoom) => zoom?.onRouteUpdate());
      return;
    }
    if (!document.querySelector(selector)) return;
    imageZoom = new Promise<ImageZoom>((resolve, reject) =>
      afterFirstPaint(() => import('docusaurus-plugin-image-zoom/lib/zoom').then((module) => resolve(module.default), reject)),
    ).catch(() => {
      imageZoom = undefined;
      return null;
    });
  },
};

export default clientModule;
