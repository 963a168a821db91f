import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { Input, TextField } from './text-field';

const stack = css`
  display: grid;
  gap: 20px;
  max-width: 420px;
`;

const meta = {
  title: 'Components/Form controls',
  component: TextField,
  args: { label: 'Access code', hint: 'You will find it in the email from your employer.' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const TextWithError: Story = {
  args: { label: 'Access code', defaultValue: 'ABC-000', error: 'This is not a valid code', hint: undefined },
};

export const Choices: Story = {
  render: () => (
    <div css={stack}>
      <Select
        label="Distance unit"
        defaultValue="km"
        options={[
          { value: 'km', label: 'Kilometers' },
          { value: 'mi', label: 'Miles' },
        ]}
      />
      <RadioGroup
        legend="How would you like to attend?"
        name="attend"
        defaultValue="video"
        options={[
          { value: 'video', label: 'Video session' },
          { value: 'phone', label: 'Telephone session' },
          { value: 'f2f', label: 'Face-to-face', hint: 'At a clinic near your office' },
        ]}
      />
      <Checkbox label="I have read and agree to the privacy policy" />
      <Checkbox label="I agree to the terms and conditions" error="Please tick the box to continue" />
    </div>
  ),
};

export const CustomControlInFormField: Story = {
  render: () => (
    <div css={stack}>
      <FormField label="Phone number" hint="At least 8 digits" error="Please enter a valid phone number">
        <Input type="tel" defaultValue="0123" autoComplete="tel" />
      </FormField>
    </div>
  ),
};
