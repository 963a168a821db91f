/**
 * The entry: chooses which start the page needs (decision 0700). /login for a visitor neither the page nor this
 * tab knows as a member gets the signed-out start (signed-out-main.tsx): the login page without React Router,
 * jotai, the data layer or the route table, under 100 kB of gzipped JavaScript in all (issue 34 item 2). Every
 * other page, and /login for a known member (whom it sends on), gets the full app (app-main.tsx). The server
 * preloads the chosen start's chunks with the page (packages/server/src/web/page-map.ts preloadsFor), and draws
 * /login's first view with the signed-out tree, which the signed-out start hydrates.
 */
import { pathTo } from '@portal/manifest/routes';
import { knowsMember } from './lib/known-member';

if (window.location.pathname === pathTo('login') && !knowsMember()) await import('./signed-out-main');
else await import('./app-main');
