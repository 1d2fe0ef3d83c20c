// The tsconfig.json the type-aware tests give a scratch project: strict, Node's module resolution, no output.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeStrictTsconfig(dir: string, include: string[]): void {
  const compilerOptions = {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    noEmit: true,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include }));
}
