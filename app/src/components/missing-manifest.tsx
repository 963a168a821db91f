import styled from '@emotion/styled';

const Wrap = styled.main`
  max-width: 36rem;
  margin: 15vh auto;
  padding: 2rem;
  font-family: system-ui, sans-serif;
  color: #1b2a3a;
  background: #ffffff;
  border-radius: 12px;
  box-shadow: 0 2px 12px rgba(15, 36, 64, 0.12);
`;

interface MissingManifestProps {
  readonly reason: 'missing' | 'invalid';
}

/**
 * Without a manifest there is no client, so no theme, language or catalogue to use: this screen is
 * deliberately plain and bilingual.
 */
export function MissingManifest({ reason }: MissingManifestProps) {
  return (
    <Wrap>
      <h1>This portal address is not set up</h1>
      <p>
        {reason === 'missing'
          ? 'We could not tell which organisation this address belongs to. Please use the link your employer gave you.'
          : 'The settings for this organisation could not be read. Please try again later or contact support.'}
      </p>
      <h2 lang="de">Diese Portaladresse ist nicht eingerichtet</h2>
      <p lang="de">
        {reason === 'missing'
          ? 'Wir konnten nicht erkennen, zu welcher Organisation diese Adresse gehört. Bitte verwenden Sie den Link Ihres Arbeitgebers.'
          : 'Die Einstellungen dieser Organisation konnten nicht gelesen werden. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.'}
      </p>
    </Wrap>
  );
}
