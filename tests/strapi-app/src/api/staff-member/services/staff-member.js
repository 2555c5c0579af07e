const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::staff-member.staff-member');
