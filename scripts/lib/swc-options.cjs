// How the Node projects' TypeScript becomes the CommonJS that runs: one set of options for the
// builds (scripts/build-node-project.mjs) and for Jest, so the tests run the code as it ships
// (docs/decisions.md, D-200). Types are checked by `npm run typecheck`, not here.

/** TypeScript with Nest's legacy decorators and the type metadata its injector reads. */
function typescriptToCommonJs({ sourceMaps }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      // Nest names providers, loggers and errors by their classes' names.
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps,
  };
}

/** A package published only as ES modules, for Jest's CommonJS module system. */
const esmToCommonJs = { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } };

module.exports = { typescriptToCommonJs, esmToCommonJs };
