// server.json's environmentVariables are what a client asks the user for before starting the server. One the server
// never reads is a prompt for nothing (often a name renamed in the code and not here, so the real one goes unset).
import { defineRule } from '../../core/types.js';
import { joinPointer } from '../../core/pointer.js';
import { quote } from '../../spec/value-text.js';
import { isObject } from '../../core/json-value.js';
import { manifestOf, packagesOf, reportAt, text } from '../shared/registry.js';

const rule = defineRule({
  id: 'server-json-env-vars',
  meta: {
    description: "server.json declares an environment variable that the project's TS/JS or Python source never reads",
    defaultLevel: 'warning',
    scope: 'registry',
    messages: {
      notRead:
        'server.json declares the environment variable {{name}}, but no TS/JS or Python file of the project reads it ({{files}} read). Remove it, or fix the name to the one the server reads.',
    },
  },
  checkSource(_tools, context) {
    const registry = manifestOf(context, 'server.json');
    const reads = registry?.project.envReads;
    // Only a Node or Python project is scanned, and only reads by name prove anything: `process.env[key]` could read any.
    if (!registry || !reads || reads.dynamic || (!registry.project.packageJson && !registry.project.pyproject)) return;
    for (const entry of packagesOf(registry.document)) {
      const variables = entry.value.environmentVariables;
      if (!Array.isArray(variables)) continue;
      variables.forEach((variable: unknown, index) => {
        const name = isObject(variable) ? text(variable.name) : undefined;
        if (name === undefined || reads.names.has(name)) return;
        reportAt(context, registry, joinPointer(entry.pointer, 'environmentVariables', index, 'name'), 'notRead', {
          name: quote(name),
          files: `${reads.files} file${reads.files === 1 ? '' : 's'}`,
        });
      });
    }
  },
});

export default rule;
