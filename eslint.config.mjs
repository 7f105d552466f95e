// @ts-check
/** Lint over every TypeScript file: typescript-eslint's type-checked rules, React hooks rules in the frontend, Prettier owns formatting. */
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.spec.ts', '**/*.spec-helper.ts', '**/*.contract.ts', '**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    // Plain-JS config files (jest.config.js, .dependency-cruiser.cjs, this file) belong to no tsconfig, so the
    // type-aware rules cannot run on them; Prettier still checks them. vite.config.ts is in frontend/tsconfig.json.
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Production code is typed through the configs with noUncheckedIndexedAccess on (tests are not: docs/decisions.md).
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'frontend/src/testing/**', 'frontend/src/features/*/testing/**'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./backend/tsconfig.build.json', './frontend/tsconfig.app.json'],
      },
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Specs read supertest's `res.body`, which is `any` by design; asserting on it is the point of the spec.
    files: [...TEST_FILES, 'backend/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
