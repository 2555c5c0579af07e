const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const seedContent = require('./documents');

const TOKEN_FILE = path.join(__dirname, '..', '..', '.tmp', 'api-token.txt');
const FILES_DIR = path.join(__dirname, '..', '..', 'examples-files');
// The Media Library files of the upload page, with the ids it uses.
const MEDIA = [
  { id: 21, name: 'team-photo.jpg', mime: 'image/jpeg', alternativeText: 'The team at the spring offsite', caption: 'Spring offsite, 2025' },
  { id: 22, name: 'diagram.png', mime: 'image/png', alternativeText: 'Architecture diagram', caption: null },
];
const PUBLIC_ACTIONS = [
  ...['article', 'author', 'category', 'tag', 'restaurant'].flatMap((name) => [
    `api::${name}.${name}.find`,
    `api::${name}.${name}.findOne`,
  ]),
  'api::homepage.homepage.find',
  'plugin::i18n.locales.listLocales',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

async function ensureFrenchLocale(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('fr'))) {
    await locales.create({ code: 'fr', name: 'French (fr)' });
  }
}

/** Allows what the pages call without a token: reading the example content. */
async function openPublicRole(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of PUBLIC_ACTIONS) {
    if (!(await permissions.findOne({ where: { action, role: role.id } }))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}

async function createDocument(strapi, uid, { documentId, data, status = 'published', locales = {}, draftChanges }) {
  const documents = strapi.documents(uid);
  const hasDraftAndPublish = strapi.contentType(uid).options?.draftAndPublish === true;
  const created = await documents.create({ data: { ...data, documentId }, status: hasDraftAndPublish ? status : undefined });
  if (created.documentId !== documentId) {
    await strapi.db.query(uid).updateMany({ where: { documentId: created.documentId }, data: { documentId } });
  }
  for (const [locale, localized] of Object.entries(locales)) {
    await documents.update({ documentId, locale, data: localized });
    if (hasDraftAndPublish && status === 'published') await documents.publish({ documentId, locale });
  }
  if (draftChanges) await documents.update({ documentId, data: draftChanges });
}

/** Uploads the example files again, then gives them the ids the upload page uses. */
async function seedMedia(strapi) {
  await strapi.db.query('plugin::upload.file').deleteMany({});
  for (const { id, name, mime, alternativeText, caption } of MEDIA) {
    // The upload reads a copy: the source files stay untouched.
    const copy = path.join(os.tmpdir(), `docs-examples-${name}`);
    fs.copyFileSync(path.join(FILES_DIR, name), copy);
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { alternativeText, caption } },
      files: { filepath: copy, originalFilename: name, mimetype: mime, size: fs.statSync(copy).size },
    });
    await strapi.db.connection('files').where({ id: file.id }).update({ id });
  }
}

/** Empties the example content types and creates the fixed content again, in order. */
async function seedDocuments(strapi) {
  await seedMedia(strapi);
  for (const { uid } of [...seedContent].reverse()) {
    await strapi.db.query(uid).deleteMany({});
  }
  for (const { uid, documents } of seedContent) {
    for (const document of documents) await createDocument(strapi, uid, document);
  }
}

/** The end user of the login examples. */
async function ensureEndUser(strapi) {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: 'kai@example.com' } })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  await strapi.plugin('users-permissions').service('user').add({
    username: 'kai',
    email: 'kai@example.com',
    password: 'Passw0rd!',
    provider: 'local',
    confirmed: true,
    role: role.id,
  });
}

/** A full-access API token, written in clear where the example runner reads it. */
async function writeApiToken(strapi) {
  const tokens = strapi.service('admin::api-token');
  const name = 'docs-examples';
  const existing = await tokens.getByName(name);
  if (existing) await tokens.revoke(existing.id);
  const token = await tokens.create({ name, type: 'full-access', lifespan: null, description: 'Docs examples' });
  fs.mkdirSync(path.dirname(TOKEN_FILE), { recursive: true });
  fs.writeFileSync(TOKEN_FILE, token.accessKey);
}

module.exports = { ensureFrenchLocale, openPublicRole, seedDocuments, ensureEndUser, writeApiToken };
