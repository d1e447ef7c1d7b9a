// Jest's runtime, with one change: each module is compiled as a vm.Script rather than with
// vm.compileFunction. V8 keeps a Script's compiled code for its source and reuses it in every
// test file a worker runs; a compileFunction is compiled afresh each time, so every test file
// used to parse NestJS, TypeORM, Fastify and the AWS SDK again (docs/decisions.md, D-203).
const { Script } = require('node:vm');
const JestRuntime = require('jest-runtime').default;

class ScriptCompilingRuntime extends JestRuntime {
  constructor(...args) {
    super(...args);
    // The module executor is jest-runtime's own (the version is pinned); an upgrade that moves
    // it stops the run here rather than quietly compiling the slow way again.
    const executor = this.executor;
    if (typeof executor?.compile !== 'function') throw new Error('jest-script-runtime: jest-runtime has no executor.compile');
    executor.compile = compileAsScript(executor, executor.compile.bind(executor));
  }
}

function compileAsScript(executor, jestCompile) {
  return (scriptSource, filename) => {
    const context = executor.environment.getVmContext();
    if (context == null) return null;
    let script;
    try {
      // The wrapper has a line of its own and the offset takes it back, so stack traces and
      // source maps keep the module's own line numbers.
      script = new Script(`(function (${executor.injectedModuleParameters.join(', ')}) {\n${scriptSource}\n})`, {
        filename,
        lineOffset: -1,
        importModuleDynamically: (specifier, _script, importAttributes, phase) =>
          executor.dynamicImport(specifier, filename, context, importAttributes, phase),
      });
    } catch {
      // Jest's own compile reports the module's syntax error in its words.
      return jestCompile(scriptSource, filename);
    }
    return script.runInContext(context);
  };
}

module.exports = ScriptCompilingRuntime;
