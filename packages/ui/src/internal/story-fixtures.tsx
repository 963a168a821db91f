// Own placeholder artwork for stories: simple generated SVGs, never downloaded pictures.

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const palettes = [
  ['#2f6f73', '#a9d6cf', '#f3c98b'],
  ['#5b4b8a', '#c9b8f0', '#f7d6e0'],
  ['#8a4b2f', '#f0c2a8', '#fbe8c8'],
  ['#2f5a8a', '#a8c8f0', '#d8f0e8'],
  ['#3f6b2f', '#c2e0a8', '#f0e8c2'],
  ['#7a2f4b', '#f0a8c2', '#f8e0c8'],
] as const;

/** A 16:9 content thumbnail: soft hills and a sun, varied by index. */
export function thumbnail(index: number): string {
  const [dark, mid, light] = palettes[index % palettes.length]!;
  const sunX = 60 + ((index * 53) % 200);
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
<rect width="320" height="180" fill="${light}"/>
<circle cx="${sunX}" cy="58" r="26" fill="#ffffff" opacity="0.85"/>
<path d="M0 130 C60 90 120 100 170 125 S260 150 320 110 V180 H0z" fill="${mid}"/>
<path d="M0 150 C80 120 150 140 210 155 S290 160 320 145 V180 H0z" fill="${dark}"/>
</svg>`);
}

/** A neutral demo logo for stories without a client. */
export const demoLogo = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40">
<circle cx="20" cy="20" r="16" fill="#1f6f6b"/>
<path d="M12 21c4-8 12-8 16 0" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/>
<text x="44" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#0f2440">Wellbeing</text>
</svg>`);

export interface DemoBooking {
  id: string;
  type: 'video' | 'phone' | 'f2f';
  title: string;
  clinician: string;
  start: string;
  end: string;
  day: string;
  month: string;
  status?: { tone: 'success' | 'neutral' | 'danger'; text: string };
}

export const upcomingBookings: DemoBooking[] = [
  { id: 'b1', type: 'video', title: 'Video session', clinician: 'Dr Amira Hassan', start: '09:30', end: '10:20', day: '14', month: 'Mar', status: { tone: 'success', text: 'Confirmed' } },
  { id: 'b2', type: 'phone', title: 'Telephone session', clinician: 'Tomás Reyes', start: '13:00', end: '13:50', day: '18', month: 'Mar', status: { tone: 'success', text: 'Confirmed' } },
  { id: 'b3', type: 'f2f', title: 'Face-to-face session', clinician: 'Dr Helen Okafor', start: '16:15', end: '17:05', day: '02', month: 'Apr', status: { tone: 'success', text: 'Confirmed' } },
];

export const pastBookings: DemoBooking[] = [
  { id: 'p1', type: 'video', title: 'Video session', clinician: 'Dr Amira Hassan', start: '09:30', end: '10:20', day: '21', month: 'Feb', status: { tone: 'neutral', text: 'Event passed' } },
  { id: 'p2', type: 'phone', title: 'Telephone session', clinician: 'Tomás Reyes', start: '11:00', end: '11:50', day: '07', month: 'Feb', status: { tone: 'danger', text: 'Booking cancelled' } },
];

export const contentItems = [
  { title: 'Five-minute breathing reset', kind: 'Video', minutes: 5 },
  { title: 'Sleep better this week', kind: 'Course', minutes: 40 },
  { title: 'Desk stretches for busy days', kind: 'Video', minutes: 8 },
  { title: 'Eating well on a budget', kind: 'Article', minutes: 6 },
  { title: 'Talking about money worries', kind: 'Podcast', minutes: 24 },
  { title: 'Morning yoga flow', kind: 'Class', minutes: 20 },
  { title: 'Mindful walking', kind: 'Audio', minutes: 12 },
  { title: 'Building a resilient team', kind: 'Webinar', minutes: 45 },
  { title: 'Hydration myths', kind: 'Article', minutes: 4 },
  { title: 'Strength basics at home', kind: 'Class', minutes: 30 },
];

export const notifications = [
  { id: 'n1', subject: 'Your session is confirmed', body: 'Video session with Dr Amira Hassan on 14 Mar at 09:30.', time: '2 hours ago' },
  { id: 'n2', subject: 'New appointment options', body: 'Your clinician has suggested three new times. Choose one that suits you.', time: 'Yesterday' },
];
