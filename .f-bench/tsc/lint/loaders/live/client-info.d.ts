export declare const CLIENT_VERSION: string;
