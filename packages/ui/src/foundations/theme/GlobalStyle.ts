import { createGlobalStyle } from 'styled-components';
import { theme, tokensCss } from '../tokens';

const tokens = tokensCss();

/** Token variables, a small reset and the base typography of the console. */
export const GlobalStyle = createGlobalStyle`
  ${tokens}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    background: ${theme.color.bg.canvas};
    color: ${theme.color.text.primary};
    font-family: ${theme.font.family.sans};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  :root[lang='zh-CN'] body { font-family: ${theme.font.family.sansZh}; }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote { margin: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg, video { display: block; max-width: 100%; }
  a { color: ${theme.color.text.link}; }

  :focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
