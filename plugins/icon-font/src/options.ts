import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Phosphor (regular) icon names the site shows. */
  icons: readonly string[];
};
export type Options = PluginOptions;

export const optionsSchema = Joi.object<PluginOptions>({
  icons: Joi.array()
    .items(Joi.string().pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a Phosphor icon name such as arrow-right'))
    .min(1)
    .unique()
    .required(),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
