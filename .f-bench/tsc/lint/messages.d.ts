export declare function renderMessage(template: string, data?: Record<string, string | number>): string;
