const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::staff-member.staff-member');
