import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed operations from the server's own schema: every graphql(`...`)
// document under src/ is checked against graph/*.graphqls and gets its
// result and variables types in src/gql/ (committed; `make generate`).
const config: CodegenConfig = {
  schema: '../graph/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Time: 'string',
          JSON: 'unknown',
          Map: 'Record<string, unknown>',
          StringMap: 'Record<string, string>',
          Variables: 'Record<string, unknown>',
          AgentVersion: 'unknown',
        },
      },
    },
  },
};
export default config;
