import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Where the widget POSTs feedback as JSON; without it, feedback opens a prefilled GitHub issue. */
  endpoint?: string;
  /** Longest wait for the endpoint's answer, in milliseconds. */
  timeoutMs: number;
  /** The docs repository on GitHub whose issue form receives feedback when there is no endpoint. */
  repositoryUrl: string;
  /** Version of the documentation site, sent with every message. */
  siteVersion: string;
};

export type Options = Omit<PluginOptions, 'timeoutMs'> & Partial<Pick<PluginOptions, 'timeoutMs'>>;

export const DEFAULT_TIMEOUT_MS = 8000;

export const optionsSchema = Joi.object<PluginOptions>({
  endpoint: Joi.string().uri({scheme: ['http', 'https']}),
  timeoutMs: Joi.number().integer().min(500).max(60_000).default(DEFAULT_TIMEOUT_MS),
  repositoryUrl: Joi.string()
    .uri({scheme: ['https']})
    .pattern(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/, 'a GitHub repository URL')
    .required(),
  siteVersion: Joi.string().pattern(/^\S{1,40}$/, 'a version without spaces').required(),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
