import {renderToStaticMarkup} from 'react-dom/server';
import {createMemoryHistory} from 'history';
import {Link as RouterLink, Router} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {Link} from '../client/reactRouterDomForLink';

const at = (path: string, link: React.ReactElement) => renderToStaticMarkup(<Router history={createMemoryHistory({initialEntries: [path]})}>{link}</Router>);

describe("Docusaurus's link on one component", () => {
  const targets = [
    '/cms/intro',
    'quick-start',
    '../cloud/intro#deploy',
    '?q=webhooks',
    {pathname: '/search', search: '?q=cron', hash: '#results'},
  ] as const;

  for (const to of targets) {
    it(`renders what react-router-dom's Link renders: ${JSON.stringify(to)}`, () => {
      const props = {className: 'menu__link', 'aria-current': 'page' as const, children: 'Label'};
      expect(at('/cms/api/rest', <Link to={to} {...props} />)).toBe(at('/cms/api/rest', <RouterLink to={to} {...props} />));
    });
  }

  it('resolves a function target against the current location', () => {
    const link = <Link to={(current) => `${current.pathname}/child`}>Child</Link>;
    expect(at('/cms/intro', link)).toBe('<a href="/cms/intro/child">Child</a>');
  });
});
