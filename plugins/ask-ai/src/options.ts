import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** `extractive` answers in the browser from the docs; `openai-compatible` asks a chat model. */
  provider: 'extractive' | 'openai-compatible';
  /** The chat-completions URL, for the `openai-compatible` provider. */
  endpoint?: string;
  /** The model name sent to the endpoint. */
  model: string;
  /** Longest wait, in milliseconds, for the endpoint's first byte and between stream pieces. */
  timeoutMs: number;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  provider: 'extractive',
  model: 'gpt-4o-mini',
  timeoutMs: 20_000,
};

export const optionsSchema = Joi.object<PluginOptions>({
  provider: Joi.string().valid('extractive', 'openai-compatible').default(DEFAULT_OPTIONS.provider),
  endpoint: Joi.string()
    .uri({scheme: ['http', 'https']})
    .when('provider', {is: 'openai-compatible', then: Joi.required()}),
  model: Joi.string().min(1).default(DEFAULT_OPTIONS.model),
  timeoutMs: Joi.number().integer().min(100).max(300_000).default(DEFAULT_OPTIONS.timeoutMs),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
