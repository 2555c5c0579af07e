import {describe, expect, it} from 'vitest';
import type {Joi} from '@docusaurus/utils-validation';
import {validateOptions, type Options} from '../options';

function validate(options: unknown) {
  return validateOptions({
    options: options as Options,
    validate: (schema: Joi.Schema, value: unknown) => {
      const {error, value: validated} = schema.validate(value);
      if (error) throw error;
      return validated;
    },
  } as Parameters<typeof validateOptions>[0]);
}

const SECTIONS = [{sidebar: 'cmsSidebar', title: 'Strapi CMS', route: '/cms'}];

describe('agent-docs options', () => {
  it('fills in the index size limit', () => {
    expect(validate({summary: 'Docs.', sections: SECTIONS})).toEqual({summary: 'Docs.', sections: SECTIONS, maxIndexChars: 50_000});
  });

  it('rejects a missing summary, a bad route and unknown keys', () => {
    expect(() => validate({sections: SECTIONS})).toThrow(/summary/);
    expect(() => validate({summary: 'Docs.', sections: [{...SECTIONS[0], route: 'cms/'}]})).toThrow(/route/);
    expect(() => validate({summary: 'Docs.', sections: SECTIONS, extra: true})).toThrow(/extra/);
  });
});
