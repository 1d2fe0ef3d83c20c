// The shape of Ajv's standalone validators and errors, without importing Ajv (nothing from it runs at run time).

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
