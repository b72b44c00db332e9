export * from './tokens';
export { theme, tokensCss, cssVarName, type NewsdeskTheme, type VarTree } from './cssVariables';
