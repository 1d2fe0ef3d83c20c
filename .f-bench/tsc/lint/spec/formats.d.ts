type FormatCheck = (value: string) => boolean;
declare const formats: Record<string, FormatCheck>;
export default formats;
