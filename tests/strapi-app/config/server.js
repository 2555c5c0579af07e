module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 4345),
  app: { keys: ['docs-examples-key-a', 'docs-examples-key-b'] },
});
