#!/usr/bin/env node
// `node scripts/lib/timed-command.mjs <command> [args…]`: runs the command to its end with its
// output shown and exits with its code, then writes the CPU time it took, its children's
// included, where Phases.sideBySide reads it. The command needs no part in the timing.
import { reportCpuAtExit } from './phases.mjs';
import { runForExitCode } from './run.mjs';

reportCpuAtExit();
const [command, ...args] = process.argv.slice(2);
process.exitCode = await runForExitCode(command, args);
