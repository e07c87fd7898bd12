// Worker threads do not inherit tsx's loader on Node 20: register it in this thread, then load the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./exportWorker.ts');
