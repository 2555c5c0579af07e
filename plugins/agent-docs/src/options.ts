import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {SectionOption} from './llms/outline';

export type PluginOptions = {
  /** The `>` paragraph under the title of /llms.txt. */
  summary: string;
  /** One llms.txt section per sidebar, in this order; each also gets `<route>/llms.txt`. */
  sections: SectionOption[];
  /** Agents truncate long indexes: descriptions shorten until each llms.txt fits. */
  maxIndexChars: number;
};

export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'summary'>;

const RoutePrefix = Joi.string().pattern(/^\/[^#?]*[^/]$/, 'a path starting with "/" and without trailing slash');

export const DEFAULT_OPTIONS: Pick<PluginOptions, 'maxIndexChars'> = {
  maxIndexChars: 50_000,
};

export const optionsSchema = Joi.object<PluginOptions>({
  summary: Joi.string().trim().min(1).required(),
  sections: Joi.array()
    .items(Joi.object({sidebar: Joi.string().required(), title: Joi.string().required(), route: RoutePrefix.required()}))
    .min(1)
    .unique('route')
    .required(),
  maxIndexChars: Joi.number().integer().min(1000).default(DEFAULT_OPTIONS.maxIndexChars),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
