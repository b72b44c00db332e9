export { GlobalStyle } from './GlobalStyle';
export { useResolvedColorScheme, useApplyColorScheme } from './useColorScheme';
