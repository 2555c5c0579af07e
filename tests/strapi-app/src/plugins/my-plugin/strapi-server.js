const schema = require('./server/content-types/link/schema.json');

module.exports = { contentTypes: { link: { schema } } };
