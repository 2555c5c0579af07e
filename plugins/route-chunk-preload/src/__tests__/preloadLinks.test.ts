import {describe, expect, it} from 'vitest';
import {routeChunksAsPreloads} from '../preloadLinks';

describe('route chunks as preload links', () => {
  it('preloads route chunks and keeps the entry scripts', () => {
    const html =
      '<head><script src=/assets/js/runtime~main.d3f7f926.js defer></script><script src=/assets/js/main.f70ff067.js defer></script>' +
      '<script src=/assets/js/5e95c892.9552b63b.js defer></script><script src=/assets/js/9722.9798504f.js defer></script></head>';
    expect(routeChunksAsPreloads(html)).toBe(
      '<head><script src=/assets/js/runtime~main.d3f7f926.js defer></script><script src=/assets/js/main.f70ff067.js defer></script>' +
        '<link rel=preload href=/assets/js/5e95c892.9552b63b.js as=script><link rel=preload href=/assets/js/9722.9798504f.js as=script></head>',
    );
  });

  it('keeps quoted attributes quoted and leaves other scripts alone', () => {
    const html = '<script src="/assets/js/0022096a.f2ad79b8.js" defer></script><script src=/other.js defer></script><script>inline()</script>';
    expect(routeChunksAsPreloads(html)).toBe(
      '<link rel=preload href="/assets/js/0022096a.f2ad79b8.js" as=script><script src=/other.js defer></script><script>inline()</script>',
    );
  });
});
