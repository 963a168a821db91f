import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceQuestion } from './choice-question';
import { DateQuestion } from './date-question';
import { LongTextQuestion } from './long-text-question';
import { NumberQuestion } from './number-question';
import { PhoneQuestion, type PhoneValue } from './phone-question';
import { SliderQuestion } from './slider-question';
import { TextQuestion } from './text-question';

const meta = {
  title: 'Components/Questions',
  component: ChoiceQuestion,
  args: {
    legend: 'How often have you felt stressed?',
    name: 'stress',
    options: ['All of the time', 'Most of the time', 'Some of the time', 'Rarely', 'Never'],
    value: [],
    onChange: () => undefined,
  },
} satisfies Meta<typeof ChoiceQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

function StatefulChoice(props: { multiple?: boolean; initial?: number[] }) {
  const [value, setValue] = useState<number[]>(props.initial ?? []);
  return (
    <ChoiceQuestion
      legend={props.multiple ? 'What helps you when things get difficult?' : 'How often have you felt stressed?'}
      hint={props.multiple ? 'Choose all that apply.' : undefined}
      name="story"
      multiple={props.multiple}
      options={props.multiple ? ['Talking to someone', 'Exercise', 'Time outdoors', 'None of these'] : ['All of the time', 'Some of the time', "I don't know"]}
      value={value}
      onChange={setValue}
    />
  );
}

export const Select: Story = { render: () => <StatefulChoice initial={[1]} /> };
export const MultipleChoice: Story = { render: () => <StatefulChoice multiple initial={[0, 2]} /> };

function StatefulNumber({ twoPart, bp }: { twoPart?: boolean; bp?: boolean }) {
  const [values, setValues] = useState<string[]>(twoPart ? ['5', '11'] : bp ? ['120/6'] : ['172']);
  const [unit, setUnit] = useState(twoPart ? 'Feet and inches' : 'Centimetres');
  return (
    <NumberQuestion
      label={bp ? 'What is your blood pressure?' : 'How tall are you?'}
      hint={bp ? 'Systolic / Diastolic (mmHg), e. g. 120/60.' : undefined}
      parts={twoPart ? [{ label: 'Feet', maxLength: 2 }, { label: 'Inches', maxLength: 2 }] : [{ label: bp ? 'mmHg' : 'cm' }]}
      values={values}
      onChange={setValues}
      filter={(value) => value.replace(bp ? /[^\d/]/g : /\D/g, '')}
      units={bp ? undefined : ['Centimetres', 'Feet and inches']}
      unit={unit}
      onUnitChange={setUnit}
      error={bp ? "Please provide your blood pressure level following a 'Systolic / Diastolic (mmHg)' format, e. g. 120/60." : undefined}
    />
  );
}

export const NumberWithUnits: Story = { render: () => <StatefulNumber /> };
export const TwoPartUnits: Story = { render: () => <StatefulNumber twoPart /> };
export const BloodPressureWithError: Story = { render: () => <StatefulNumber bp /> };

function StatefulText(props: { error?: boolean }) {
  const [value, setValue] = useState(props.error ? 'ada@' : '');
  return (
    <TextQuestion
      label="Email address"
      kind="email"
      value={value}
      onChange={setValue}
      required
      error={props.error ? 'Please enter a valid email address.' : undefined}
    />
  );
}
export const Text: Story = { render: () => <StatefulText /> };
export const TextWithError: Story = { render: () => <StatefulText error /> };

function StatefulLongText() {
  const [value, setValue] = useState('I have been sleeping badly since the spring.');
  return <LongTextQuestion label="Describe the difficulties in your own words." value={value} onChange={setValue} maxLength={300} counter={`${value.length} / 300`} />;
}
export const LongText: Story = { render: () => <StatefulLongText /> };

function StatefulDate(props: { withTime?: boolean; error?: boolean }) {
  const [value, setValue] = useState(props.withTime ? '2026-12-01T09:30' : '2015-06-01');
  return (
    <DateQuestion
      label={props.withTime ? 'When could we call you?' : 'Child’s date of birth'}
      hint={props.withTime ? undefined : 'The child must be between 6 and 16 years old.'}
      withTime={props.withTime}
      value={value}
      onChange={setValue}
      required
      error={props.error ? 'The child must be between 6 and 16 years old.' : undefined}
    />
  );
}
export const DateOfBirth: Story = { render: () => <StatefulDate /> };
export const DateWithError: Story = { render: () => <StatefulDate error /> };
export const DateTime: Story = { render: () => <StatefulDate withTime /> };

const COUNTRY_CODES = [
  { code: '+44', label: 'United Kingdom (+44)' },
  { code: '+353', label: 'Ireland (+353)' },
  { code: '+49', label: 'Germany (+49)' },
];
function StatefulPhone(props: { error?: boolean }) {
  const [value, setValue] = useState<PhoneValue>({ phone: props.error ? '123' : '7700 900123', countryCode: '+44' });
  return (
    <PhoneQuestion
      label="Phone number"
      codeLabel="Country code"
      numberLabel="Number"
      countryCodes={COUNTRY_CODES}
      value={value}
      onChange={setValue}
      required
      error={props.error ? 'Please enter a phone number of 8 to 15 digits, with an optional leading +.' : undefined}
    />
  );
}
export const PhoneWithCountryCode: Story = { render: () => <StatefulPhone /> };
export const PhoneWithError: Story = { render: () => <StatefulPhone error /> };

function StatefulSlider() {
  const [value, setValue] = useState(2);
  return <SliderQuestion label="How much is this affecting your daily life?" options={['Not at all', 'A little', 'Somewhat', 'A lot', 'Completely']} value={value} onChange={setValue} />;
}
export const SliderAndScale: Story = { render: () => <StatefulSlider /> };
