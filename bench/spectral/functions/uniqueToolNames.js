// Spectral custom function: no two tools share a name.
export default function uniqueToolNames(tools) {
  if (!Array.isArray(tools)) return [];
  const seen = new Set();
  const problems = [];
  tools.forEach((tool, index) => {
    const name = tool && tool.name;
    if (typeof name !== 'string') return;
    if (seen.has(name)) problems.push({ message: `Tool name "${name}" is used more than once.`, path: [index, 'name'] });
    seen.add(name);
  });
  return problems;
}
