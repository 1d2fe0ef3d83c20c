export declare const bold: (text: string) => string;
export declare const dim: (text: string) => string;
export declare const red: (text: string) => string;
export declare const green: (text: string) => string;
export declare const yellow: (text: string) => string;
export declare const cyan: (text: string) => string;
