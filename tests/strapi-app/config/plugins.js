module.exports = () => ({
  'users-permissions': { config: { jwtSecret: 'docs-examples-users-permissions-jwt-secret' } },
  graphql: { config: { defaultLimit: 25, maxLimit: 100, depthLimit: 10, landingPage: false } },
});
