// docusaurus-plugin-image-zoom ships its client module without types: on
// import it attaches medium-zoom to the page and returns its route hook.
declare module 'docusaurus-plugin-image-zoom/lib/zoom' {
  const zoom: {onRouteUpdate: () => void} | null;
  export default zoom;
}
