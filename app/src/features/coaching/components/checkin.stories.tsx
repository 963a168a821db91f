import type { Meta, StoryObj } from '@storybook/react-vite';
import { getFixedSurvey } from '@portal/contract/calls/surveys';
import { AppDecorator, answer, exampleReply } from '../../../../../.storybook/app-decorator';
import { Checkin } from './checkin';
import { MonthCalendar } from './month-calendar';

const example = exampleReply(getFixedSurvey);
const graph = { labels: ['2026-02-08', '2026-02-15', '2026-02-22', '2026-03-01'], data: [44, 56, 64, 72] };

const meta = {
  title: 'App/Coaching/Check-in and calendar',
  component: Checkin,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answer(getFixedSurvey, { name: 'WHO-5' }, { ...example, survey: { ...example.survey, graph } })] } },
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <Checkin />
    </div>
  ),
} satisfies Meta<typeof Checkin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four past check-ins drawn as a line, the latest score and the check-in button. */
export const WithCheckins: Story = {};

/** No check-in yet. */
export const Empty: Story = {
  parameters: { app: { answers: [answer(getFixedSurvey, { name: 'WHO-5' }, { ...example, survey: { ...example.survey, graph: { labels: [], data: [] } } })] } },
};

/** The calendar widget: weeks from Monday, today outlined, the chosen day filled, days with entries dotted. */
export const Calendar: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <MonthCalendar
        label="Sleep diary"
        month="2026-03"
        onMonthChange={() => {}}
        selected="2026-03-03"
        onSelect={() => {}}
        today="2026-03-04"
        marked={new Set(['2026-03-02', '2026-03-03', '2026-03-10'])}
        markLabel="has an entry"
      />
    </div>
  ),
};
