export interface AjvError {
    /** JSON pointer into the validated value. */
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}
export interface AjvValidate {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
}
