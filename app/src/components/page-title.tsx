// the page title hook lives with the code every page starts with (lib/client-manifest-context.tsx, issue 34)
export { usePageTitle } from '../lib/client-manifest-context';
