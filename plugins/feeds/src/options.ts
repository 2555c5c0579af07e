import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type FeedOptions = {
  /** Route of the doc page the feed is made from, such as `/release-notes`. */
  route: string;
  title: string;
  description: string;
  /**
   * Which second-level sections become items: `versions` takes the sections
   * titled with a version number (one per release), `sections` takes all.
   */
  entries: 'versions' | 'sections';
};

export type PluginOptions = {feeds: FeedOptions[]};
export type Options = PluginOptions;

const feedSchema = Joi.object<FeedOptions>({
  route: Joi.string()
    .pattern(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a route such as /release-notes')
    .required(),
  title: Joi.string().min(1).max(200).required(),
  description: Joi.string().min(1).max(500).required(),
  entries: Joi.string().valid('versions', 'sections').required(),
}).unknown(false);

export const optionsSchema = Joi.object<PluginOptions>({
  feeds: Joi.array().items(feedSchema).min(1).unique('route').required(),
}).unknown(false);

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
