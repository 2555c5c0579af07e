import {describe, expect, it} from 'vitest';
import {prefersMarkdown, twinPathFor} from '../negotiateMarkdown';

describe('prefersMarkdown', () => {
  it('answers Markdown to clients that ask only for it', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown; charset=utf-8')).toBe(true);
  });

  it('keeps HTML for browsers, wildcards and missing headers', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
  });

  it('honours q-values in both directions', () => {
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.9, text/html')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.8, text/html;q=0.7, */*;q=0.1')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0, */*')).toBe(false);
  });

  it('breaks ties for the type named explicitly, then for the one named first', () => {
    expect(prefersMarkdown('text/markdown, */*')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
  });

  it('lets a more specific range override a wildcard for HTML', () => {
    expect(prefersMarkdown('text/*;q=1, text/html;q=0.2, text/markdown;q=0.5')).toBe(true);
  });

  it('ignores malformed ranges and q-values', () => {
    expect(prefersMarkdown('garbage, text/markdown;q=abc')).toBe(false);
    expect(prefersMarkdown(',,;q=1, text/markdown')).toBe(true);
  });
});

describe('twinPathFor', () => {
  it('maps page URLs, with or without trailing slash, to their twin', () => {
    expect(twinPathFor('/cms/intro')).toBe('/cms/intro.md');
    expect(twinPathFor('/cms/api/rest/')).toBe('/cms/api/rest.md');
  });

  it('has no twin for the landing page, assets and files', () => {
    expect(twinPathFor('/')).toBeNull();
    expect(twinPathFor('/assets/js/main.abc.js')).toBeNull();
    expect(twinPathFor('/llms.txt')).toBeNull();
    expect(twinPathFor('/cms/intro.md')).toBeNull();
  });
});
