#!/usr/bin/env -S node --import tsx
// The topology commands of src/cli.mjs, run under tsx: they import TypeScript modules.
// No apostrophe in this file: after the #! line, the lexer of tsx reads one as a string.
import '../src/cli.mjs';
