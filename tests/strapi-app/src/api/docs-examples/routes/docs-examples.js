// Routes for the example runner only: they need the secret the runner starts the server with.
module.exports = {
  routes: [
    { method: 'POST', path: '/docs-examples/reset', handler: 'docs-examples.reset', config: { auth: false } },
    { method: 'POST', path: '/docs-examples/run', handler: 'docs-examples.run', config: { auth: false } },
  ],
};
