import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Loader = (source: string) => string;
const keepErrorStatus = require('../../loaders/keepErrorStatus.cjs') as Loader;
const modalSemantics = require('../../loaders/modalSemantics.cjs') as Loader;
const initialValuesOnce = require('../../loaders/initialValuesOnce.cjs') as Loader;
const ownSearchClientOnly = require('../../loaders/ownSearchClientOnly.cjs') as Loader;
const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('keepErrorStatus loader', () => {
  it('lets the query’s finally end only a loading or stalled status, keeping an error and not setting idle twice', () => {
    const patched = keepErrorStatus(bundle);
    expect(patched).not.toBe(bundle);
    expect(patched).toContain('.finally((function(){var status=c.getState().status;("loading"===status||"stalled"===status)&&p("idle"),');
    expect(patched).not.toContain('.finally((function(){p("idle")');
  });

  it('fails loudly when the bundle no longer has the expected code', () => {
    expect(() => keepErrorStatus('export {}')).toThrow(/@docsearch\/react changed/);
  });
});

describe('modalSemantics loader', () => {
  it('drops the button role and tab stop of the modal container, keeping its click handler', () => {
    const patched = modalSemantics(bundle);
    const container = patched.slice(patched.indexOf('"DocSearch-Container"'), patched.indexOf('"DocSearch-Container"') + 300);
    expect(container).not.toContain('role:"button"');
    expect(container).toContain('onMouseDown');
  });

  it('gives each results list the id the input points to', () => {
    expect(modalSemantics(bundle)).toContain('t.getListProps({source:t.collection.source})');
  });

  it('fails loudly when the bundle no longer has the expected code', () => {
    expect(() => modalSemantics('export {}')).toThrow(/@docsearch\/react changed/);
  });
});

describe('initialValuesOnce loader', () => {
  it('computes the selection and the stored searches in lazy state initializers, not on every render', () => {
    const patched = initialValuesOnce(bundle);
    expect(patched).not.toContain('e.useRef("undefined"!=typeof window?window.getSelection()');
    expect(patched).not.toMatch(/e\.useRef\(xr\(/);
    const lazy = 'e.useState((function(){return "undefined"!=typeof window?window.getSelection().toString().slice(0,64):""}))[0]';
    expect(patched.includes(lazy)).toBe(true);
    expect(patched.match(/e\.useState\(\(function\(\)\{return xr\(/g)).toHaveLength(2);
  });

  it('fails loudly when the bundle no longer has the expected code', () => {
    expect(() => initialValuesOnce('export {}')).toThrow(/@docsearch\/react changed/);
  });
});

describe('ownSearchClientOnly loader', () => {
  it('makes the modal take its client from transformSearchClient alone, leaving Algolia’s client unreferenced', () => {
    const patched = ownSearchClientOnly(bundle);
    expect(patched).toContain('function nn(t,r,n){return e.useMemo((function(){return n()}),[t,r,n])}');
    expect(patched).not.toContain('e.addAlgoliaAgent("docsearch",rn)');
    expect(patched).not.toContain('new XMLHttpRequest');
  });

  it('fails loudly when the bundle no longer has the expected code', () => {
    expect(() => ownSearchClientOnly('export {}')).toThrow(/@docsearch\/react changed/);
  });
});
