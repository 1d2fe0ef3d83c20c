export interface ProjectAnswers {
    name: string;
    description: string;
    transport: 'stdio' | 'http';
    sdk: 'v1' | 'v2';
    tools: 'starter' | 'none';
    install: boolean;
    git: boolean;
}
export interface Choice {
    value: string;
    title: string;
    description: string;
}
interface BaseQuestion {
    key: keyof ProjectAnswers;
    message: string;
    /** How the flag is written in help and error messages. */
    flagUsage: string;
    /** Free text with a harmless default: not demanded from non-interactive runs. */
    optional?: boolean;
}
export type Question = (BaseQuestion & {
    type: 'text';
    initial: string;
}) | (BaseQuestion & {
    type: 'select';
    choices: Choice[];
    initial: string;
}) | (BaseQuestion & {
    type: 'confirm';
    initial: boolean;
});
export declare const QUESTIONS: Question[];
export declare function choiceValues(question: Question): string[];
export {};
