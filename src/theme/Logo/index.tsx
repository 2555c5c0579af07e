import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import styles from './styles.module.css';

/**
 * The navbar's logo, drawn inline rather than as the theme's two `<img>`
 * files (one per colour mode): Chromium parses each SVG image as a
 * document of its own, laying out its text with its own font lookup, which
 * took 12 to 19 ms of main thread per page load for the two (four times
 * that with a phone's CPU throttling) and two requests before the first
 * paint. Inline, the wordmark takes its colour from the colour mode through CSS.
 */
export default function Logo({imageClassName, titleClassName, ...linkProps}: Props): React.JSX.Element {
  const {navbar} = useThemeConfig();
  const {logo, title} = navbar;
  const logoLink = useBaseUrl(logo?.href ?? '/');
  const mark = (
    <svg
      className={styles.logo}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 96 24"
      width={logo?.width ?? 96}
      height={logo?.height ?? 24}
      role="img"
      aria-label={logo?.alt ?? 'Strapi'}>
      <path
        fill="#4945FF"
        d="M0 8.3c0-3.9 0-5.9 1.2-7.1S4.4 0 8.3 0h7.4c3.9 0 5.9 0 7.1 1.2S24 4.4 24 8.3v7.4c0 3.9 0 5.9-1.2 7.1S19.6 24 15.7 24H8.3c-3.9 0-5.9 0-7.1-1.2S0 19.6 0 15.7z"
      />
      <path fill="#fff" d="M16.6 7.2H8.3v4.2h4.2v4.2h4.2V7.6a.4.4 0 0 0-.1-.4" />
      <path fill="#fff" fillOpacity=".6" d="M8.3 7.2v4.2H4.4a.2.2 0 0 1-.1-.3zm4.2 12.4v-4h4.2l-4 4.1a.2.2 0 0 1-.2-.1" />
      <text className={styles.wordmark} x="30" y="18">
        Strapi
      </text>
    </svg>
  );
  return (
    <Link to={logoLink} {...linkProps} {...(logo?.target ? {target: logo.target} : {})}>
      {imageClassName ? <div className={imageClassName}>{mark}</div> : mark}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
