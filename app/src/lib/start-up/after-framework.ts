/**
 * The entry's first import (main.tsx): its top-level await opens the app's own chunk, so the browser evaluates
 * the framework in one task and the app's modules in the next, instead of all of it in one long task on a slow
 * phone (issue 8, decision 0370). The bundler keeps modules in the order they run, which puts this first in the
 * app chunk. Nothing else may import it.
 */
import { yieldToMain } from '../yield-to-main';

await yieldToMain();
