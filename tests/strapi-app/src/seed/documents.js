// The fixed content the API pages show. Every document has the documentId
// the pages use, so that page URLs reach it. Relations name documentIds.
module.exports = [
  {
    uid: 'api::category.category',
    documents: [
      { documentId: 'thpd6whywrwktggyf948s5wq', data: { name: 'Tutorials', slug: 'tutorials' } },
      { documentId: 'm0boxgv6dwed3ff2w3qjoasl', data: { name: 'Guides', slug: 'guides' } },
      { documentId: 'fnuz55xs6sk33zpdebltnwu8', data: { name: 'Italian', slug: 'italian' } },
      { documentId: 'w2q8hm4zt5d0xk3jv7c1n9rp', data: { name: 'Vegan', slug: 'vegan' } },
    ],
  },
  {
    uid: 'api::tag.tag',
    documents: [
      { documentId: 'll0nw9vmar6qulyqh3xwqaa6', data: { name: 'strapi' } },
      { documentId: 'puxam6ula6xvrc3x0b7quzna', data: { name: 'rest' } },
      { documentId: 'gy6sbfk4rsknp38wdv2xhyn8', data: { name: 'beginners' } },
      { documentId: 'az29wenk0v7rxvdsfcofnkim', data: { name: 'javascript' } },
    ],
  },
  {
    uid: 'api::author.author',
    documents: [
      { documentId: 't3qe88zttr2mm4qceb100e30', data: { name: 'Ada Lovelace', email: 'ada@example.com' } },
      { documentId: 'jfftum8h443kfdq9mzpwcbr6', data: { name: 'Maya Chen', email: 'maya@example.com' } },
    ],
  },
  {
    uid: 'api::article.article',
    documents: [
      {
        documentId: 'o5hej6rjcgb839pulcil240j',
        data: {
          title: 'Getting started with Strapi',
          slug: 'getting-started',
          summary: 'Install Strapi and create your first content type.',
          views: 120,
          featured: true,
          author: 'jfftum8h443kfdq9mzpwcbr6',
          category: 'thpd6whywrwktggyf948s5wq',
          tags: ['ll0nw9vmar6qulyqh3xwqaa6', 'puxam6ula6xvrc3x0b7quzna'],
          seo: { metaTitle: 'Getting started with Strapi', metaDescription: 'Install Strapi and create your first content type.' },
          blocks: [
            { __component: 'shared.rich-text', body: 'Strapi is an open-source headless CMS.' },
            { __component: 'shared.quote', title: 'Ada Lovelace', body: 'Start with one content type.' },
          ],
        },
        locales: { fr: { title: 'Bien démarrer avec Strapi', summary: 'Installez Strapi et créez votre premier type de contenu.' } },
      },
      {
        documentId: 'nrk1kcsqeftmxz2zhxm1f47g',
        data: {
          title: 'Filtering REST results',
          slug: 'filtering-rest-results',
          summary: 'Use filters to narrow down API responses.',
          views: 45,
          featured: false,
          author: 't3qe88zttr2mm4qceb100e30',
          category: 'm0boxgv6dwed3ff2w3qjoasl',
        },
        // Edited since its publication: the draft differs from the published version.
        draftChanges: { views: 46 },
      },
      {
        documentId: 'csv0r69oxus8ai8blu83si8l',
        status: 'draft',
        data: { title: 'Localizing content', slug: 'localizing-content', summary: null, views: 0, featured: false },
      },
    ],
  },
  {
    uid: 'api::homepage.homepage',
    documents: [
      { documentId: 'en8j0l2wa7tx50i6vmb0i6mt', data: { title: 'Welcome', tagline: 'Docs for builders', intro: 'Fresh content every week' } },
    ],
  },
  {
    uid: 'api::restaurant.restaurant',
    documents: [
      {
        documentId: 'nmq5cfb18y8dc28m8w249s2t',
        data: {
          name: 'Biscotte',
          description: 'Cozy bistro',
          rating: 4,
          categories: ['fnuz55xs6sk33zpdebltnwu8'],
          address: { street: '1 Main St', city: 'Paris' },
          blocks: [
            { __component: 'shared.quote', title: 'Ann', body: 'Great tarte tatin' },
            { __component: 'shared.rich-text', body: '## Our menu' },
          ],
        },
        locales: { fr: { name: 'Biscotte FR', description: 'Bistro chaleureux' } },
      },
      {
        documentId: 'y7nwuworwonueikdyfzy3ebn',
        data: {
          name: 'Green Bowl',
          description: 'Salads and grain bowls',
          rating: 2,
          categories: ['w2q8hm4zt5d0xk3jv7c1n9rp'],
          address: { street: '8 Rue Merciere', city: 'Lyon' },
        },
      },
      {
        documentId: 'cudgpusadjzxywxcwba8hldj',
        status: 'draft',
        data: { name: 'Pizzeria Roma', description: null, rating: 3, categories: ['fnuz55xs6sk33zpdebltnwu8'] },
      },
    ],
  },
];
