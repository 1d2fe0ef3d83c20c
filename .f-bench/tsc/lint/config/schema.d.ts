export declare const CONFIG_FILE_NAME = "mcp-lint.config.json";
export declare const LEVELS: readonly ["off", "info", "warning", "error"];
export declare const configSchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly properties: {
        readonly $schema: {
            readonly type: "string";
        };
        readonly extends: {
            readonly enum: readonly ["recommended", "all"];
        };
        readonly spec: {
            readonly enum: readonly import("../types.js").SpecVersion[];
        };
        readonly rules: {
            readonly type: "object";
            readonly additionalProperties: {
                readonly anyOf: readonly [{
                    enum: ("error" | "warning" | "info" | "off")[];
                }, {
                    readonly type: "array";
                    readonly minItems: 1;
                    readonly maxItems: 2;
                    readonly items: readonly [{
                        enum: ("error" | "warning" | "info" | "off")[];
                    }, {
                        readonly type: "object";
                    }];
                    readonly additionalItems: false;
                }];
            };
        };
        readonly ignores: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
                readonly minLength: 1;
            };
        };
    };
};
export declare const CONFIG_KEYS: string[];
/** What may stand at a top-level key, for messages. */
export declare const ALLOWED: Record<string, string>;
