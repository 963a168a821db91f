/**
 * The entry's last import (main.tsx): its top-level await closes the app's own chunk, so the entry's own start
 * (React's DOM renderer, which the entry is the first to require, and the client manifest) runs in a task of its
 * own (decision 0370). Nothing else may import it.
 */
import { yieldToMain } from '../yield-to-main';

await yieldToMain();
