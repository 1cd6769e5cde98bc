#!/usr/bin/env -S node --import tsx
// The media builds of src/cli.ts, run under tsx: they are TypeScript.
// No apostrophe in this file: after the #! line, the lexer of tsx reads one as a string.
import '../src/cli.ts';
