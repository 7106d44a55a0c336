#!/usr/bin/env node
// The `wargame` binary: registers tsx so Node can load the TypeScript sources, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
