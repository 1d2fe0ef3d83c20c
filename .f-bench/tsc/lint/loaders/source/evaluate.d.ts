import { type TS } from './typescript.js';
import { type Project } from './project.js';
import { type Env, type SValue, type ZodFlavor } from './values.js';
type FunctionValue = Extract<SValue, {
    kind: 'function';
}>;
export declare class Evaluator {
    readonly project: Project;
    private readonly cache;
    private readonly inProgress;
    private readonly reassigned;
    private depth;
    constructor(project: Project);
    evaluate(expression: TS.Expression, env?: Env): SValue;
    private evaluateInner;
    private template;
    private binary;
    private objectLiteral;
    propertyKey(name: TS.PropertyName | undefined, env?: Env): string | undefined;
    private arrayLiteral;
    identifier(node: TS.Identifier, env: Env): SValue;
    declarationValue(declaration: TS.Node, env: Env, use: TS.Node): SValue;
    private declarationValueInner;
    private bindingElementValue;
    private importValue;
    /** The value a project file exports under a name. */
    exportedValue(file: TS.SourceFile, name: string, use: TS.Node, hops: number): SValue;
    private moduleNamespace;
    private enumValue;
    private isReassigned;
    member(base: SValue, name: string, node: TS.Node): SValue;
    private call;
    private args;
    private apply;
    /** Inlines a project function: binds its parameters and evaluates what it returns. */
    callFunction(fn: FunctionValue, args: SValue[], node: TS.Node): SValue;
    private objectStatic;
    private arrayMethod;
    private zodToJsonSchema;
    /** A function value for an expression, following names and imports (handlers passed by name). */
    functionOf(expression: TS.Expression, env?: Env): FunctionValue | SValue;
}
export declare function bindParameters(decl: TS.SignatureDeclaration, args: SValue[], outer: Env, evaluator: Evaluator): Env;
/** Binds the elements of a destructuring pattern to the parts of a value. */
export declare function bindPattern(pattern: TS.BindingName, value: SValue, env: Map<TS.Node, SValue>, evaluator: Evaluator): void;
/** Return statements of a function body, not counting nested functions. */
export declare function returnStatements(body: TS.Node): TS.ReturnStatement[];
export declare function isFunctionLike(node: TS.Node): node is TS.SignatureDeclaration & {
    body?: TS.Node;
};
export declare function findTopLevelDeclaration(file: TS.SourceFile, name: string): TS.Node | undefined;
/** The declaration an identifier refers to, by lexical scope (no type checker needed). */
export declare function resolveDeclaration(identifier: TS.Identifier): TS.Node | undefined;
export type { ZodFlavor };
