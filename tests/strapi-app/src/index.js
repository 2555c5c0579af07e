const seed = require('./seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await seed.ensureFrenchLocale(strapi);
    await seed.openPublicRole(strapi);
    await seed.seedDocuments(strapi);
    await seed.ensureEndUser(strapi);
    await seed.writeApiToken(strapi);
  },
};
