// The classes a type hint can name, read from their bodies as pydantic reads them: BaseModel subclasses, TypedDicts,
// dataclasses and Enums — their fields in definition order (inherited ones first), defaults, docstrings and the
// config that changes a schema. Anything that changes the schema in a way not rebuilt here (a custom schema hook,
// an alias generator, a base from a package) is listed in `unresolved`. One read per class per project.
import { qualifiedName, type PythonProject } from './project.js';
import {
  argumentsOf,
  childOf,
  childrenOf,
  docstringNode,
  statementsOf,
  textOf,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';
import { staticValue, stringValue } from './literals.js';
import type { Json } from './schema-marks.js';

export interface ClassField {
  file: PythonFile;
  name: string;
  nameNode: SyntaxNode;
  annotation: SyntaxNode;
  /** The assigned value (`= 3`, `= Field(...)`, `= field(...)`). */
  value?: SyntaxNode;
  /** TypedDict: whether the key is required by the class's totality (Required/NotRequired still apply). */
  total?: boolean;
}

export type ClassKind = 'model' | 'typeddict' | 'dataclass' | 'enum';

export interface ClassShape {
  kind: ClassKind | 'other';
  name: string;
  file: PythonFile;
  node: SyntaxNode;
  description?: string;
  fields: ClassField[];
  /** Enum member values, in order. */
  values: unknown[];
  /** Root keywords from the model's config (`additionalProperties`, `title`) and `json_schema_extra`. */
  config: Json;
  /** What cannot be rebuilt exactly, for validation-mode schemas (both SDKs' inputs, MCPServer's outputs). */
  unresolved: Array<{ what: string; node: SyntaxNode }>;
  /** Parts that change only the serialization-mode schema (fastmcp's outputs): serializers, computed fields. */
  serializationOnly: Array<{ what: string; node: SyntaxNode }>;
}

const BASES: Record<string, ClassKind> = {
  'pydantic.BaseModel': 'model',
  'pydantic.main.BaseModel': 'model',
  'typing.TypedDict': 'typeddict',
  'typing_extensions.TypedDict': 'typeddict',
  'enum.Enum': 'enum',
  'enum.IntEnum': 'enum',
  'enum.StrEnum': 'enum',
};
const MIXINS = new Set([
  'builtins.str',
  'builtins.int',
  'builtins.object',
  'typing.Generic',
  'typing_extensions.Generic',
]);
const DATACLASS_DECORATORS = new Set(['dataclasses.dataclass', 'pydantic.dataclasses.dataclass']);
/** Config keys with no effect on a validation-mode JSON Schema. */
const HARMLESS_CONFIG = new Set([
  'frozen',
  'str_strip_whitespace',
  'populate_by_name',
  'validate_by_name',
  'validate_by_alias',
  'validate_assignment',
  'arbitrary_types_allowed',
  'from_attributes',
  'use_enum_values',
  'validate_default',
  'protected_namespaces',
  'strict',
  'revalidate_instances',
  'defer_build',
  'regex_engine',
  'hide_input_in_errors',
  'validate_return',
  'cache_strings',
]);
const SCHEMA_HOOKS = new Set([
  '__get_pydantic_json_schema__',
  '__get_pydantic_core_schema__',
  'model_json_schema',
  '__modify_schema__',
]);
const SERIALIZERS = new Set([
  'pydantic.computed_field',
  'pydantic.field_serializer',
  'pydantic.model_serializer',
  'pydantic.functional_serializers.field_serializer',
]);

const caches = new WeakMap<PythonProject, Map<string, ClassShape>>();

/** The shape of the class `name` defined at `node` in `file` (cached per project). */
export function classShape(project: PythonProject, file: PythonFile, node: SyntaxNode, depth = 0): ClassShape {
  let cache = caches.get(project);
  if (!cache) caches.set(project, (cache = new Map()));
  const key = `${file.path}:${node.from}`;
  const known = cache.get(key);
  if (known) return known;
  const nameNode = childOf(node, 'VariableName');
  const shape: ClassShape = {
    kind: 'other',
    name: nameNode ? textOf(file, nameNode) : '?',
    file,
    node,
    fields: [],
    values: [],
    config: {},
    unresolved: [],
    serializationOnly: [],
  };
  cache.set(key, shape); // before reading the bases: a class cannot be its own base, but bound the cycle anyway
  if (depth > 16) {
    shape.unresolved.push({ what: `the class \`${shape.name}\` (inherits through more than 16 classes)`, node });
    return shape;
  }
  readClass(project, shape, depth);
  return shape;
}

function readClass(project: PythonProject, shape: ClassShape, depth: number): void {
  const { file, node } = shape;
  const kinds = new Set<ClassKind>();
  const parents: ClassShape[] = [];
  const argList = childOf(node, 'ArgList');
  let total = true;
  for (const arg of argList ? argumentsOf(argList, file) : []) {
    if (arg.name === 'total') {
      const value = staticValue(file, arg.value);
      if (typeof value === 'boolean') total = value;
      else shape.unresolved.push({ what: `the \`total=\` of \`${shape.name}\``, node: arg.value });
      continue;
    }
    if (arg.name === 'extra' && !arg.spread) {
      readConfigEntry(shape, 'extra', arg.value);
      continue;
    }
    if (arg.name || arg.spread) {
      shape.unresolved.push({
        what: `the class keyword \`${arg.name ?? '**'}\` of \`${shape.name}\``,
        node: arg.value,
      });
      continue;
    }
    const resolved = project.resolveExpression(
      file,
      arg.value.name === 'MemberExpression' && childOf(arg.value, '[') ? arg.value.firstChild! : arg.value,
    );
    if (resolved.kind === 'local' && resolved.binding.kind === 'class') {
      const parent = classShape(project, resolved.file, resolved.binding.node, depth + 1);
      if (parent.kind === 'other')
        shape.unresolved.push({ what: `the base class \`${parent.name}\``, node: arg.value });
      else kinds.add(parent.kind);
      parents.push(parent);
      continue;
    }
    const name = qualifiedName(resolved) ?? '';
    if (BASES[name]) kinds.add(BASES[name]);
    else if (!MIXINS.has(name))
      shape.unresolved.push({
        what: `the base class \`${textOf(file, arg.value)}\` (${resolved.kind === 'external' ? 'from a package' : 'not found'})`,
        node: arg.value,
      });
    if (name === 'typing.Generic' || name === 'typing_extensions.Generic' || childOf(arg.value, '[')) {
      shape.unresolved.push({ what: `the generic class \`${shape.name}\``, node: arg.value });
    }
  }
  if (isDataclass(project, file, node)) kinds.add('dataclass');
  if (kinds.size !== 1) {
    if (kinds.size > 1) shape.unresolved.push({ what: `the class \`${shape.name}\` (mixes model kinds)`, node });
    return;
  }
  shape.kind = [...kinds][0]!;
  const doc = docstringNode(node);
  const docText = doc ? stringValue(file, doc) : undefined;
  if (docText) shape.description = cleandoc(docText);
  if (shape.kind === 'enum') return readEnum(file, shape);
  const fields = new Map<string, ClassField>();
  for (const parent of parents) {
    for (const field of parent.fields) fields.set(field.name, field);
    Object.assign(shape.config, parent.config); // pydantic merges the bases' configs, title included
    shape.unresolved.push(...parent.unresolved);
    shape.serializationOnly.push(...parent.serializationOnly);
  }
  readBody(project, shape, fields, total);
  shape.fields = [...fields.values()];
}

function isDataclass(project: PythonProject, file: PythonFile, node: SyntaxNode): boolean {
  const decorated = node.parent?.name === 'DecoratedStatement' ? node.parent : undefined;
  if (!decorated) return false;
  return childrenOf(decorated)
    .filter((child) => child.name === 'Decorator')
    .some((decorator) => {
      const target = childrenOf(decorator).find(
        (child) => child.name === 'VariableName' || child.name === 'MemberExpression',
      );
      if (!target) return false;
      // `@dataclass` and `@dataclasses.dataclass` are flat token runs: rebuild the dotted name from them.
      const parts = childrenOf(decorator)
        .filter((child) => child.name === 'VariableName')
        .map((child) => textOf(file, child));
      const first = parts[0] ? project.resolveName(file, parts[0]) : undefined;
      const base = first ? qualifiedName(first) : undefined;
      return base !== undefined && DATACLASS_DECORATORS.has([base, ...parts.slice(1)].join('.'));
    });
}

function readBody(project: PythonProject, shape: ClassShape, fields: Map<string, ClassField>, total: boolean): void {
  const body = childOf(shape.node, 'Body');
  for (const statement of body ? statementsOf(body) : []) {
    if (statement.name === 'AssignStatement') {
      const children = childrenOf(statement);
      const [target, typeDef] = children;
      if (target?.name !== 'VariableName') continue;
      const name = textOf(shape.file, target);
      const assign = children.findIndex((child) => child.name === 'AssignOp');
      const value = assign >= 0 && assign === children.length - 2 ? children[assign + 1] : undefined;
      if (name === 'model_config' && shape.kind === 'model' && value) {
        readConfig(shape, value);
        continue;
      }
      if (typeDef?.name !== 'TypeDef' || !typeDef.lastChild || name.startsWith('_')) continue;
      const annotation = typeDef.lastChild;
      const head =
        annotation.name === 'MemberExpression' && childOf(annotation, '[') ? annotation.firstChild! : annotation;
      const headName = qualifiedName(project.resolveExpression(shape.file, head)) ?? '';
      if (headName === 'typing.ClassVar' || headName === 'typing_extensions.ClassVar') continue;
      if (headName.endsWith('.InitVar')) {
        shape.unresolved.push({ what: `the field \`${name}\` (InitVar)`, node: annotation });
        continue;
      }
      fields.set(name, {
        file: shape.file,
        name,
        nameNode: target,
        annotation,
        ...(value ? { value } : {}),
        ...(shape.kind === 'typeddict' ? { total } : {}),
      });
    } else if (statement.name === 'ClassDefinition' && shape.kind === 'model') {
      // pydantic still reads a v1-style `class Config:`; its keys are not read here.
      const name = childOf(statement, 'VariableName');
      if (name && textOf(shape.file, name) === 'Config')
        shape.unresolved.push({ what: `the \`class Config\` of \`${shape.name}\``, node: statement });
    } else if (statement.name === 'DecoratedStatement' || statement.name === 'FunctionDefinition') {
      readMethod(project, shape, statement);
    }
  }
}

function readMethod(project: PythonProject, shape: ClassShape, statement: SyntaxNode): void {
  const definition = statement.name === 'FunctionDefinition' ? statement : childOf(statement, 'FunctionDefinition');
  const name = definition ? childOf(definition, 'VariableName') : undefined;
  if (name && SCHEMA_HOOKS.has(textOf(shape.file, name))) {
    shape.unresolved.push({ what: `the schema hook \`${textOf(shape.file, name)}\` of \`${shape.name}\``, node: name });
  }
  for (const decorator of childrenOf(statement).filter((child) => child.name === 'Decorator')) {
    const first = childOf(decorator, 'VariableName');
    if (!first) continue;
    const qualified = qualifiedName(project.resolveName(shape.file, textOf(shape.file, first))) ?? '';
    if (SERIALIZERS.has(qualified))
      shape.serializationOnly.push({ what: `\`@${textOf(shape.file, first)}\` in \`${shape.name}\``, node: decorator });
  }
}

function readConfig(shape: ClassShape, value: SyntaxNode): void {
  const file = shape.file;
  const entries: Array<[string, SyntaxNode]> = [];
  if (value.name === 'CallExpression' && childOf(value, 'ArgList')) {
    for (const arg of argumentsOf(childOf(value, 'ArgList')!, file)) {
      if (!arg.name) {
        shape.unresolved.push({ what: `the \`model_config\` of \`${shape.name}\``, node: arg.value });
        continue;
      }
      entries.push([arg.name, arg.value]);
    }
  } else {
    shape.unresolved.push({ what: `the \`model_config\` of \`${shape.name}\``, node: value });
    return;
  }
  for (const [key, node] of entries) readConfigEntry(shape, key, node);
}

/** One `model_config` entry (or class keyword): the schema keywords it sets, or unresolved. */
function readConfigEntry(shape: ClassShape, key: string, node: SyntaxNode): void {
  const literal = staticValue(shape.file, node);
  if (HARMLESS_CONFIG.has(key)) return;
  if (key === 'extra' && (literal === 'forbid' || literal === 'allow' || literal === 'ignore')) {
    if (literal === 'ignore') delete shape.config.additionalProperties;
    else shape.config.additionalProperties = literal === 'allow';
  } else if (key === 'title' && typeof literal === 'string') shape.config.title = literal;
  else if (key === 'json_schema_extra' && literal && typeof literal === 'object' && !Array.isArray(literal))
    Object.assign(shape.config, literal);
  else shape.unresolved.push({ what: `\`model_config\` \`${key}\` of \`${shape.name}\``, node });
}

function readEnum(file: PythonFile, shape: ClassShape): void {
  const body = childOf(shape.node, 'Body');
  const strEnum = /StrEnum/.test(textOf(file, childOf(shape.node, 'ArgList') ?? shape.node).slice(0, 200));
  let last: unknown;
  for (const statement of body ? statementsOf(body) : []) {
    if (statement.name !== 'AssignStatement') continue;
    const children = childrenOf(statement);
    if (children.length !== 3 || children[0]!.name !== 'VariableName' || children[1]!.name !== 'AssignOp') {
      shape.unresolved.push({ what: `a member of the enum \`${shape.name}\``, node: statement });
      continue;
    }
    const name = textOf(file, children[0]!);
    if (name.startsWith('_')) continue;
    const valueNode = children[2]!;
    let value: unknown = staticValue(file, valueNode);
    if (
      value === undefined &&
      valueNode.name === 'CallExpression' &&
      /^(enum\.)?auto\(\)$/.test(textOf(file, valueNode))
    ) {
      value = strEnum ? name.toLowerCase() : typeof last === 'number' ? last + 1 : last === undefined ? 1 : undefined;
    }
    if (value === undefined || (Array.isArray(value) && !strEnum)) {
      shape.unresolved.push({ what: `the value of \`${shape.name}.${name}\``, node: valueNode });
      value = {};
    }
    if (shape.values.some((earlier) => JSON.stringify(earlier) === JSON.stringify(value))) {
      shape.unresolved.push({ what: `the alias \`${shape.name}.${name}\``, node: valueNode });
    }
    shape.values.push(value);
    last = value;
  }
}

/** The value of an enum member `Color.RED`, for defaults. */
export function enumMemberValue(shape: ClassShape, member: string): { value: unknown } | undefined {
  if (shape.kind !== 'enum') return undefined;
  const body = childOf(shape.node, 'Body');
  let index = 0;
  for (const statement of body ? statementsOf(body) : []) {
    const first = statement.firstChild;
    if (
      statement.name !== 'AssignStatement' ||
      first?.name !== 'VariableName' ||
      textOf(shape.file, first).startsWith('_')
    )
      continue;
    if (textOf(shape.file, first) === member)
      return index < shape.values.length ? { value: shape.values[index] } : undefined;
    index++;
  }
  return undefined;
}

/** Python's inspect.cleandoc, which pydantic applies to class docstrings. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content) margin = Math.min(margin, line.length - content.length);
  }
  const cleaned = [
    lines[0]!.trimStart(),
    ...lines.slice(1).map((line) => (margin === Infinity ? line : line.slice(margin))),
  ];
  // Python drops only lines left empty, not lines of spaces.
  while (cleaned.length && cleaned[cleaned.length - 1] === '') cleaned.pop();
  while (cleaned.length && cleaned[0] === '') cleaned.shift();
  return cleaned.join('\n');
}
