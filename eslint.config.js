// @ts-check
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (docs/architecture.md): contract ← ui ← app; contract ← server. */
const boundaries = {
  contract: ['@firm/ui', '@firm/ui/*', '@firm/app', '@firm/server', 'react', 'react-dom', 'styled-components'],
  ui: ['@firm/app', '@firm/app/*', '@firm/server', '@firm/server/*', 'react-router', 'react-router-dom', 'swr'],
  app: ['@firm/server', '@firm/server/*'],
  server: ['@firm/app/src/*'],
};

const restrict = (names) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names, message: 'This import crosses a package boundary (see docs/architecture.md).' }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'packages/ui/visual-baselines/**',
      '.vitest-attachments/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    // Migrations are written against an untyped handle (frozen in time, no app types);
    // tests read JSON answers loosely.
    files: ['packages/server/src/db/migrations/**/*.ts', '**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['packages/contract/**/*.ts'], rules: restrict(boundaries.contract) },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: restrict(boundaries.ui) },
  { files: ['app/**/*.{ts,tsx}'], rules: restrict(boundaries.app) },
  { files: ['packages/server/**/*.ts'], rules: restrict(boundaries.server) },
  {
    // Styles use tokens only: a raw hex colour outside the palette is an error.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/theme/palette.ts',
      'packages/ui/src/theme/*.test.ts',
      '**/*.fixtures.ts',
      '**/fixtures/**',
      '**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]',
          message: 'Use a colour token from the theme, not a raw hex value.',
        },
        {
          selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'Use a colour token from the theme, not a raw hex value.',
        },
      ],
    },
  },
);
