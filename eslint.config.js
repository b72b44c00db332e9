// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      // msw's service worker, written by `msw init` (do not edit).
      '.storybook/public/**',
      '.tmp/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      'packages/api-client/src/generated/**',
      'openapi/bundled/**',
      'contracts/pacts/**',
      'apps/api/drizzle/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // The theme is a constant (every value a `var(--nd-…)` reference): interpolate it directly.
      // A function of the theme makes styled-components run it and hash the component's whole CSS
      // on every render of every instance, where a constant template is generated once.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
          message:
            "Interpolate the constant theme (`${theme.space[2]}`, `import { theme }` from foundations/tokens or '@newsdesk/ui'), not a function of the ThemeProvider's.",
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // packages/ui is components only: no router, no API client (house style).
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'packages/ui never imports the router.' },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "useTranslation comes from the library's foundations/i18n (one shared t per language, not one per component).",
            },
            { name: '@newsdesk/api-client', message: 'packages/ui never fetches.' },
            { name: '@apollo/client', message: 'packages/ui never fetches.' },
            {
              name: '@floating-ui/react',
              importNames: ['FloatingFocusManager'],
              message:
                'Overlays take the focus through overlays/shared/DialogFocusManager: before the next frame, not in it (keys and clicks in that frame went astray).',
            },
          ],
        },
      ],
    },
  },
  // The console's hooks live in .ts files too (apps/console/src/data, hooks beside pages).
  {
    files: ['apps/console/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The rest of the console translates with the library's hook too (pages have their own list below).
  {
    files: ['apps/console/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'useTranslation comes from @newsdesk/ui (one shared t per language, not one per component).',
            },
          ],
        },
      ],
    },
  },
  // Console pages are thin: they call the data layer's hooks, never a client (README, Architecture).
  {
    files: ['apps/console/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@newsdesk/api-client',
              importNames: [
                'createApi',
                'createMainClient',
                'createSecondClient',
                'createUploader',
                'defaultTransport',
                'unwrap',
                'gql',
              ],
              message: 'Pages call the domain hooks of apps/console/src/data, not the clients.',
              allowTypeImports: true,
            },
            {
              name: '@newsdesk/api-client/graphql',
              message: 'Pages call the domain hooks of apps/console/src/data, not the clients.',
              allowTypeImports: true,
            },
            { name: '@apollo/client', message: 'GraphQL reads go through data/graphql.ts.' },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'useTranslation comes from @newsdesk/ui (one shared t per language, not one per component).',
            },
          ],
          patterns: [
            {
              group: [
                '**/data/clients',
                '**/data/clients.ts',
                '**/data/graphql',
                '**/data/graphql.ts',
              ],
              message: 'Pages call the domain hooks of apps/console/src/data, not the clients.',
            },
            {
              group: ['@newsdesk/api-client/generated/*'],
              message: 'Pages call the domain hooks of apps/console/src/data, not the clients.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
