// How a generated Python project runs mcp-lint and create-mcp-tool. From a registry version: the mcp-tool-lint wheel,
// a dev dependency (.venv/bin/mcp-lint) and the pre-commit hook's own Python environment, so the project needs
// Python, and Node 20+ for the wheel's runtime (or its [node] extra), never npx. From a build that is on no registry
// yet (a tarball copied into the project, a folder), no wheel of it exists to install, so the project keeps running
// that build with npx until the version is published (linter-source.ts).
import type { LinterSource } from './linter-source.js';

/** The PyPI package: the npm package's commands in a wheel (docs/python.md). */
export const PYTHON_PACKAGE = 'mcp-tool-lint';

export interface PythonLinter {
  /** What the README, CI and next steps run for mcp-lint and create-mcp-tool. */
  mcpLint: string;
  createMcpTool: string;
  /** Appended to pyproject.toml's dev extra: `, "mcp-tool-lint==X"`, or nothing. */
  pyLintRequirement: string;
  /** The pre-commit hook's lines from `entry:` to its dependencies (indented for .pre-commit-config.yaml). */
  mcpLintHook: string;
  /** The README's paragraph on other ways to run it. */
  mcpLintElsewhere: string;
}

export function pythonLinter(source: LinterSource, version: string): PythonLinter {
  const hookIndent = '        ';
  if (!source.spec.startsWith('file:')) {
    const requirement = `${PYTHON_PACKAGE}==${source.spec}`;
    return {
      mcpLint: '.venv/bin/mcp-lint',
      createMcpTool: '.venv/bin/create-mcp-tool',
      pyLintRequirement: `, "${requirement}"`,
      mcpLintHook: ['entry: mcp-lint src', 'language: python', `additional_dependencies: ["${requirement}"]`]
        .map((line) => hookIndent + line)
        .join('\n'),
      mcpLintElsewhere:
        `Without the virtual environment: \`pipx run --spec ${requirement} mcp-lint src\` or ` +
        `\`uvx --from ${requirement} mcp-lint src\`. The ${PYTHON_PACKAGE} wheel runs on Node 20+ from PATH; where there is none, ` +
        `install \`${PYTHON_PACKAGE}[node]\` instead, which brings one (\`uvx --from '${PYTHON_PACKAGE}[node]==${source.spec}' mcp-lint src\`).`,
    };
  }
  const npx = (command: string) => `npx --yes --package ${source.npxPackage} -- ${command}`;
  return {
    mcpLint: npx('mcp-lint'),
    createMcpTool: npx('create-mcp-tool'),
    pyLintRequirement: '',
    mcpLintHook: [`entry: ${npx('mcp-lint src')}`, 'language: system'].map((line) => hookIndent + line).join('\n'),
    mcpLintElsewhere:
      `This project was made by a build of create-mcp-tool that is on no registry yet, so it runs that build with npx (Node 20+). ` +
      `Once ${PYTHON_PACKAGE} ${version} is on PyPI, the project can take it as a dev dependency instead: ` +
      `add "${PYTHON_PACKAGE}==${version}" to the dev extra of pyproject.toml and run \`.venv/bin/mcp-lint src\`, or \`pipx run --spec ${PYTHON_PACKAGE}==${version} mcp-lint src\`.`,
  };
}
