import { LegalPage } from './legal-page';

/** /privacy-policy (and /datenschutzrichtlinie, /privacy-policy-app, /privacy-policy-web). */
export default function PrivacyPolicyPage() {
  return <LegalPage kind="pp" />;
}
