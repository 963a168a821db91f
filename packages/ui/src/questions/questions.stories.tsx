import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceQuestion } from './choice-question';
import { NumberQuestion } from './number-question';

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
