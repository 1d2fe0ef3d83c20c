// Places in a file: 1-based lines and columns, as ESLint, SARIF, GitHub and editors count them.
/** 1-based line and column (ESLint, SARIF and GitHub agree on this). */
export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}
