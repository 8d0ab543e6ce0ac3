// @ts-check
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { outboundGateRule } from './eslint/outbound-gate.js';
import { serverModulesRule } from './eslint/server-modules.js';
import { webLayersRule } from './eslint/web-layers.js';

/**
 * Import boundaries (docs/decisions/0003-import-boundaries.md): shared code runs anywhere,
 * the server never imports the web app and vice versa, and inside the web app imports
 * point down its layers (app → features → entities → components/hooks/lib; the
 * `karamu/web-layers` rule in eslint/web-layers.js). On the server, a module is reached
 * through its index.ts only (`karamu/server-modules` in eslint/server-modules.js, decision
 * 0064) and sends pass the outbound gate (`karamu/outbound-gate` in eslint/outbound-gate.js,
 * decision 0059).
 */
const sharedStaysPortable = {
  patterns: [
    { group: ['node:*'], message: '@karamu/shared must run in the browser too.' },
    { group: ['react', 'react-dom', 'react/*'], message: '@karamu/shared has no React.' },
    {
      group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
      message: 'No database in shared.',
    },
    {
      group: ['**/apps/*', '@karamu/server', '@karamu/web'],
      message: 'Shared depends on nothing.',
    },
  ],
};

/**
 * Shared's folders in layers, as the server's modules and the web's features: an area
 * (events, vendors, pledges) stands on the platform and the area-free helpers and imports no
 * other area; the platform imports no area; the helpers at the top import neither.
 */
const SHARED_AREAS = ['events', 'vendors', 'pledges'];
const sharedImportsNone = (folders, message) => ({
  patterns: [
    ...sharedStaysPortable.patterns,
    {
      group: folders.flatMap((folder) =>
        ['./', '../', '../../'].flatMap((up) => [`${up}${folder}`, `${up}${folder}/**`]),
      ),
      message,
    },
  ],
});
const sharedLayers = [
  ...SHARED_AREAS.map((area) => ({
    files: [`packages/shared/src/${area}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        sharedImportsNone(
          SHARED_AREAS.filter((other) => other !== area),
          'An area of shared imports no other area: what both need moves to platform/.',
        ),
      ],
    },
  })),
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: [
      ...SHARED_AREAS.map((area) => `packages/shared/src/${area}/**`),
      'packages/shared/src/index.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        sharedImportsNone(
          SHARED_AREAS,
          'The platform and the helpers of shared import no area (events, vendors, pledges).',
        ),
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: [
      'packages/shared/src/{events,vendors,pledges,platform}/**',
      'packages/shared/src/index.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        sharedImportsNone(
          [...SHARED_AREAS, 'platform'],
          "Shared's area-free helpers import neither an area nor the platform.",
        ),
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Served as it is to the browser, before the app (decision 0055).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', sharedStaysPortable] },
  },
  ...sharedLayers,
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@karamu/web'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // A module's route-cases.ts is the authorization matrix's rows, test code (decision 0066b).
    ignores: ['**/*.test.ts', '**/route-cases.ts'],
    plugins: {
      karamu: { rules: { 'outbound-gate': outboundGateRule, 'server-modules': serverModulesRule } },
    },
    rules: {
      'karamu/outbound-gate': [
        'error',
        { srcDir: fileURLToPath(new URL('./apps/server/src', import.meta.url)) },
      ],
      'karamu/server-modules': [
        'error',
        { srcDir: fileURLToPath(new URL('./apps/server/src', import.meta.url)) },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, karamu: { rules: { 'web-layers': webLayersRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'karamu/web-layers': [
        'error',
        { srcDir: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@karamu/server'],
              message: 'The web app talks to the server over HTTP only.',
            },
            { group: ['node:*'], message: 'The web app runs in the browser.' },
          ],
        },
      ],
    },
  },
);
