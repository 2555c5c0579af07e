/** The query the builder opens with; `npm run test:examples` sends the URL it builds to a real Strapi. */
export const DEFAULT_ENDPOINT = '/api/restaurants';
export const DEFAULT_QUERY = `{
  filters: {
    name: { $containsi: 'pizza' },
  },
  populate: ['cover', 'categories'],
  fields: ['name', 'description'],
  sort: ['name:asc'],
  pagination: { page: 1, pageSize: 10 },
  locale: 'en',
  status: 'published',
}`;

