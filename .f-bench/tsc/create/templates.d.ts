import type { ProjectAnswers } from './questions.js';
export declare const TEMPLATES_DIR: string;
export type TemplateData = Record<string, string>;
export declare function projectLayers(answers: Pick<ProjectAnswers, 'transport' | 'sdk' | 'tools'>): string[];
/** `_gitignore` → `.gitignore`, `_github/workflows/ci.yml` → `.github/workflows/ci.yml`. */
export declare function outputPath(templatePath: string): string;
export declare function substitute(text: string, data: TemplateData, where: string): string;
/** Every file of the project, path → content, in a stable order. Reads templates only; writes nothing. */
export declare function renderProject(layers: string[], data: TemplateData, templatesDir?: string): Map<string, string>;
