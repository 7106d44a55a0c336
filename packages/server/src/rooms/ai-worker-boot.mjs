// Worker threads do not inherit tsx's loader on Node 20 (execArgv: ['--import', 'tsx'] fails with
// ERR_UNKNOWN_FILE_EXTENSION), so this plain-JS entry registers tsx in the worker, then loads the TS worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./ai-worker.ts', import.meta.url).href);
