export type ToolNameCheck = {
    valid: true;
    hint?: string;
} | {
    valid: false;
    problem: string;
    suggestion?: string;
};
export declare function toSnakeCase(name: string): string;
/** snake_case with a leading verb: `weather` → `get_weather`, `sendEmail` → `send_email`. */
export declare function suggestToolName(name: string): string | undefined;
export declare function checkToolName(name: string): ToolNameCheck;
/** `get_weather` → `registerGetWeather`: the function the tool file exports. */
export declare function registerFunctionName(toolName: string): string;
/** `get_weather` → `Get weather`: a readable default title. */
export declare function toolTitle(toolName: string): string;
