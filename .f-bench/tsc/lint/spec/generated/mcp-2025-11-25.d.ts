export declare const tool: typeof validate21;
declare function validate21(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate21 {
    var evaluated: {
        props: {
            name: boolean;
            title: boolean;
            description: boolean;
            inputSchema: boolean;
            outputSchema: boolean;
            annotations: boolean;
            icons: boolean;
            _meta: boolean;
            execution: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const callToolResult: typeof validate22;
declare function validate22(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate22 {
    var evaluated: {
        props: {
            content: boolean;
            structuredContent: boolean;
            isError: boolean;
            _meta: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export {};
