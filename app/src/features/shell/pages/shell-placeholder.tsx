import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the shell issue (notification actions, face-to-face sessions): replace with the real pages.
export default function ShellPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
