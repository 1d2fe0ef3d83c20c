import { FORMAT_NAMES, type FormatName, type Formatter } from './types.js';
export { FORMAT_NAMES };
export type { FormatName, Formatter, FormatterContext } from './types.js';
export declare function isFormatName(name: string): name is FormatName;
export declare function getFormatter(name: FormatName): Promise<Formatter>;
