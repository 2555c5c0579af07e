import type {Config} from '@docusaurus/types';
import type {SiteEnv} from './env';

/**
 * Third-party scripts the original site loaded. Each is added only when its
 * environment variable is set, so a default build makes no external request.
 * The tag manager goes through the official preset option instead.
 */
export function externalScripts(env: SiteEnv): NonNullable<Config['scripts']> {
  return [env.experimentationScriptUrl, env.sessionAnalyticsScriptUrl]
    .filter((src): src is string => src !== null)
    .map((src) => ({src, async: true}));
}
