module.exports = () => ({
  'users-permissions': { config: { jwtSecret: 'docs-examples-users-permissions-jwt-secret' } },
  graphql: { config: { defaultLimit: 25, maxLimit: 100, depthLimit: 10, landingPage: false } },
  // The plugins of the plugin development pages, for their content-type UIDs.
  bookmarks: { enabled: true, resolve: './src/plugins/bookmarks' },
  'my-plugin': { enabled: true, resolve: './src/plugins/my-plugin' },
});
