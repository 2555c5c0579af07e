import pathToRegexp from 'path-to-regexp';

type Options = pathToRegexp.RegExpOptions & pathToRegexp.ParseOptions;

/**
 * A route path with no parameter, group, wildcard or escape: the pattern
 * `path-to-regexp` writes for it only ever matches the path itself.
 */
const STATIC_PATH = /^[\w\-./~%]*$/;

/** Whether `pathname` starts with `path`, letters compared as a regular expression with the `i` flag compares them. */
function startsWithPath(pathname: string, path: string, sensitive: boolean): boolean {
  if (pathname.length < path.length) return false;
  for (let i = 0; i < path.length; i++) {
    const a = pathname.charCodeAt(i);
    const b = path.charCodeAt(i);
    if (a === b) continue;
    const lower = a | 0x20;
    if (sensitive || lower !== (b | 0x20) || lower < 0x61 || lower > 0x7a) return false;
  }
  return true;
}

/**
 * How long a match of `pathname` is, as the pattern `path-to-regexp` 1.x
 * writes for a static path would find it (`^path(?:/(?=$))?$` and its
 * variants), or -1 when there is none.
 */
function matchLength(pathname: string, path: string, {strict = false, end = true, sensitive = false}: Options): number {
  const endsWithSlash = path.endsWith('/');
  // Not strict: a trailing slash of the path is optional, and so is one at the end of the pathname.
  const base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  if (!startsWithPath(pathname, base, sensitive)) return -1;
  const rest = pathname.slice(base.length);
  if (!strict && rest === '/') return pathname.length;
  if (rest === '') return base.length;
  if (end) return -1;
  return (strict && endsWithSlash) || rest.startsWith('/') ? base.length : -1;
}

/** What react-router reads of the pattern: `exec` and the (empty) keys. */
function staticPathPattern(path: string, keys: pathToRegexp.Key[], options: Options): pathToRegexp.PathRegExp {
  const pattern = {
    keys,
    exec(pathname: string): RegExpExecArray | null {
      const length = matchLength(pathname, path, options);
      if (length < 0) return null;
      const match: RegExpExecArray = Object.assign([pathname.slice(0, length)] as [string], {index: 0, input: pathname, groups: undefined});
      return match;
    },
  };
  return pattern as unknown as pathToRegexp.PathRegExp;
}

/**
 * `path-to-regexp` for react-router, which compiles a regular expression
 * per route it tries and runs it once: matching a doc page's URL tried
 * hundreds of routes and, in a CPU profile of a page load, spent about 8 ms
 * (30 ms at a phone's 4x slowdown) building and compiling those patterns.
 * Docusaurus's routes are static paths, which are compared as strings here
 * with the same result; any other path goes to `path-to-regexp` itself.
 */
function pathToRegexpForStaticRoutes(path: pathToRegexp.Path, keysOrOptions?: pathToRegexp.Key[] | Options, maybeOptions?: Options): pathToRegexp.PathRegExp {
  const keys = Array.isArray(keysOrOptions) ? keysOrOptions : [];
  const options = (Array.isArray(keysOrOptions) ? maybeOptions : keysOrOptions) ?? {};
  if (typeof path === 'string' && STATIC_PATH.test(path) && (options.delimiter ?? '/') === '/') return staticPathPattern(path, keys, options);
  return pathToRegexp(path, keys, options);
}

export default Object.assign(pathToRegexpForStaticRoutes, {
  parse: pathToRegexp.parse,
  compile: pathToRegexp.compile,
  tokensToFunction: pathToRegexp.tokensToFunction,
  tokensToRegExp: pathToRegexp.tokensToRegExp,
});
