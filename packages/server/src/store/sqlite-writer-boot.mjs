// Worker threads do not inherit tsx's loader on Node 20, so this plain-JS entry registers tsx in the
// worker, then loads the TypeScript writer (as ../rooms/ai-worker-boot.mjs does for the AI).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./sqlite-writer-thread.ts', import.meta.url).href);
