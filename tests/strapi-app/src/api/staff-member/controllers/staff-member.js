const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::staff-member.staff-member');
