const schema = require('./server/content-types/bookmark/schema.json');

module.exports = { contentTypes: { bookmark: { schema } } };
