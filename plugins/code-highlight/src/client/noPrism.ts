// Replaces the theme's client module that loads Prism into the browser:
// code is highlighted at build time (see ../rehypeHighlight.ts).
export {};
