import {describe, expect, it} from 'vitest';
import {DEFAULT_TIMEOUT_MS, optionsSchema, type Options} from '../options';

const validate = (options: Options) => {
  const {error, value} = optionsSchema.validate(options);
  if (error) throw error;
  return value;
};
const base = {repositoryUrl: 'https://github.com/strapi/documentation', siteVersion: '6.3.1'};

describe('page feedback options', () => {
  it('defaults to no endpoint and an 8 s time-out', () => {
    expect(validate(base)).toMatchObject({...base, timeoutMs: DEFAULT_TIMEOUT_MS});
    expect(validate(base).endpoint).toBeUndefined();
  });

  it('accepts an http(s) endpoint', () => {
    expect(validate({...base, endpoint: 'http://localhost:8790/feedback'}).endpoint).toBe('http://localhost:8790/feedback');
  });

  it('rejects a bad endpoint, repository, version or time-out', () => {
    expect(() => validate({...base, endpoint: 'ftp://example.com/feedback'})).toThrow(/endpoint/);
    expect(() => validate({...base, repositoryUrl: 'https://gitlab.com/strapi/documentation'})).toThrow(/repositoryUrl/);
    expect(() => validate({...base, siteVersion: 'six point three'})).toThrow(/siteVersion/);
    expect(() => validate({...base, timeoutMs: 10})).toThrow(/timeoutMs/);
    expect(() => validate({...base, colour: 'red'} as Options)).toThrow(/colour/);
  });
});
