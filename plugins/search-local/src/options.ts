import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** `local` builds and serves our own index; `hosted` leaves search to Algolia. */
  mode: 'local' | 'hosted';
  /** In hosted mode, a server speaking Algolia's API to use instead of Algolia's own hosts. */
  hostedUrl?: string;
  /** Index name the client answers for; DocSearch sends it with every request. */
  indexName: string;
  /** Route prefixes that are never indexed (tag pages, the search page). */
  excludeRoutes: string[];
  /** Route prefixes that rank below the rest, such as deprecated APIs. */
  lowRankRoutes: string[];
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  mode: 'local',
  indexName: 'strapi-docs',
  excludeRoutes: ['/tags', '/search', '/404'],
  lowRankRoutes: [],
};

const RoutePrefix = Joi.string().pattern(/^\//, 'a path starting with "/"');

export const optionsSchema = Joi.object<PluginOptions>({
  mode: Joi.string().valid('local', 'hosted').default(DEFAULT_OPTIONS.mode),
  hostedUrl: Joi.string().uri({scheme: ['http', 'https']}),
  indexName: Joi.string().min(1).default(DEFAULT_OPTIONS.indexName),
  excludeRoutes: Joi.array().items(RoutePrefix).default(DEFAULT_OPTIONS.excludeRoutes),
  lowRankRoutes: Joi.array().items(RoutePrefix).default(DEFAULT_OPTIONS.lowRankRoutes),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
