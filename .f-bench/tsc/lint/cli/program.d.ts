import { Command } from 'commander';
export declare function createProgram(version: string): Command;
