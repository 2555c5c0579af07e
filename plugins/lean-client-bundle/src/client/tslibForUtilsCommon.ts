/**
 * The one tslib helper `@docusaurus/utils-common` requires (`lib/index.js`),
 * as tslib writes it. Requiring tslib from CommonJS keeps all of its helpers
 * in the browser bundle (4 KB gzip), so that module gets this one instead.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
