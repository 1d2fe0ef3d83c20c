export declare const validate: typeof validate0;
export default validate0;
declare function validate0(data: any, { instancePath, parentData, parentDataProperty, rootData }?: {
    instancePath?: string | undefined;
    rootData?: any;
}): boolean;
