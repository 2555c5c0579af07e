/** The part of `nprogress` (no types of its own) that the route progress bar uses. */
declare module 'nprogress' {
  const nprogress: {
    configure: (options: {showSpinner?: boolean}) => unknown;
    start: () => unknown;
    done: () => unknown;
  };
  export default nprogress;
}
