#!/usr/bin/env -S node --import tsx
// The release command line of src/cli.mjs, run under tsx: it imports TypeScript modules.
// No apostrophe in this file: after the #! line, the lexer of tsx reads one as a string.
import '../src/cli.mjs';
