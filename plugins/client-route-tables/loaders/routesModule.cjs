/** Loader entry: see ./routeTable.cjs. */
module.exports = require('./routeTable.cjs').routesModule;
