import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { thumbnail } from './internal/story-fixtures';
import { StatusChip } from './status-chip';
import { Button } from './button';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    as: 'article',
    title: 'Five-minute breathing reset',
    eyebrow: 'Video · 5 min',
    media: <img src={thumbnail(0)} alt="" width={320} height={180} />,
    children: <p style={{ margin: 0 }}>A short guided exercise to calm your breathing between meetings.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
  // the toolbar's Language: the same card as a German-speaking client's members read it
  render: (args, context) => <Card {...args} {...(context.globals.locale === 'de' ? german[context.name] : {})} />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {};

export const WithActions: Story = {
  args: {
    media: undefined,
    eyebrow: 'Wed 14 Mar · 09:30 to 10:20',
    title: 'Video session',
    children: (
      <>
        <p style={{ margin: 0 }}>Dr Amira Hassan</p>
        <StatusChip tone="success">Confirmed</StatusChip>
      </>
    ),
    actions: (
      <>
        <Button size="sm">Join</Button>
        <Button size="sm" variant="secondary">
          Cancel
        </Button>
      </>
    ),
  },
};

export const PageSurface: Story = {
  args: {
    as: 'section',
    media: undefined,
    eyebrow: undefined,
    title: undefined,
    padding: 'lg',
    gap: 'xl',
    align: 'center',
    children: (
      <>
        <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Something went wrong! We can't seem to find the page you are looking for.</h1>
        <Button href="#">Go to the home page</Button>
      </>
    ),
  },
};

/** The German text of each story, by story name. */
const german: Record<string, Partial<ComponentProps<typeof Card>>> = {
  Content: {
    title: 'Fünf Minuten Atempause',
    eyebrow: 'Video · 5 Min.',
    children: <p style={{ margin: 0 }}>Eine kurze angeleitete Übung, die den Atem zwischen zwei Besprechungen beruhigt.</p>,
  },
  'With Actions': {
    eyebrow: 'Mi., 14. März · 09:30 bis 10:20',
    title: 'Videositzung',
    children: (
      <>
        <p style={{ margin: 0 }}>Dr. Amira Hassan</p>
        <StatusChip tone="success">Bestätigt</StatusChip>
      </>
    ),
    actions: (
      <>
        <Button size="sm">Teilnehmen</Button>
        <Button size="sm" variant="secondary">
          Stornieren
        </Button>
      </>
    ),
  },
  'Page Surface': {
    children: (
      <>
        <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Etwas ist schiefgelaufen! Wir können die gesuchte Seite nicht finden.</h1>
        <Button href="#">Zur Startseite</Button>
      </>
    ),
  },
};
