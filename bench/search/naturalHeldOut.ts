import type {LabelledQuery} from './queries';

/**
 * Held out: natural questions typed into the search modal, written before
 * any tuning (every third of the list). Never tune on these.
 */
export const NATURAL_HELD_OUT: LabelledQuery[] = [
  {query: 'only return some fields', expected: '/cms/api/rest/populate-select'},
  {query: 'price between two values', expected: '/cms/api/rest/filters'},
  {query: 'attach image to entry', expected: '/cms/api/rest/upload'},
  {query: 'graphql playground', expected: '/cms/plugins/graphql'},
  {query: 'run code before every create', expected: '/cms/api/document-service/middlewares'},
  {query: 'insert many rows at once', expected: '/cms/api/query-engine/bulk-operations'},
  {query: 'change default port', expected: '/cms/configurations/server'},
  {query: 'nightly scheduled task', expected: '/cms/configurations/cron'},
  {query: 'google login for app users', expected: '/cms/configurations/users-and-permissions-providers/google'},
  {query: 'run code before entry is saved', expected: '/cms/backend-customization/models'},
  {query: 'api token expiry', expected: '/cms/features/api-tokens'},
  {query: 'restore old version of entry', expected: '/cms/features/content-history'},
  {query: 'copy content to production server', expected: '/cms/data-management/transfer'},
  {query: 'company logo on login page', expected: '/cms/admin-panel-customization/logos'},
  {query: 'attributes missing from response v5', expected: '/cms/migration/v4-to-v5/breaking-changes/new-response-format'},
  {query: 'cloud bill pdf', expected: '/cloud/account/account-billing'},
  {query: 'stop sending usage data', expected: '/cms/usage-information'},
];
