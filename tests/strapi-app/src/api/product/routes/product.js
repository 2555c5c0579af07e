const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::product.product');
