import type { ChildProcess } from 'node:child_process';

/** Resolves once `pattern` appears in the process's output; rejects, with the output, if it exits first. */
export function untilPrinted(child: ChildProcess, pattern: RegExp, output: { text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const read = () => {
      if (!pattern.test(output.text)) return;
      child.stdout?.off('data', read);
      child.off('exit', exited);
      resolve();
    };
    const exited = (code: number | null) => reject(new Error(`The process exited (${code}) before "${pattern.source}":\n${output.text}`));
    child.stdout?.on('data', read);
    child.once('exit', exited);
    read();
  });
}
