// The order test files start in. With two workers the suite's wall time is set by its longest files, the ones that
// install something for real (a scaffolded project, this package, a Python environment): one of them starting last
// runs alone at the end while the other worker idles. Those start first; vitest's own order (longest first by its
// cache of earlier runs, else largest first) holds within each group. A clean checkout (CI) has no such cache.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How a file installs: `npm pack` of this repository, its packed files copied as npm would, a venv, `npm install`. */
const INSTALLS = /\b(packSelf|installInto|pythonWith)\(|helpers\/python-venv\.js'|'npm',\s*\[\s*'install'/;

export const installs = (file: string): boolean => INSTALLS.test(readFileSync(file, 'utf8'));

export class InstallsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((file) => installs(file.moduleId));
    return [...first, ...sorted.filter((file) => !first.includes(file))];
  }
}
