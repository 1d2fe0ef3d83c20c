// Writes the TypeScript lib files `--project` type-checks with (lib.es5.d.ts, lib.es2022.d.ts, …) beside the bundled
// compiler, where TypeScript looks for them (the directory of the running compiler, as in its own package). Without
// them the checker knows no Promise, String or Array, and a handler returning `await helper()` or `rows.join()` is
// no longer seen to return a string. Run by scripts/bundle-cli.mjs.
//
// Shipped: the ECMAScript libraries, 0.63 MB as published, 0.18 MB without their comments (JSDoc, which the checker
// does not need). Left out: the DOM, WebWorker and Windows Script Host libraries, 3.1 MB (2.5 MB without comments),
// which would take the installed package over its 10 MB; an MCP server runs on Node, whose globals (fetch, Response,
// URL) come from the project's own @types/node, which the checker reads like any other declaration file. A tsconfig
// that names them gets the ECMAScript types alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const LIB_DIR = dirname(require.resolve('typescript'));
const LIB_FILE = /^lib(\..+)?\.d\.ts$/;
const LEFT_OUT = /^lib\.(dom|webworker|scripthost)\b/;
// Each file opens with Microsoft's copyright and licence notice; the licence itself is in THIRD-PARTY-NOTICES.
const NOTICE =
  '// Copyright (c) Microsoft Corporation. All rights reserved. Licensed under the Apache License, Version 2.0 (see THIRD-PARTY-NOTICES).\n';

/** The declarations without comments and indentation; `///` directives (reference lib, no-default-lib) kept. */
export function withoutComments(text) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const token = scanner.getTokenText();
    if (
      kind === ts.SyntaxKind.MultiLineCommentTrivia ||
      (kind === ts.SyntaxKind.SingleLineCommentTrivia && !token.startsWith('///'))
    )
      continue;
    out += kind === ts.SyntaxKind.WhitespaceTrivia ? ' ' : kind === ts.SyntaxKind.NewLineTrivia ? '\n' : token;
  }
  return out.replace(/[ \t]*\n[ \t\n]*/g, '\n').trim() + '\n';
}

/** Writes the shipped lib files into `dir`; fails the build if one no longer parses. Returns their names. */
export function writeTypeScriptLib(dir) {
  const names = readdirSync(LIB_DIR)
    .filter((name) => LIB_FILE.test(name) && !LEFT_OUT.test(name))
    .sort();
  for (const name of names) {
    const text = withoutComments(readFileSync(join(LIB_DIR, name), 'utf8'));
    const parsed = ts.createSourceFile(name, text, ts.ScriptTarget.Latest);
    if (parsed.parseDiagnostics.length > 0)
      throw new Error(`typescript-lib: ${name} does not parse once its comments are gone`);
    writeFileSync(join(dir, name), NOTICE + text);
  }
  return names;
}
