// The passport strategies of the SSO pages ship no type declarations: a
// strict project declares them itself, as here.
declare module 'passport-discord';
declare module 'passport-github2';
declare module 'passport-google-oauth2';
declare module 'passport-keycloak-oauth2-oidc';
declare module 'passport-azure-ad-oauth2';
declare module 'passport-okta-oauth20';
