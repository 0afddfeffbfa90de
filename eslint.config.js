import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.local', 'coverage', 'test-results', 'playwright-report', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.cjs'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { z } from 'zod'` keeps zod's whole namespace, its 260 KB of locales included, in
      // every bundle; `import * as z` lets esbuild keep only what is used.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
          message: "Use `import * as z from 'zod'`: the named `z` bundles every locale.",
        },
      ],
      // React's event-handler attributes take async functions (`onSubmit={handleSubmit(save)}`, `onClick={async () => ...}`);
      // the handlers catch their own errors and show them. Promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Async functions that do not await are how this code satisfies promise-returning interfaces (middy hooks, fakes,
      // emulator callbacks); an `await` added only to please the rule would be noise. Floating promises stay errors.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // Asymmetric matchers (`expect.any(String)`, `expect.objectContaining`) are typed `any`, and tests read parsed JSON
      // and pass methods to `expect`: the unsafe-any and unbound-method rules would flag the ordinary way of writing assertions.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Plain JavaScript config files have no type information.
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
);
