// Type hints to JSON Schema by pydantic's rules (2.13, validation mode unless told otherwise), as MCPServer publishes
// them: named classes become `$defs` entries behind a `$ref`, each field gets pydantic's title. fastmcp's changes to
// this (titles pruned, `$defs` inlined) are made afterwards, in fastmcp-schema.ts. A hint that cannot be rebuilt
// exactly becomes `{}` marked unresolved, never a guess.
import type { Range } from '../../core/position.js';
import { qualifiedName, type PythonProject, type Resolved } from './project.js';
import { childOf, childrenOf, rangeOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';
import { staticValue, stringValue } from './literals.js';
import { canonicalName, containerOf, fieldTitle, plainTypeSchema } from './hint-types.js';
import { classShape, enumMemberValue, type ClassField, type ClassShape } from './models.js';
import { emptyFieldInfo, readAnnotatedType, readFieldCall, defaultOf, type FieldInfo } from './field-info.js';
import { carryMarks, define, unresolvedPart, type Json, type Marks } from './schema-marks.js';

export type SchemaMode = 'validation' | 'serialization';

/** What the builder asks of a framework's way of publishing hints (its SchemaStyle, frameworks/framework.ts). */
export interface HintStyle {
  /** Whether `Annotated[T, "text"]` on a parameter describes it (fastmcp), rather than being ignored (pydantic). */
  readonly annotatedTextDescribes: boolean;
  /** An unannotated parameter's schema: pydantic's `{title, type: string}` (MCPServer's model) or `{}` (fastmcp). */
  readonly unannotatedParameter: 'titled-string' | 'any';
}

/** Deeper nesting of hints than this is not written by hand; it bounds hostile input. */
const MAX_DEPTH = 64;
/** More named classes than this in one schema is not a tool anybody writes. */
const MAX_DEFS = 64;
/** Metadata that validates without changing the JSON Schema. */
const HARMLESS_METADATA = new Set([
  'pydantic.AfterValidator',
  'pydantic.BeforeValidator',
  'pydantic.WrapValidator',
  'pydantic.Strict',
  'pydantic.functional_validators.AfterValidator',
  'pydantic.functional_validators.BeforeValidator',
]);

export interface Built {
  schema: Json;
  /** pydantic's field_title_should_be_set: false for references to named classes (and those made nullable). */
  titled: boolean;
}

/** Where a field is declared, which decides a few of pydantic's and the SDKs' rules. */
export type FieldSite = 'parameter' | 'model' | 'typeddict' | 'dataclass' | 'output-dataclass';

export interface BuiltField {
  key: string;
  schema: Json;
  required: boolean;
}

export class SchemaBuilder {
  readonly defs = new Map<string, { key: string; schema: Json }>();
  /** Union arms the SDK strips before deriving a schema (InputRequiredResult in return annotations). */
  dropArm?: (file: PythonFile, node: SyntaxNode) => boolean;
  /** The classes whose fields are being read, innermost last. */
  private readonly owners: ClassShape[] = [];

  constructor(
    readonly project: PythonProject,
    readonly style: HintStyle,
    readonly mode: SchemaMode,
    readonly marks: Marks,
  ) {}

  unresolved(what: string, file: PythonFile, node: SyntaxNode | Range): Json {
    return unresolvedPart(this.marks, what, 'start' in node ? node : rangeOf(file, node));
  }

  /** What a name in a hint refers to, in pydantic's vocabulary. */
  resolve(file: PythonFile, node: SyntaxNode): Resolved {
    return this.project.resolveExpression(file, node);
  }

  nameOf(file: PythonFile, node: SyntaxNode): string | undefined {
    const resolved = this.resolve(file, node);
    const qualified = qualifiedName(resolved);
    return qualified ? canonicalName(qualified) : undefined;
  }

  /** The JSON Schema of one type hint. */
  hint(file: PythonFile, node: SyntaxNode, depth = 0): Built {
    if (depth > MAX_DEPTH)
      return {
        schema: this.unresolved(`a type hint nested more than ${MAX_DEPTH} levels deep`, file, node),
        titled: true,
      };
    const next = depth + 1;
    switch (node.name) {
      case 'None':
        return { schema: { type: 'null' }, titled: true };
      case 'ParenthesizedExpression': {
        const inner = childrenOf(node).filter((child) => child.name !== '(' && child.name !== ')');
        if (inner.length === 1) return this.hint(file, inner[0]!, next);
        break;
      }
      case 'String':
        return this.forwardReference(file, node, next);
      case 'BinaryExpression': {
        const members = this.unionMembers(file, node);
        if (members) return this.union(file, members, next);
        break;
      }
      case 'VariableName':
      case 'MemberExpression': {
        if (node.name === 'MemberExpression' && childOf(node, '[')) return this.subscript(file, node, next);
        return this.named(file, node, next);
      }
    }
    return { schema: this.unresolved(`the type hint \`${snippet(file, node)}\``, file, node), titled: true };
  }

  private forwardReference(file: PythonFile, node: SyntaxNode, depth: number): Built {
    const text = stringValue(file, node);
    if (text === undefined || !/^\s*[A-Za-z_]\w*\s*$/.test(text)) {
      return { schema: this.unresolved(`the forward reference ${snippet(file, node)}`, file, node), titled: true };
    }
    return this.namedResolved(file, node, this.project.resolveName(file, text.trim()), text.trim(), depth);
  }

  /** `A | B | None` as its members, or undefined when the operator is not `|`. */
  private unionMembers(file: PythonFile, node: SyntaxNode): SyntaxNode[] | undefined {
    if (node.name !== 'BinaryExpression') return [node];
    const [left, operator, right] = childrenOf(node);
    if (!left || !right || !operator || textOf(file, operator) !== '|') return undefined;
    const leftMembers = this.unionMembers(file, left);
    const rightMembers = this.unionMembers(file, right);
    return leftMembers && rightMembers ? [...leftMembers, ...rightMembers] : undefined;
  }

  /** The arms of a union written `A | B`, `Union[A, B]` or `Optional[A]` (None as a `None` node); undefined otherwise. */
  topUnion(file: PythonFile, node: SyntaxNode): SyntaxNode[] | undefined {
    if (node.name === 'BinaryExpression') return this.unionMembers(file, node);
    if (node.name !== 'MemberExpression' || !childOf(node, '[')) return undefined;
    const head = this.nameOf(file, node.firstChild!);
    const args = subscriptArguments(node);
    if (head === 'typing.Union') return args.flatMap((arg) => this.unionMembers(file, arg) ?? [arg]);
    if (head === 'typing.Optional' && args.length === 1) return [args[0]!, noneMarker(node)];
    return undefined;
  }

  private union(file: PythonFile, all: SyntaxNode[], depth: number): Built {
    const members = this.dropArm ? all.filter((member) => !this.dropArm!(file, member)) : all;
    const isNone = (member: SyntaxNode) => member.name === 'None' || this.nameOf(file, member) === 'builtins.NoneType';
    const rest = members.filter((member) => !isNone(member));
    const nullable = rest.length < members.length;
    const built = rest.map((member) => this.hint(file, member, depth));
    // typing flattens nested unions and drops repeats; pydantic then writes `anyOf`, with `null` last.
    const flat = dedupe(
      built.flatMap((one) =>
        Object.keys(one.schema).length === 1 && Array.isArray(one.schema.anyOf)
          ? (one.schema.anyOf as Json[])
          : [one.schema],
      ),
    );
    if (!nullable)
      return flat.length === 1
        ? { schema: flat[0]!, titled: built[0]!.titled }
        : { schema: { anyOf: flat }, titled: true };
    if (flat.length === 0) return { schema: { type: 'null' }, titled: true };
    const titled = built.length === 1 ? built[0]!.titled : true;
    return { schema: { anyOf: [...flat, { type: 'null' }] }, titled };
  }

  private named(file: PythonFile, node: SyntaxNode, depth: number): Built {
    const nested = node.name === 'VariableName' ? this.nestedClass(file, textOf(file, node)) : undefined;
    if (nested) return this.classReference(classShape(this.project, file, nested), node, file, depth);
    return this.namedResolved(file, node, this.resolve(file, node), textOf(file, node), depth);
  }

  /** A class defined in the body of the class whose fields are being read: pydantic resolves names there first. */
  private nestedClass(file: PythonFile, name: string): SyntaxNode | undefined {
    const owner = this.owners[this.owners.length - 1];
    if (!owner || owner.file !== file) return undefined;
    const body = childOf(owner.node, 'Body');
    return childrenOf(body ?? owner.node).find(
      (statement) =>
        statement.name === 'ClassDefinition' && textOf(file, childOf(statement, 'VariableName') ?? statement) === name,
    );
  }

  private namedResolved(file: PythonFile, node: SyntaxNode, resolved: Resolved, text: string, depth: number): Built {
    if (resolved.kind === 'unknown')
      return { schema: this.unresolved(`the type hint \`${text}\` (${resolved.why})`, file, node), titled: true };
    if (resolved.kind === 'local-module')
      return { schema: this.unresolved(`the type hint \`${text}\` (a module)`, file, node), titled: true };
    if (resolved.kind === 'local') {
      const binding = resolved.binding;
      if (binding.kind === 'class')
        return this.classReference(classShape(this.project, resolved.file, binding.node), node, file, depth);
      if (binding.kind === 'value') return this.hint(resolved.file, binding.node, depth);
      if (binding.kind === 'alias')
        return this.aliasReference(resolved.file, resolved.name, binding.node, file, node, depth);
      return { schema: this.unresolved(`the type hint \`${text}\` (a ${binding.kind})`, file, node), titled: true };
    }
    const name = canonicalName(qualifiedName(resolved)!);
    const plain = plainTypeSchema(name, this.mode);
    if (plain) return { schema: plain, titled: true };
    const container = containerOf(name);
    if (container === 'object') return { schema: { additionalProperties: true, type: 'object' }, titled: true };
    if (container === 'set') return { schema: { items: {}, type: 'array', uniqueItems: true }, titled: true };
    if (container) return { schema: { items: {}, type: 'array' }, titled: true };
    const where =
      resolved.module === 'builtins'
        ? `not defined or imported in ${file.source}, nor a builtin type pydantic maps`
        : `from \`${resolved.module}\``;
    return { schema: this.unresolved(`the type hint \`${text}\` (${where})`, file, node), titled: true };
  }

  /** `X[...]`: typing's forms and the generic containers. */
  private subscript(file: PythonFile, node: SyntaxNode, depth: number): Built {
    const head = node.firstChild!;
    const args = subscriptArguments(node);
    const name = this.nameOf(file, head);
    const fail = (why: string) => ({
      schema: this.unresolved(`the type hint \`${snippet(file, node)}\` (${why})`, file, node),
      titled: true,
    });
    if (!name) return fail('not a known generic');
    switch (name) {
      case 'typing.Optional':
        return args.length === 1
          ? this.union(file, [args[0]!, noneMarker(node)], depth)
          : fail('Optional takes one type');
      case 'typing.Union':
        return this.union(
          file,
          args.flatMap((arg) => this.unionMembers(file, arg) ?? [arg]),
          depth,
        );
      case 'typing.Literal':
        return this.literal(file, node, args, depth);
      case 'typing.Annotated': {
        if (args.length < 2) return fail('Annotated needs metadata');
        const info = emptyFieldInfo();
        this.readMetadata(file, args.slice(1), info, false);
        const inner = this.hint(file, args[0]!, depth);
        const failed = this.reportInfo(file, info, node);
        if (failed) return { schema: failed, titled: inner.titled };
        const schema = this.constrain(file, inner.schema, info, node);
        if (!this.marks.unresolved.has(schema)) Object.assign(schema, info.keywords, info.extra);
        return { schema, titled: inner.titled };
      }
      case 'typing.Required':
      case 'typing.NotRequired':
      case 'typing.ReadOnly':
        return args.length === 1 ? this.hint(file, args[0]!, depth) : fail('takes one type');
    }
    const container = containerOf(name);
    if (!container)
      return fail(
        name.startsWith('builtins.')
          ? 'not a generic pydantic maps here'
          : `from \`${name.split('.').slice(0, -1).join('.')}\``,
      );
    if (container === 'object') {
      if (args.length !== 2) return fail('a mapping takes two types');
      const key = this.nameOf(file, args[0]!);
      if (!key || !['builtins.str', 'builtins.int', 'builtins.float', 'typing.Any'].includes(key))
        return fail('keys other than str or int');
      const values = this.hint(file, args[1]!, depth).schema;
      return {
        schema: {
          additionalProperties: Object.keys(values).length === 0 && !this.marks.unresolved.has(values) ? true : values,
          type: 'object',
        },
        titled: true,
      };
    }
    if (container === 'tuple') {
      if (args.length === 2 && args[1]!.name === 'Ellipsis')
        return { schema: { items: this.hint(file, args[0]!, depth).schema, type: 'array' }, titled: true };
      if (args.length === 1 && args[0]!.name === 'TupleExpression') return fail('the empty tuple');
      return {
        schema: {
          maxItems: args.length,
          minItems: args.length,
          prefixItems: args.map((arg) => this.hint(file, arg, depth).schema),
          type: 'array',
        },
        titled: true,
      };
    }
    if (args.length !== 1) return fail('takes one type');
    const items = this.hint(file, args[0]!, depth).schema;
    return {
      schema: container === 'set' ? { items, type: 'array', uniqueItems: true } : { items, type: 'array' },
      titled: true,
    };
  }

  /** pydantic's literal_schema: `const` for one value, `enum` otherwise, with a `type` when all values share one. */
  private literal(file: PythonFile, node: SyntaxNode, args: SyntaxNode[], depth: number): Built {
    const values: unknown[] = [];
    const types = new Set<string>();
    const fail = (why: string) => ({
      schema: this.unresolved(`the type hint \`${snippet(file, node)}\` (${why})`, file, node),
      titled: true,
    });
    for (const arg of args) {
      if (arg.name === 'MemberExpression' && childOf(arg, '[')) {
        const nested = this.hint(file, arg, depth).schema;
        const inner = 'const' in nested ? [nested.const] : Array.isArray(nested.enum) ? nested.enum : undefined;
        if (!inner) return fail('a value that is not a literal');
        for (const value of inner)
          push(value, value === null ? 'null' : typeof value === 'number' ? 'int' : typeof value);
        continue;
      }
      // pydantic writes an Enum member by its value, typed by that value.
      const member = this.enumMember(file, arg);
      if (member) {
        push(
          member.value,
          member.value === null
            ? 'null'
            : typeof member.value === 'number'
              ? Number.isInteger(member.value)
                ? 'int'
                : 'float'
              : typeof member.value,
        );
        continue;
      }
      const value = staticValue(file, arg);
      if (value === undefined || (typeof value === 'object' && value !== null))
        return fail('a value that is not a literal');
      if (typeof value === 'number' && /[.eE]/.test(textOf(file, arg)) && !/^0[xX]/.test(textOf(file, arg)))
        return fail('a float literal');
      push(value, value === null ? 'null' : typeof value === 'number' ? 'int' : typeof value);
    }
    function push(value: unknown, type: string) {
      if (values.some((known) => known === value)) return;
      values.push(value);
      types.add(type);
    }
    const schema: Json = values.length === 1 ? { const: values[0] } : { enum: values };
    const only = types.size === 1 ? [...types][0] : undefined;
    const type =
      only === 'string'
        ? 'string'
        : only === 'int'
          ? 'integer'
          : only === 'boolean'
            ? 'boolean'
            : only === 'null'
              ? 'null'
              : undefined;
    if (type) schema.type = type;
    return { schema, titled: true };
  }

  /** `Color.RED` where Color is a project Enum: its value. */
  enumMember(file: PythonFile, node: SyntaxNode): { value: unknown } | undefined {
    if (node.name !== 'MemberExpression' || childOf(node, '[')) return undefined;
    const owner = node.firstChild;
    const member = node.lastChild;
    if (!owner || member?.name !== 'PropertyName') return undefined;
    const resolved = this.resolve(file, owner);
    if (resolved.kind !== 'local' || resolved.binding.kind !== 'class') return undefined;
    return enumMemberValue(classShape(this.project, resolved.file, resolved.binding.node), textOf(file, member));
  }

  /** A reference to a project class: its schema in `$defs`, built once per build. */
  classReference(shape: ClassShape, node: SyntaxNode, file: PythonFile, depth: number): Built {
    if (shape.kind === 'other') {
      const why = shape.unresolved[0]?.what ?? 'not a BaseModel, TypedDict, dataclass or Enum';
      return { schema: this.unresolved(`the type hint \`${shape.name}\` (${why})`, file, node), titled: true };
    }
    const key = `${shape.file.path}:${shape.node.from}`;
    const known = this.defs.get(shape.name);
    if (known && known.key !== key)
      return {
        schema: this.unresolved(`the type hint \`${shape.name}\` (two classes of that name in one schema)`, file, node),
        titled: false,
      };
    if (!known) {
      if (this.defs.size >= MAX_DEFS)
        return {
          schema: this.unresolved(
            `the type hint \`${shape.name}\` (more than ${MAX_DEFS} named types in one schema)`,
            file,
            node,
          ),
          titled: false,
        };
      const entry = { key, schema: {} as Json };
      this.defs.set(shape.name, entry); // before the fields: a recursive model refers to itself
      this.fill(entry.schema, this.classSchema(shape, depth, false));
    }
    return { schema: { $ref: `#/$defs/${shape.name}` }, titled: false };
  }

  /** PEP 695 `type X = …`: a `$defs` entry named X. */
  private aliasReference(
    aliasFile: PythonFile,
    name: string,
    value: SyntaxNode,
    file: PythonFile,
    node: SyntaxNode,
    depth: number,
  ): Built {
    const key = `${aliasFile.path}:${value.from}`;
    const known = this.defs.get(name);
    if (known && known.key !== key)
      return {
        schema: this.unresolved(`the type hint \`${name}\` (two types of that name in one schema)`, file, node),
        titled: false,
      };
    if (!known) {
      const entry = { key, schema: {} as Json };
      this.defs.set(name, entry);
      this.fill(entry.schema, this.hint(aliasFile, value, depth).schema);
    }
    return { schema: { $ref: `#/$defs/${name}` }, titled: false };
  }

  /** Fills a `$defs` entry reserved before its content was built (so that recursion can refer to it). */
  private fill(entry: Json, schema: Json): void {
    Object.assign(entry, schema);
    carryMarks(this.marks, schema, entry);
  }

  /** A class's own schema (what its `$defs` entry holds). `asOutputModel`: MCPServer's model made from a dataclass. */
  classSchema(shape: ClassShape, depth: number, asOutputModel: boolean): Json {
    if (shape.unresolved.length > 0)
      return this.unresolved(`the class \`${shape.name}\` (${shape.unresolved[0]!.what})`, shape.file, shape.node);
    if (this.mode === 'serialization' && shape.serializationOnly.length > 0) {
      return this.unresolved(
        `the class \`${shape.name}\` (${shape.serializationOnly[0]!.what} changes its output schema)`,
        shape.file,
        shape.node,
      );
    }
    if (shape.kind === 'enum') return enumSchema(shape);
    const schema: Json = {};
    if (shape.description !== undefined && !asOutputModel) schema.description = shape.description;
    const properties: Json = {};
    const required: string[] = [];
    const site: FieldSite = asOutputModel
      ? 'output-dataclass'
      : shape.kind === 'typeddict'
        ? 'typeddict'
        : shape.kind === 'dataclass'
          ? 'dataclass'
          : 'model';
    for (const field of shape.fields) {
      this.owners.push(classOwner(this.project, field, shape));
      const built = this.classField(field, site, depth + 1);
      this.owners.pop();
      define(properties, built.key, built.schema);
      this.marks.places.set(built.schema, rangeOf(field.file, field.nameNode));
      if (built.required) required.push(built.key);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
    schema.title = shape.name;
    schema.type = 'object';
    if (!asOutputModel) Object.assign(schema, shape.config);
    this.marks.places.set(schema, rangeOf(shape.file, childOf(shape.node, 'VariableName') ?? shape.node));
    return schema;
  }

  private classField(field: ClassField, site: FieldSite, depth: number): BuiltField {
    let annotation = field.annotation;
    let requiredByQualifier: boolean | undefined;
    if (site === 'typeddict') {
      // Required[...] / NotRequired[...] around the type (possibly inside Annotated) decide over the class's totality.
      const qualifier = this.qualifierOf(field.file, annotation);
      if (qualifier) {
        requiredByQualifier = qualifier.required;
        annotation = qualifier.inner;
      }
    }
    const built = this.field(field.file, field.name, annotation, field.value, site, depth);
    if (site === 'typeddict') built.required = requiredByQualifier ?? field.total ?? true;
    return built;
  }

  private qualifierOf(file: PythonFile, node: SyntaxNode): { required: boolean; inner: SyntaxNode } | undefined {
    if (node.name !== 'MemberExpression' || !childOf(node, '[')) return undefined;
    const name = this.nameOf(file, node.firstChild!);
    const args = subscriptArguments(node);
    if ((name === 'typing.Required' || name === 'typing.NotRequired') && args.length === 1)
      return { required: name === 'typing.Required', inner: args[0]! };
    return undefined;
  }

  /**
   * One field (a parameter, a model or TypedDict field, a dataclass field): its published key, its schema with
   * pydantic's title and the `Field(...)` metadata, and whether it is required.
   */
  field(
    file: PythonFile,
    name: string,
    annotation: SyntaxNode | undefined,
    value: SyntaxNode | undefined,
    site: FieldSite,
    depth: number,
    describe?: string,
  ): BuiltField {
    const info = emptyFieldInfo();
    let type = annotation;
    let typeFile = file;
    // Top-level Annotated metadata belongs to the field (typing flattens nested Annotated), also through an alias
    // (`Query = Annotated[str, Field(...)]`), which the SDKs see resolved.
    for (let hops = 0; type && hops < MAX_DEPTH; hops++) {
      const aliased = this.aliasedAnnotated(typeFile, type);
      if (aliased) {
        [typeFile, type] = aliased;
        continue;
      }
      if (
        !(
          type.name === 'MemberExpression' &&
          childOf(type, '[') &&
          this.nameOf(typeFile, type.firstChild!) === 'typing.Annotated'
        )
      )
        break;
      const args = subscriptArguments(type);
      if (args.length < 2) break;
      const known = info.unresolved.length;
      this.readMetadata(
        typeFile,
        args.slice(1),
        info,
        site === 'parameter' && this.style.annotatedTextDescribes && args.length === 2,
      );
      for (const part of info.unresolved.slice(known)) part.file = typeFile;
      type = args[0]!;
    }
    if (value) this.readDefault(file, value, site, info);
    if (describe !== undefined && info.keywords.description === undefined) info.keywords.description = describe;
    const key = this.mode === 'validation' && info.alias !== undefined ? info.alias : name;
    let schema: Json;
    let titled = true;
    if (type) {
      const inner = this.hint(typeFile, type, depth);
      const failed = this.marks.unresolved.has(inner.schema) ? inner.schema : this.reportInfo(file, info, annotation!);
      if (failed) return { key, schema: failed, required: info.default === undefined };
      schema = this.constrain(typeFile, { ...inner.schema }, info, type);
      if (this.marks.unresolved.has(schema)) return { key, schema, required: info.default === undefined };
      titled = inner.titled;
    } else if (this.style.unannotatedParameter === 'titled-string') {
      schema = { title: name, type: 'string' };
      titled = false;
    } else schema = {};
    const failed = this.reportInfo(file, info, value ?? annotation);
    if (failed) return { key, schema: failed, required: info.default === undefined };
    if (titled && info.keywords.title === undefined) schema.title = fieldTitle(key);
    Object.assign(schema, info.keywords);
    let required = true;
    const fieldDefault = info.default;
    if (fieldDefault?.kind === 'factory') required = site === 'output-dataclass';
    else if (fieldDefault?.kind === 'value') {
      schema.default = fieldDefault.value;
      required = false;
    } else if (fieldDefault?.kind === 'unknown') {
      schema.default = this.unresolved(`the default \`${snippet(file, fieldDefault.node)}\``, file, fieldDefault.node);
      required = false;
    }
    if (info.extra) Object.assign(schema, info.extra);
    return { key, schema, required };
  }

  private readDefault(file: PythonFile, value: SyntaxNode, site: FieldSite, info: FieldInfo): void {
    if (value.name === 'CallExpression') {
      const callee = this.nameOf(file, value.firstChild!);
      if (callee === 'pydantic.Field' && site !== 'typeddict') return readFieldCall(file, value, this.reader, info);
      if (callee === 'dataclasses.field' && (site === 'dataclass' || site === 'output-dataclass')) {
        const args = childOf(value, 'ArgList');
        const probe = emptyFieldInfo();
        if (args) readFieldCall(file, value, this.reader, probe);
        info.default = probe.default;
        return;
      }
    }
    info.default = defaultOf(file, value, this.reader);
  }

  /** Reads a default or metadata value: literals, module constants bound once, members of project Enums. */
  readonly reader = (file: PythonFile, node: SyntaxNode): { value: unknown } | undefined => {
    const member = this.enumMember(file, node);
    if (member) return member;
    const decimal = this.decimalValue(file, node);
    if (decimal !== undefined) return { value: decimal };
    const value = staticValue(file, node, (name) => {
      const binding = this.project.bindingsOf(file).get(name);
      return binding?.kind === 'value' && binding.node !== node ? staticValue(file, binding.node) : undefined;
    });
    return value === undefined ? undefined : { value };
  };

  /** `Decimal("1.5")`: pydantic writes a Decimal default as its str(), which is the literal for plain decimals. */
  private decimalValue(file: PythonFile, node: SyntaxNode): string | undefined {
    if (node.name !== 'CallExpression' || this.nameOf(file, node.firstChild!) !== 'decimal.Decimal') return undefined;
    const args = childOf(node, 'ArgList');
    const only = args ? childrenOf(args).filter((child) => child.name !== '(' && child.name !== ')') : [];
    const text = only.length === 1 ? staticValue(file, only[0]!) : undefined;
    return typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
  }

  private readMetadata(file: PythonFile, metadata: SyntaxNode[], info: FieldInfo, stringIsDescription: boolean): void {
    for (const item of metadata) {
      if (item.name === 'String' || item.name === 'ContinuedString') {
        const text = stringValue(file, item) ?? staticValue(file, item);
        if (stringIsDescription && typeof text === 'string') info.keywords.description = text;
        else if (stringIsDescription) info.unresolved.push({ what: 'the `Annotated` description', node: item });
        continue;
      }
      if (item.name !== 'CallExpression') {
        const name = this.nameOf(file, item);
        if (name && HARMLESS_METADATA.has(name)) continue;
        info.unresolved.push({ what: `the \`Annotated\` metadata \`${snippet(file, item)}\``, node: item });
        continue;
      }
      const callee = this.nameOf(file, item.firstChild!);
      if (callee === 'pydantic.Field') readFieldCall(file, item, this.reader, info);
      else if (
        callee?.startsWith('annotated_types.') &&
        readAnnotatedType(file, callee.slice('annotated_types.'.length), item, this.reader, info)
      )
        continue;
      else if (!callee || !HARMLESS_METADATA.has(callee))
        info.unresolved.push({ what: `the \`Annotated\` metadata \`${snippet(file, item)}\``, node: item });
    }
  }

  /** pydantic's constraints on the type's own schema (inside `anyOf [T, null]` for an Optional). */
  private constrain(file: PythonFile, schema: Json, info: FieldInfo, node: SyntaxNode): Json {
    if (info.constraints.length === 0) return schema;
    let target = schema;
    const anyOf = schema.anyOf;
    if (Array.isArray(anyOf) && anyOf.length === 2 && (anyOf[1] as Json).type === 'null') {
      target = { ...(anyOf[0] as Json) };
      schema.anyOf = [target, anyOf[1]];
    }
    for (const [constraint, value] of info.constraints) {
      const keyword = constraintKeyword(constraint, target.type);
      if (!keyword)
        return this.unresolved(`the constraint \`${constraint}\` on \`${snippet(file, node)}\``, file, node);
      target[keyword] = value;
    }
    return schema;
  }

  /** The field's metadata that could not be read: the field then is `{}`, marked with the first cause. */
  private reportInfo(file: PythonFile, info: FieldInfo, fallback: SyntaxNode | undefined): Json | undefined {
    const first = info.unresolved[0];
    info.unresolved = [];
    if (!first) return undefined;
    return first.file
      ? this.unresolved(first.what, first.file, first.node)
      : this.unresolved(first.what, file, first.node ?? fallback);
  }

  /** `Query` bound at module level to `Annotated[...]`: that expression, in the file that binds it. */
  private aliasedAnnotated(file: PythonFile, node: SyntaxNode): [PythonFile, SyntaxNode] | undefined {
    if (node.name !== 'VariableName' && !(node.name === 'MemberExpression' && !childOf(node, '['))) return undefined;
    const resolved = this.resolve(file, node);
    if (resolved.kind !== 'local' || resolved.binding.kind !== 'value') return undefined;
    const value = resolved.binding.node;
    if (
      value.name !== 'MemberExpression' ||
      !childOf(value, '[') ||
      this.nameOf(resolved.file, value.firstChild!) !== 'typing.Annotated'
    )
      return undefined;
    return [resolved.file, value];
  }
}

/** The class that declares an (possibly inherited) field: its body is where the field's names resolve first. */
function classOwner(project: PythonProject, field: ClassField, shape: ClassShape): ClassShape {
  let node: SyntaxNode | null = field.nameNode.parent;
  while (node && node.name !== 'ClassDefinition') node = node.parent;
  return node && node !== shape.node && node.from !== shape.node.from ? classShape(project, field.file, node) : shape;
}

/** pydantic's constraint → JSON Schema keyword, by the type it constrains; undefined where pydantic would differ. */
function constraintKeyword(constraint: string, type: unknown): string | undefined {
  const numeric = type === 'integer' || type === 'number';
  switch (constraint) {
    case 'ge':
      return numeric ? 'minimum' : undefined;
    case 'gt':
      return numeric ? 'exclusiveMinimum' : undefined;
    case 'le':
      return numeric ? 'maximum' : undefined;
    case 'lt':
      return numeric ? 'exclusiveMaximum' : undefined;
    case 'multiple_of':
      return numeric ? 'multipleOf' : undefined;
    case 'min_length':
      return type === 'string'
        ? 'minLength'
        : type === 'array'
          ? 'minItems'
          : type === 'object'
            ? 'minProperties'
            : undefined;
    case 'max_length':
      return type === 'string'
        ? 'maxLength'
        : type === 'array'
          ? 'maxItems'
          : type === 'object'
            ? 'maxProperties'
            : undefined;
    case 'pattern':
      return type === 'string' ? 'pattern' : undefined;
    default:
      return undefined;
  }
}

/** pydantic's enum_schema: title, the docstring as description, values, and a `type` when all values share one. */
function enumSchema(shape: ClassShape): Json {
  const schema: Json = { title: shape.name };
  if (shape.description) schema.description = shape.description;
  schema.enum = shape.values;
  const types = new Set(
    shape.values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)),
  );
  const only = types.size === 1 ? [...types][0] : undefined;
  const integers = shape.values.every((value) => Number.isInteger(value));
  if (only === 'string') schema.type = 'string';
  else if (only === 'number') schema.type = integers ? 'integer' : 'number';
  else if (only === 'boolean') schema.type = 'boolean';
  else if (only === 'array') schema.type = 'array';
  return schema;
}

/** The arguments inside `X[...]`, without brackets and commas. */
export function subscriptArguments(node: SyntaxNode): SyntaxNode[] {
  const children = childrenOf(node);
  const open = children.findIndex((child) => child.name === '[');
  return children.slice(open + 1).filter((child) => child.name !== ',' && child.name !== ']');
}

/** A stand-in for `None` in `Optional[X]` (a node whose name is `None`). */
function noneMarker(node: SyntaxNode): SyntaxNode {
  return { name: 'None', from: node.from, to: node.to } as unknown as SyntaxNode;
}

function dedupe(schemas: Json[]): Json[] {
  const seen = new Set<string>();
  return schemas.filter((schema) => {
    const key = stableJson(schema);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Json)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function snippet(file: PythonFile, node: SyntaxNode): string {
  const text = textOf(file, node).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
