import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { useState } from 'react';
import { DateField } from './date-field';
import type { DateFieldText } from './date-field';

const stack = css`
  display: grid;
  gap: 20px;
  max-width: 420px;
`;

// Every form's date (registration, account, intake, admin) draws this field: shown in every skin.
const meta = {
  title: 'Components/Date field',
  component: DateField,
  tags: ['composite'],
  args: { label: 'Date of birth', locale: 'en' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { initial: string; locale: string; text?: DateFieldText; label: string; hint?: string; error?: string }) {
  const [value, setValue] = useState(props.initial);
  return <DateField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** British English: dd/mm/yyyy, empty and filled in. */
export const British: Story = {
  render: () => (
    <div css={stack}>
      <Controlled label="Date of birth" locale="en" initial="1988-04-12" />
      <DateField label="Last day shown" optionalLabel="(optional)" hint="After this day the announcement is hidden." locale="en" />
    </div>
  ),
};

/** The form's own message under the field (the age rule), every part marked. */
export const WithError: Story = {
  render: () => <Controlled label="Date of birth" locale="en" initial="2015-06-01" error="You must be at least 16 years old to use this service." />,
};

const germanText: DateFieldText = {
  day: 'Tag',
  month: 'Monat',
  year: 'Jahr',
  example: (example) => `Zum Beispiel ${example}`,
  incomplete: (example) => `Geben Sie ein vollständiges Datum ein, zum Beispiel ${example}.`,
  invalid: (example) => `Geben Sie ein gültiges Datum ein, zum Beispiel ${example}.`,
  tooEarly: (min) => `Geben Sie ein Datum am oder nach dem ${min} ein.`,
  tooLate: (max) => `Geben Sie ein Datum am oder vor dem ${max} ein.`,
};

/** German: tt.mm.jjjj with the German words. */
export const German: Story = {
  render: () => (
    <div css={stack}>
      <Controlled label="Geburtsdatum" locale="de" text={germanText} initial="1988-04-12" />
      <DateField label="Enddatum" locale="de" text={germanText} hideLabel={false} />
    </div>
  ),
};
