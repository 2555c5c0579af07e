const seed = require('../../../seed');

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

function allowed(ctx) {
  const secret = process.env.DOCS_EXAMPLES_SECRET;
  return Boolean(secret) && ctx.request.headers['x-docs-examples-secret'] === secret;
}

module.exports = ({ strapi }) => ({
  /** Puts the fixed content back, so that every writing example starts from the same data. */
  async reset(ctx) {
    if (!allowed(ctx)) return ctx.forbidden();
    await seed.seedDocuments(strapi);
    ctx.body = { reset: true };
  },

  /**
   * Runs a Document Service example of the docs inside the app and answers the
   * value of the variable it names (`result`), serialized as JSON.
   */
  async run(ctx) {
    if (!allowed(ctx)) return ctx.forbidden();
    const { code, result } = ctx.request.body;
    try {
      const run = new AsyncFunction('strapi', `${code}\nreturn ${result};`);
      ctx.body = { value: (await run(strapi)) ?? null };
    } catch (error) {
      ctx.body = { error: { name: error.name, message: error.message } };
    }
  },
});
