import {describe, expect, it} from 'vitest';
import {optionsSchema, type Options} from '../options';
import {ICON_NAMES} from '@site/src/components/Icon/names';

const validate = (options: Options) => {
  const {error, value} = optionsSchema.validate(options);
  if (error) throw error;
  return value;
};

describe('icon font options', () => {
  it("accepts the site's icon list", () => {
    expect(validate({icons: ICON_NAMES}).icons).toEqual([...ICON_NAMES]);
  });

  it('rejects an empty list, a repeated name, a name that is not a Phosphor class, or another option', () => {
    expect(() => validate({icons: []})).toThrow(/icons/);
    expect(() => validate({icons: ['copy', 'copy']})).toThrow(/duplicate/);
    expect(() => validate({icons: ['ph-copy ']})).toThrow(/Phosphor icon name/);
    expect(() => validate({icons: ['copy'], weight: 'bold'} as Options)).toThrow(/weight/);
  });
});
