// The examples need the Content API only: no admin build, so no admin panel.
module.exports = () => ({
  serveAdminPanel: false,
  auth: { secret: 'docs-examples-admin-jwt-secret' },
  apiToken: { salt: 'docs-examples-api-token-salt' },
  transfer: { token: { salt: 'docs-examples-transfer-token-salt' } },
  secrets: { encryptionKey: 'docs-examples-encryption-key-32b' },
});
