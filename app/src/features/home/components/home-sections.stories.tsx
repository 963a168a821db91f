import type { Meta, StoryObj } from '@storybook/react-vite';
import { getWebLanding } from '@portal/contract/calls/home';
import { routeNames } from '@portal/manifest/routes';
import { AppDecorator, exampleReply } from '../../../../../.storybook/app-decorator';
import { storyLanguage } from '../../../../../.storybook/server-text';
import { CoachingSections, HealthAssessmentsSection } from './coaching-sections';
import { ResultsBanner } from './results-banner';
import { ServiceTiles } from './service-tiles';
import { WelcomeBanner } from './welcome-banner';

const landing = exampleReply(getWebLanding);
const tiles = [
  ...landing.event_services,
  { id: 3, title: 'Book a health check', link: '/events', button_text: 'Book' },
  { id: 4, title: 'Read our articles', link: '/all-articles', button_text: 'Read' },
];
// web-landing's tiles as the server sends them to a German-speaking member (the CMS text of the client's language)
const tilesDe = [
  { ...tiles[0]!, title: 'Mit jemandem sprechen', button_text: 'Starten' },
  { ...tiles[1]!, title: 'Gesundheitscheck buchen', button_text: 'Buchen' },
  { ...tiles[2]!, title: 'Unsere Artikel lesen', button_text: 'Lesen' },
];
const helplineDe = landing.eap_tile ? { ...landing.eap_tile, title: '24/7-Hotline', button_text: 'Starten' } : landing.eap_tile;
// every route permitted, so each section shows all it can
const permittedRoutes: readonly string[] = routeNames;

const meta = {
  title: 'App/Home/Sections',
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  render: (_args, { globals }) =>
    storyLanguage(globals) === 'de' ? (
      <WelcomeBanner title="Willkommen zurück, Aoife" text="Ihr Wohlbefinden an einem Ort." loading={false} />
    ) : (
      <WelcomeBanner title="Welcome back, Aoife" text="Your wellbeing, all in one place." loading={false} />
    ),
};

export const WelcomeLoading: Story = { render: () => <WelcomeBanner loading /> };

export const Results: Story = { render: () => <ResultsBanner /> };

export const Services: Story = {
  render: (_args, { globals }) =>
    storyLanguage(globals) === 'de' ? (
      <ServiceTiles tiles={tilesDe} helpline={helplineDe} permittedRoutes={permittedRoutes} />
    ) : (
      <ServiceTiles tiles={tiles} helpline={landing.eap_tile} permittedRoutes={permittedRoutes} />
    ),
};

export const Coaching: Story = { render: () => <CoachingSections permittedRoutes={permittedRoutes} /> };

export const HealthAssessments: Story = { render: () => <HealthAssessmentsSection permittedRoutes={permittedRoutes} /> };
