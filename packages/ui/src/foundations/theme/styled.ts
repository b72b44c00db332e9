import 'styled-components';
import type { NewsdeskTheme } from '../tokens';

declare module 'styled-components' {
  // Styled-components' DefaultTheme is an empty interface meant to be extended this way.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends NewsdeskTheme {}
}

export {};
