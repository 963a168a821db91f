import { LegalPage } from './legal-page';

/** /terms-and-conditions (and /nutzungsbedingungen). */
export default function TermsAndConditionsPage() {
  return <LegalPage kind="tc" />;
}
