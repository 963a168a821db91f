/**
 * A realistic request and reply for every call, by path. The contract's tests parse them; the server's
 * tests and the app's mocks and stories may reuse them.
 */

const location = { location_id: 3, location_label: 'Dublin, Harcourt Street' };
const dt = (day: string, time: string) => `${day} ${time}:00`;

const user = {
  user_id: 41,
  username: 'aoife.byrne',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife.byrne@example.com',
  user_role: 'cl',
  user_client_id: 'northwind',
  language: 'en',
  home_page: 'home',
  support_contacts: { phone: { uk: '0800 000 0000', ie: '1800 000 000' }, email: { uk: 'help@example.com' } },
  eligibilities: ['ShouldHaveEapSupportLine'],
  pp_accepted: true,
  tc_accepted: true,
  user_pp_slug: 'privacy-policy',
  user_tc_slug: 'terms-and-conditions',
  employer_admin: false,
  login_time: 1767261600000,
  coach: true,
};

const appointment = {
  appointmentId: 'a0B5g00000XyZ1',
  appointmentType: 'Video',
  appointmentStatus: 'Booked',
  startTime: dt('2026-03-02', '10:00'),
  endTime: dt('2026-03-02', '10:50'),
  clinician: { name: 'Dr Niamh Walsh', image: null, clinicianId: 'c-17', address: null },
  details: { video_gif: null },
  showJoinButton: true,
  showLocationButton: false,
};

const contentItem = {
  id: 12,
  title: 'Ten-minute stretch',
  subtitle: 'Body',
  // demo artwork Storybook serves (.storybook/main.ts draws every /media/<name>.svg named here)
  thumbnail: '/media/stretch.svg',
  type: 'videos',
  media: 'video',
  tags: ['Body'],
  favourited: false,
  details: { description: 'A gentle stretch.', video_gif: null },
};
const pagination = {
  current_page: 1,
  per_page: 6,
  total_pages: 3,
  total: 14,
  has_next_page: true,
  has_prev_page: false,
};
const listing = { success: true, data: [contentItem], meta: { pagination } };
/** A course of three modules, the first one done (the library's course page, /wellbeing/12). */
const courseReply = {
  success: true,
  course: {
    id: 12,
    title: 'Sleep better in six weeks',
    description: 'Three short sessions on winding down, a steady rhythm and what to do at 3 a.m.',
    thumbnail: '/media/stretch.svg',
    type: 'courses',
    source: 'course',
    details: { channel: 'course', completed_modules: 1, total_modules: 3 },
  },
  modules: ['Winding down', 'A steady rhythm', 'Awake at 3 a.m.'].map((title, index) => ({
    id: 120 + index,
    number: index + 1,
    title,
    description: 'A short talk and one thing to try tonight.',
    duration: 6 + index * 2,
    video_url: null,
    completed: index === 0,
  })),
  partner: null,
  course_progress: [{ channel: 'course', id: 12, percent: 1 / 3 }],
};
const ack = { success: true };
const adminAccessCode = { id: 3, label: 'Spring campaign', created_at: '2026-03-02T09:00:00.000Z', expires_on: '2027-06-30', revoked_at: null, status: 'active', signups: 12 };
const customArticle = { id: 812, title: 'Our new cycle-to-work scheme', summary: 'Save on a bike and ride to the office.', published_at: '2026-11-02T09:00:00.000Z' };
const adminAnalytics = {
  success: true,
  from: '2026-08',
  to: '2026-10',
  location_id: null,
  locations: [{ id: 1, label: 'Dublin – Grand Canal' }],
  min_members: 6,
  signups: { limit: 250, to_date: 48, by_month: [{ month: '2026-08', value: 9 }, { month: '2026-09', value: null }, { month: '2026-10', value: 7 }] },
  weekly_active: [{ week: '2026-08-03', value: 21 }, { week: '2026-08-10', value: 18 }, { week: '2026-08-17', value: null }],
  services: [
    { service: 'coaching_sessions', recorded: true, total: 14, by_month: [{ month: '2026-08', value: 14 }, { month: '2026-09', value: null }, { month: '2026-10', value: null }] },
    { service: 'content_views', recorded: false, total: 0, by_month: [] },
  ],
  results: [
    { measure: 'who5', recorded: false, bands: [] },
    { measure: 'health_score', recorded: true, bands: [{ band: 'very_low', value: null }, { band: 'fair', value: 8 }] },
  ],
};
const brandSettings = {
  skin: 0,
  action: '#8a1f5c',
  accent: '#f3d9e6',
  logo_light: 'logo-light.svg',
  logo_dark: 'logo-dark.svg',
  app_banners: [{ platform: 'ios', url: 'https://apps.example.com/ios/wellbeing', text: 'Get the app for iPhone' }],
};
const brandVersion = { version: 2, published_at: '2026-10-01T09:00:00.000Z', published_by: 'Aoife Byrne', rolled_back_at: null, live: true, settings: brandSettings };
const announcement = { id: 5, title: 'Office closed on Friday', body: '<p>The office is closed for maintenance on Friday.</p>', published_at: '2026-10-01T09:00:00.000Z', expires_on: null };
const employerEvent = { id: 31, date_id: 77, title: 'Lunchtime yoga', start_at: '2027-03-04T12:00:00.000Z', end_at: '2027-03-04T12:30:00.000Z', capacity: 20, booked: 4, is_virtual: false, waiting: 1 };
const contentDraft = { id: 9, kind: 'event' as const, title: 'Lunchtime yoga', unpublished_at: '2026-11-20T10:00:00.000Z', start_at: '2027-03-04T12:00:00.000Z' };
const adminMember = { id: 41, first_name: 'Aoife', last_name: 'Byrne', email: 'aoife.byrne@example.com', employer_admin: false, staff: false, active: true, created_at: '2026-01-14T10:30:00.000Z' };

const eventDate = {
  e_id: 5,
  e_title: 'Lunchtime yoga',
  e_type: 'service',
  e_is_virtual_event: 0,
  // plain text, as the server sends it (the page shows it as text)
  e_description: 'Bring a mat.',
  e_featured_img: null,
  embed_code: null,
  e_locations: [location],
  e_room_info: 'Room 2',
  e_service_provider_name: 'Calm Co',
  e_external_link: null,
  e_employee_pay_flag: 0,
  e_employee_slot_cost: null,
  e_employee_series_cost: null,
  e_currency: 'eur',
  b_t_currency: 'eur',
  e_status: 'published',
  e_listing_id: 9,
  all_locations_for_client: [location],
  e_dates: [
    { ed_id: 77, ed_start_date_time: dt('2026-03-04', '12:00'), ed_end_date_time: dt('2026-03-04', '13:00') },
  ],
  ed_id: 77,
  ed_start_date_time: dt('2026-03-04', '12:00'),
  ed_end_date_time: dt('2026-03-04', '13:00'),
  ed_fully_booked: 0,
  ed_u_registered: 0,
  ed_u_on_waiting_list: 0,
  ed_timeslots: [
    {
      ts_id: 301,
      ts_start_date_time: dt('2026-03-04', '12:00'),
      // a slot has its own end, as the server sends it
      ts_end_date_time: dt('2026-03-04', '12:30'),
      ts_fully_booked: 0,
      ts_time_status: 'upcoming',
      ts_u_registered: 0,
    },
  ],
};
const webinar = {
  id: 4,
  title: 'Sleep well',
  description: 'Why sleep matters.',
  video_open_from: dt('2026-04-01', '18:00'),
  registration_open_from: dt('2026-03-01', '09:00'),
  user_reg: false,
  video_url: null,
};
const dmhQuestion = {
  question_id: 2,
  question_type: 'select',
  question_text: 'What would you like help with?',
  options: [{ option_text: 'Anxiety' }, { option_text: 'Finances', field_key: 'finance' }],
  questionnaire_stage: { total_number_of_questions: 8, number_of_questions_to_complete: 7 },
};
const coach = {
  id: 8,
  name: 'Sam Taylor',
  avatar_url: null,
  description: '<p>Sleep and stress.</p>',
  position: 'Healthcoach',
  degree: 'MSc Psychology',
  gender: 'Female',
  availability: ['Today', 'This Month'],
};
const coachingBooking = {
  id: 91,
  start: dt('2026-03-05', '09:00'),
  end: dt('2026-03-05', '09:30'),
  coach_title: 'Initial consultation',
  delivery_type: 'video',
};
const task = {
  id: 501,
  title: 'Keep a sleep diary',
  icon: null,
  completed: false,
  disabled: false,
  target_date: '2026-03-09',
  recurring_type: 'daily',
  has_widget: 'journal',
};
const surveyQuestion = {
  id: 1,
  text: 'I have felt cheerful and in good spirits',
  type: 'single_choice',
  layout: 'scale',
  options: [
    { id: 10, text: 'At no time' },
    { id: 11, text: 'All of the time' },
  ],
};
const achievement = {
  id: 2,
  title: 'First steps',
  description: 'Complete your first task.',
  icon: null,
  colour: '#2a7',
  reward_type: 'trees',
  reward_amount: 1,
  seen_by_user: false,
  achieved_by_user: true,
};
const hsQuestion = {
  question_id: 31,
  questionnaire_name: 'well_in_body',
  question_text: 'What is your height?',
  question_type: 'float',
  options: [],
  units: ['centimetres', 'Feet and inches'],
  slug: 'height',
  next_question_id: 32,
};
const faqItem = { id: 6, type: 'faq', question: 'Is it confidential?', answer: 'Yes.', preview: 'Yes.' };
const tile = { id: 1, title: 'Talk to someone', link: '/dmh', button_text: 'Start' };
const smallPdf = typeof Blob === 'undefined' ? null : new Blob(['%PDF-1.4'], { type: 'application/pdf' });

export interface CallExample {
  readonly request: Record<string, unknown>;
  readonly reply: Record<string, unknown>;
}

/** A challenge of the client (fitness/challenges/list), the fields each example below changes left as a new one has them. */
const challenge = {
  id: 1,
  title: 'Step challenge',
  starts_on: '2026-03-01',
  ends_on: '2026-03-31',
  metric: 'steps',
  goal: 250_000,
  teams: [] as string[],
  status: 'current',
  joined: false,
  my_team: null,
  my_total: 0,
  participants: 0,
  leaderboard: [],
  team_totals: [],
} as const;

export const examples: Readonly<Record<string, CallExample>> = {
  '/application/api/u/intake/get-services': {
    request: {},
    reply: {
      success: true,
      services: [
        { slug: 'therapy_adult', area: 'therapy', age_group: 'adult', title: 'Talking therapy', description: 'Up to six sessions.', price: 8500, currency: 'gbp', template: 'intake_therapy_adult', requested_at: null },
      ],
    },
  },
  '/application/api/u/intake/get-form': {
    request: { service: 'therapy_adult' },
    reply: {
      success: true,
      service: { slug: 'therapy_adult', area: 'therapy', age_group: 'adult', title: 'Talking therapy', description: 'Up to six sessions.', price: 8500, currency: 'gbp', template: 'intake_therapy_adult', requested_at: null },
      template: {
        slug: 'intake_therapy_adult',
        include_family_members: false,
        preamble: [{ title: 'Before you start', html: '<p>It takes about ten minutes.</p>' }],
        form_groups: [{ id: 'personal', header: 'About you', additional_text: null, questions: [{ id: 'first_name', label: 'First name', type: 'text', required: true }] }],
        family_members: [],
      },
    },
  },
  '/application/api/u/intake/submit': {
    request: { service: 'therapy_adult', today: '2026-11-25', answers: { first_name: 'Sam', phone_number: { phone: '7700900123', countryCode: '+44' } } },
    reply: { success: true, request_id: 3 },
  },
  '/application/api/u/settings/get-nav': {
    request: { user_id: 41, platform: 'web', language: 'en' },
    reply: {
      success: true,
      side_nav: [{ name: 'settings', label: 'Account', path: '/settings', icon: 'user' }],
      nav_elements: [{ name: 'events', label: 'Events', path: '/events' }],
      nav: [{ name: 'home', label: 'Home', path: '/', icon: 'home' }],
    },
  },
  '/application/api-hc/completed-insights': { request: { user_id: 41 }, reply: { completed: false } },
  '/application/api/u/user/logout': { request: {}, reply: ack },
  '/application/api/u/settings/set-user-language': { request: { lang: 'de' }, reply: ack },
  '/application/api/u/my-list': {
    request: {},
    reply: { success: true, data: [{ id: 1, product_id: 18, content_id: 44, media_type: 'podcast' }] },
  },
  '/application/api/u/my-list/create': {
    request: { product_id: 21, content_id: 45, media_type: 'video' },
    reply: { success: true, data: [{ id: 2, product_id: 21, content_id: 45, media_type: 'video' }] },
  },
  '/application/api/u/my-list/delete': {
    request: { product_id: 21, content_id: 45 },
    reply: { success: true, data: [] },
  },
  '/application/api/u/user/axa-sso-web-pre-check': {
    request: { email: 'aoife.byrne@example.com', sso_id: 'idp|123', token: 'eyJhbGciOi.idp.token' },
    reply: { user_exist: true, user },
  },
  '/application/api/u/user/axa-sso-web': {
    request: {
      email: 'aoife.byrne@example.com',
      sso_id: 'idp|123',
      token: 'eyJhbGciOi.idp.token',
      first_name: 'Aoife',
      last_name: 'Byrne',
      dob: '1990-05-17',
      access_token: 'NORTHWIND24',
      membership_number: 'AX-100200',
    },
    reply: { success: true, user },
  },
  '/application/api/u/dmh/get-appointment-access-token': {
    request: {
      appointment_id: 'a0B5g00000XyZ1',
      start: '2026-03-02 10:00:00',
      end: '2026-03-02 10:50:00',
      clinician_id: 'c-17',
    },
    reply: { success: true, access_token: 'local-video-token', room_name: 'appointment-a0B5g00000XyZ1' },
  },
  '/application/api/u/video/log-info': { request: { message: 'camera permission granted' }, reply: ack },
  '/application/api/u/dmh/cancel-appointment': {
    request: { appointment_id: 'a0B5g00000XyZ1', appointment_type: 'Coaching', message: 'Cannot make it.' },
    reply: { success: true },
  },
  '/application/api/u/events/cancel-timeslot-booking': {
    request: { timeslot_id: 301, all_series: false },
    reply: ack,
  },
  '/application/api/u/sapphire/appointments': {
    request: { user_id: 41 },
    reply: {
      success: true,
      appointments: [
        appointment,
        {
          ...appointment,
          appointmentId: 'ts-301',
          appointmentType: 'corporateEvent',
          showJoinButton: false,
          showLocationButton: true,
          details: { event_title: 'Lunchtime yoga', timeslot_id: 301, locations: [location] },
        },
      ],
    },
  },
  '/application/api-hc/get-locations': {
    request: {},
    reply: { success: true, current_loc: 3, locations: [location], client_id: 'northwind' },
  },
  '/application/api-hc/set-location': { request: { location_id: 3 }, reply: ack },
  '/application/api/u/notifications': {
    request: { mark_read: [7] },
    reply: {
      success: true,
      notifications: [
        {
          id: 7,
          type: 'salesforce_appointment_options',
          subject: 'New session times',
          body: 'Your clinician offered new times.',
          readAt: null,
          event: {
            actionUrl: { href: '/message/7/reply' },
            salesforce_appointment_options: { sessionId: 's-1' },
          },
        },
      ],
    },
  },
  '/application/api/u/notifications/unread': { request: {}, reply: { success: true, unread_count: 1 } },
  '/application/api/u/studio/toggle-favourite-gym-event': {
    request: { event_id: 12 },
    reply: { success: true, is_favourite: true },
  },
  '/application/api/u/podcasts/subscribe': {
    request: { podcast_id: 44 },
    reply: { success: true, msg: 'Successfully subscribed' },
  },
  '/application/api/u/studio/register-reminder': { request: { event_id: 12, type: 'ws' }, reply: ack },
  '/application/api/u/studio/cancel-reminder': { request: { event_id: 12, type: 'dg' }, reply: ack },
  '/application/api/u/sapphire/home/content': {
    request: {
      tags: ['Mind'],
      search_term: 'sleep',
      type: 'events',
      page: 1,
      pageSize: 6,
      upcoming: true,
      filter: 3,
    },
    reply: listing,
  },
  '/application/api/u/studio/events/trending': { request: { page: 1, pageSize: 6 }, reply: listing },
  '/application/api/u/content/nutrition': {
    request: { page: 2, pageSize: 6, search_term: 'soup' },
    reply: listing,
  },
  '/application/api/u/home/get-dc-banner': {
    request: {},
    reply: {
      categories: [{ id: 1, title: 'Physiotherapy', featured_img: null }],
      dc_setting: { enabled: true, title: 'Digital clinics' },
    },
  },
  '/application/api/u/sapphire/home/get-filters': {
    request: {},
    reply: {
      filters: [
        { label: 'Life', value: 'Life' },
        { label: 'Mind', value: 'Mind' },
        { label: 'Body', value: 'Body' },
      ],
    },
  },
  '/application/api/u/sapphire/events/user-assessments': {
    request: {},
    reply: {
      reports: [
        {
          id: 1,
          title: 'Health assessment',
          date_of_assessment: '2025-11-20',
          header_copy: 'Your results',
          sub_header_copy: 'From your assessment',
          report_items: [{ heading: 'Sleep', title: 'Good', description: 'Keep it up.' }],
        },
      ],
    },
  },
  '/application/api/u/sapphire/home/web-landing': {
    request: {},
    reply: {
      success: true,
      event_services: [tile],
      eap_tile: { ...tile, id: 2, title: '24/7 helpline', link: 'tel:1800000000' },
    },
  },
  '/application/api/u/user/get-user-profile': {
    request: { user_id: 41 },
    reply: {
      user_profile: { image_url: null, dob: '1990-05-17', phone: '0871234567', city: 'Dublin' },
      user_settings: { email_notifications: true, push_notifications: false, inactive_pushes_sent: 0 },
    },
  },
  '/application/api/i/log/insert': { request: { payload: 'eyJldmVudCI6ImxvYWQifQ==' }, reply: ack },
  '/application/api-hc/check-password': {
    request: { password: 'Old-password1!' },
    reply: { valid: true, auth_key: 'k-2f9a' },
  },
  '/application/api-hc/reset-password': {
    request: {
      email: 'aoife.byrne@example.com',
      auth_key: 'k-2f9a',
      password: 'Brighter#Days2026',
      password_repeat: 'Brighter#Days2026',
    },
    reply: { password_changed: true },
  },
  '/application/api/u/user/accept-terms': { request: { terms_type: ['pp', 'tc'] }, reply: { success: true } },
  '/application/api/u/info/get-info': {
    request: { slug: 'privacy-policy', lang: 'de' },
    reply: { success: true, dynamic_string: { string: 'PHA+UHJpdmFjeTwvcD4=' } },
  },
  '/application/api/u/events/get-bookings': {
    request: { status: 'upcoming', limit: -1 },
    reply: {
      items: [
        {
          booking_id: 900,
          booking_ref: 'NW-900',
          title: 'Lunchtime yoga',
          description: 'Bring a mat.',
          status: 'registered',
          time_status: 'upcoming',
          timeslot_id: 301,
          event_date_id: 77,
          timeslot_start: dt('2026-03-04', '12:00'),
          timeslot_end: dt('2026-03-04', '12:30'),
          locations: [location],
          e_room_info: 'Room 2',
          service_provider_name: 'Calm Co',
          e_employee_pay_flag: 0,
          e_employee_slot_cost: null,
          b_t_currency: 'eur',
        },
      ],
    },
  },
  '/application/api/u/events/cancel-date-booking': {
    request: { event_date_id: 77, all_series: false },
    reply: { success: true, message: 'Booking cancelled' },
  },
  '/application/api/u/events/get-events': {
    request: { from_date: '2026-03-01', days_limit: 365 },
    reply: {
      data: [
        {
          date: '2026-03-04',
          events: [
            {
              title: 'Lunchtime yoga',
              start_date: dt('2026-03-04', '12:00'),
              end_date: dt('2026-03-04', '13:00'),
              locations: [{ location_label: location.location_label }],
              event_date_id: 77,
              fully_booked: false,
              category: 'Body',
              e_employee_series_cost: null,
              e_employee_slot_cost: null,
              e_employee_pay_currency: null,
            },
          ],
        },
      ],
    },
  },
  '/application/api/u/webinars/get-webinars': { request: {}, reply: { success: true, webinars: [webinar] } },
  '/application/api/u/webinars/register': { request: { webinar_id: 4 }, reply: ack },
  '/application/api/u/webinars/get-webinar': { request: { webinar_id: 4 }, reply: { webinar } },
  '/application/api/u/webinars/track-view': { request: { webinar_id: 4, seconds: 312 }, reply: ack },
  '/application/api/u/sapphire/events/get-corporate-event': {
    request: { event_date_id: 77 },
    reply: { event_date: eventDate },
  },
  '/application/api/u/events/book-date': { request: { event_date_id: 77, all_series: true }, reply: ack },
  '/application/api/u/sapphire/events/book-timeslot': {
    request: { timeslot_id: 301, all_series: false },
    reply: ack,
  },
  '/application/api/u/events/register-waiting-list': { request: { event_date_id: 77 }, reply: ack },
  '/application/api/u/events/get-event-stripe-session-by-slot': {
    request: { timeslot_id: 301, all_series: false, referrer: '/events/view-event/77' },
    reply: { session: { id: 'cs_local_1', url: '/payments/cs_local_1' } },
  },
  '/application/api/u/events/get-event-stripe-session-by-date': {
    request: {
      event_date_id: 77,
      all_series: true,
      referrer: 'http://northwind.localhost:3000/events/view-event/77',
    },
    reply: { session: { id: 'cs_local_2' } },
  },
  '/application/api/u/dmh/get-question': {
    request: { question_id: 2, service_type: 'axa_dmh' },
    reply: { question: dmhQuestion },
  },
  '/application/api/u/dmh/answer-question': {
    request: { answered_question_id: 2, answer: 'I have been sleeping badly.', service_type: 'axa_dmh' },
    reply: { success: true, next_question_id: 3 },
  },
  '/application/api/u/dmh/get-other-clinicians-dates': {
    request: { gender_preference: 'Female', service_id: 'axa_dmh' },
    reply: {
      dates: {
        '2026-03-06': [
          {
            clinicianId: 'c-17',
            name: 'Dr Niamh Walsh',
            image: null,
            tags: ['CBT'],
            timeslots: ['09:00', '10:00'],
          },
        ],
      },
    },
  },
  '/application/api/u/dmh/book-appointment': {
    request: { clinician_id: 'c-17', start_date: '2026-03-06', start_time: '09:00', service_id: 'axa_dmh' },
    reply: { success: true, apiStatus: 'booked' },
  },
  '/application/api/u/dmh/get-address-from-coordinates': {
    request: { lat: 53.3331, lng: -6.2489 },
    reply: { display_name: 'Harcourt Street, Dublin 2, Ireland' },
  },
  '/application/api/u/coach/get-coaches': { request: { type: 'healthcoach' }, reply: { coaches: [coach] } },
  '/application/api/u/coach/get-coach': {
    request: { coach_id: 8 },
    reply: {
      coach,
      events: [{ date: '2026-03-05', slots: [{ id: 600, start: dt('2026-03-05', '09:00') }] }],
    },
  },
  '/application/api/u/coaching-event/book-session': {
    request: { slot_id: 600, delivery_type: 'video', type: 'cancer' },
    reply: { success: true },
  },
  '/application/api/u/coaching/get-data': {
    request: {},
    reply: {
      success: true,
      bookings: { upcoming: [coachingBooking], past: [] },
      tasks: {
        goals: [
          {
            id: 1,
            title: 'Sleep better',
            img: null,
            progress: 40,
            milestones: [
              { id: 11, title: 'Routine', icon: null, completed: false, disabled: false, tasks: [task] },
            ],
          },
        ],
        orphans: [{ ...task, id: 502, target_date: false, has_widget: null }],
      },
      user_profile_completed: true,
      closed_journey: false,
    },
  },
  '/application/api/u/coaching/get-booking': {
    request: { booking_id: 91 },
    reply: {
      success: true,
      jwt: 'local-room-jwt',
      coach: { id: 8, name: 'Sam Taylor', avatar_url: null },
      booking: coachingBooking,
    },
  },
  '/application/api/u/coaching/get-calendar': {
    request: { task_id: 501, month: '2026-03' },
    reply: { success: true, dates: ['2026-03-02', '2026-03-03'], title: 'Sleep diary' },
  },
  '/application/api/u/coaching/get-task-content': {
    request: { task_id: 501, date: '2026-03-03' },
    reply: {
      success: true,
      task: {
        title: 'Keep a sleep diary',
        completed: false,
        content: [
          { id: 1, type: 'text', content: 'PHA+V3JpdGUgaXQgZG93bi48L3A+' },
          {
            id: 2,
            type: 'journal',
            options: { journal_type: 'multi' },
            content: [
              { id: 70, type: 'numeric', layout: 'scale', text: 'Hours slept', min_val: 0, max_val: 12 },
            ],
          },
        ],
      },
    },
  },
  '/application/api/u/coaching/save-answers': {
    request: { answers: [{ question_id: 70, text: '7' }], task_id: 501, date: '2026-03-03 08:15:00' },
    reply: { success: true, message: 'Saved' },
  },
  '/application/api/u/coaching/complete-task': { request: { task_id: 501 }, reply: ack },
  '/application/api/u/coaching/complete-task-toggle': { request: { task_id: 501 }, reply: ack },
  '/application/api/u/coaching/create-task': {
    request: {
      milestone_id: 11,
      goal_id: 1,
      title: 'Walk after lunch',
      content: 'V2FsayAxMCBtaW51dGVzLg==',
      target_date: '2026-03-10',
    },
    reply: { success: true, task_id: 503 },
  },
  '/application/api/u/user/update-user-profile': {
    request: {
      user_profile: {
        address: '1 Main Street',
        city: 'Dublin',
        county: 'Dublin',
        postal_code: 'D02 X285',
        next_of_the_kin_full_name: 'Ciara Byrne',
        next_of_the_kin_phone: '0871234567',
      },
    },
    reply: { success: true },
  },
  '/application/api/u/pathways/set-pathway': { request: { pathway: 'improving-sleep' }, reply: ack },
  '/application/api/u/surveys/get-fixed-survey': {
    request: { name: 'WHO-5' },
    reply: {
      survey: {
        name: 'WHO-5',
        intro_text: 'Over the last two weeks',
        questions_count: 5,
        sections: [{ name: 'Wellbeing', questions: [surveyQuestion] }],
        graph: { labels: ['Jan'], data: [64] },
      },
    },
  },
  '/application/api/u/surveys/answer-fixed-survey-question': {
    request: { question_id: 1, answer: [{ id: 11, answer: 'All of the time' }] },
    reply: { success: true, next_question: null, results: ['Commence Coaching Program'] },
  },
  '/application/api/u/coaching/get-all-achievements': {
    request: {},
    reply: {
      user_achievements: [achievement],
      all_achievements: [achievement, { ...achievement, id: 3, achieved_by_user: false }],
    },
  },
  '/application/api/u/coaching/get-achievements-data': {
    request: {},
    reply: { achievements: [achievement], bottles: 40, trees: 2, streak_days: 3 },
  },
  '/application/api/u/coaching/mark-achievement-seen': { request: { achievement_id: 2 }, reply: ack },
  '/application/api/u/chat/join': {
    request: { type: 'mental_health' },
    reply: {
      success: true,
      token: 'local-chat-token',
      user_coach_name: 'Sam Taylor',
      participants_mapping: [{ identity: 'coach-8', email: 'sam@example.com' }],
      friendly_name: 'Aoife and Sam',
      user: 'member-41',
      status: 'active',
      chat_user_title: 'Your coach',
      conversation_sid: 'CH0001',
      init_conversation: false,
    },
  },
  '/application/api/u/chat/leave-conversation': { request: { conversation_id: 'CH0001' }, reply: ack },
  '/application/api/u/chat/touch-conversation': { request: { conversation_sid: 'CH0001' }, reply: ack },
  '/application/uploader/file/upload': {
    request: { file: smallPdf, conversation_sid: 'CH0001', token: 'local-chat-token' },
    reply: {
      success: true,
      message: {
        files: [{ url: '/uploads/chat/CH0001/plan.pdf', name: 'plan.pdf', type: 'application/pdf', size: 8 }],
      },
    },
  },
  '/application/api-hc/send-eap-request': {
    request: { phone: '0871234567', service_id: 0 },
    reply: { sent: true },
  },
  '/application/api/u/impact/get-impact-data': {
    request: {},
    reply: {
      top_box: { since: '2024-01-01', items: [{ bottles: 12000, trees: 340 }] },
      your_items: [{ icon: null, title: 'Check-in completed', type: 'bottles', amount: 20 }],
      total_trees: 340,
      total_bottles: 12000,
    },
  },
  '/application/api/u/sapphire/faqs': {
    request: { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'confidential' },
    reply: { success: true, articles: [faqItem] },
  },
  '/application/api/u/sapphire/faqs/record': { request: { type: 'question', id: 6 }, reply: ack },
  '/application/api/u/dmh/articles-search': {
    request: { from: 0, size: 6, search_string: 'sleep' },
    reply: { data: [{ id: 9, type: 'article', title: 'Sleep hygiene', preview: 'Keep a routine.' }] },
  },
  '/application/api/u/randox/landing': {
    request: {},
    reply: { success: true, status: 'order', upcoming_appointment_booked: false, upcoming_appointment: [] },
  },
  '/application/api/u/randox/get-booking-dates': {
    request: { gender_preference: 'No Preference' },
    reply: {
      success: true,
      dates: {
        '2026-03-09': [
          { clinicianId: 'r-3', name: 'Dr Paul Reid', skills: ['Bloods'], timeslots: ['11:00'] },
        ],
      },
    },
  },
  '/application/api/u/randox/book-appointment': {
    request: { clinician_id: 'r-3', start_date: '2026-03-09', start_time: '11:00' },
    reply: { success: true, appointmentStartTime: '2026-03-09 11:00:00' },
  },
  '/application/api/u/randox/order': {
    request: {
      phone_number: '+353 87 123 4567',
      post_code: 'D02 X285',
      address: '1 Main Street',
      city: 'Dublin',
      selected_sex: 'female',
      not_pregnant: true,
      consent: true,
      name: 'Aoife Byrne',
    },
    reply: { success: true },
  },
  '/application/api/u/sapphire/home/get-articles': {
    request: {},
    reply: { content: [{ ...contentItem, type: 'articles', media: 'text' }] },
  },
  '/application/api/u/sapphire/article/get-article': {
    request: { article_id: 12 },
    reply: {
      success: true,
      article: {
        id: 12,
        title: 'Sleep hygiene',
        body: 'PHA+S2VlcCBhIHJvdXRpbmUuPC9wPg==',
        author: { author_name: 'Sam Taylor' },
      },
    },
  },
  '/application/api/u/sapphire/healthscore/healthscore-progress': {
    request: {},
    reply: { success: true, well_in_mind: 100, well_in_life: 40, well_in_body: 0, demographics: 100 },
  },
  '/application/api/u/sapphire/healthscore/score': {
    request: { questionnaire_name: 'well_in_mind' },
    reply: {
      success: true,
      score: 72,
      outcome: 'Quite Positive',
      // the server's own text of this band (health-score/copy.ts), base64 as it sends it
      outcome_description: 'WW91IGFyZSBjb3Bpbmcgd2VsbCB3aXRoIGRheS10by1kYXkgcHJlc3N1cmUuIEtlZXAgbWFraW5nIHRpbWUgZm9yIHdoYXQgcmVjaGFyZ2VzIHlvdS4=',
    },
  },
  '/application/api/u/sapphire/healthscore/restart-questionnaire': {
    request: { questionnaire_name: 'well_in_life' },
    reply: ack,
  },
  '/application/api/u/sapphire/healthscore/get-first-unanswered-question': {
    request: { questionnaire_name: 'well_in_body' },
    reply: { question: { progress: 20, next_question: hsQuestion }, demographics_complete: true },
  },
  '/application/api/u/sapphire/healthscore/answer-question': {
    request: { answer: '172', question_id: 31, questionnaire_name: 'well_in_body', unit: 'centimetres' },
    reply: {
      progress: 30,
      next_question: {
        ...hsQuestion,
        question_id: 32,
        question_text: 'What is your blood pressure?',
        question_type: 'bp',
        slug: 'bp',
        next_question_id: null,
      },
    },
  },
  '/application/api/u/sapphire/healthscore/get-report': {
    request: { questionnaire_name: 'well_in_mind' },
    reply: {
      report: [{ title: 'Stress', report_paragraphs: ['You manage stress well.'] }],
      services: [
        {
          name: 'Coaching',
          description: 'Talk to a coach.',
          image_url: null,
          link: '/mental-health-coaching/start',
          button_text: 'Start',
        },
      ],
      articles: [contentItem],
    },
  },
  '/application/api/u/sapphire/users/account': {
    request: {},
    reply: { dob: '1990-05-17', axa_membership_number: null },
  },
  '/application/api/u/sapphire/users/set-dob': { request: { dob: '1990-05-17' }, reply: ack },
  '/application/api/u/sapphire/users/set-axa-membership-number': {
    request: { axa_membership_number: ' AX-100200 ' },
    reply: ack,
  },
  '/application/api/u/sapphire/alternative/alternative-login': {
    request: { email: 'aoife.byrne@example.com', client_id: 'partner-7c1e' },
    reply: { success: true, user },
  },
  '/application/api/u/settings/log-action': { request: { action: 'open-settings' }, reply: ack },
  '/application/api/u/oauth/google/redirect': {
    request: { code: '4/0AbCdEf', scope: 'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly', state: 'n8Qf2.1796169600.Zr0c' },
    reply: { success: true, fitness_activity: true },
  },
  '/application/api/u/admin/access-codes': { request: {}, reply: { success: true, access_codes: [adminAccessCode] } },
  '/application/api/u/admin/access-codes/create': {
    request: { label: 'Spring campaign', expires_on: '2027-06-30' },
    reply: { success: true, code: 'K7QF-M2XD-9TRW', access_code: adminAccessCode },
  },
  '/application/api/u/admin/access-codes/rotate': {
    request: { id: 3 },
    reply: { success: true, code: 'P4HN-Z8LC-2VQE', access_code: { ...adminAccessCode, id: 4 } },
  },
  '/application/api/u/admin/access-codes/revoke': { request: { id: 3 }, reply: ack },
  '/application/api/u/admin/members': {
    request: { search: 'byrne' },
    reply: { success: true, members: [adminMember], total: 1 },
  },
  '/application/api/u/admin/members/deactivate': { request: { member_id: 41 }, reply: ack },
  '/application/api/u/admin/members/set-admin': { request: { member_id: 41, employer_admin: true }, reply: ack },
  '/application/api/u/admin/audit-log': {
    request: {},
    reply: {
      success: true,
      entries: [
        { id: 9, at: '2026-03-02T09:15:00.000Z', event: 'login-as.call', action: null, outcome: 'success', member: { id: 41, name: 'Aoife Byrne' }, acting: { id: 7, name: 'Maya Support' } },
        { id: 8, at: '2026-03-02T09:12:00.000Z', event: 'login-as', action: null, outcome: 'success', member: { id: 41, name: 'Aoife Byrne' }, acting: { id: 7, name: 'Maya Support' } },
        { id: 5, at: '2026-03-01T16:40:00.000Z', event: 'admin.action', action: 'access-code.create', outcome: 'success', member: { id: 3, name: 'Sam Admin' }, acting: null },
      ],
    },
  },
  '/application/api/u/content/get-course': { request: { course_id: 12 }, reply: courseReply },
  '/application/api/u/content/complete-module': { request: { course_id: 12, module_id: 121, completed: true }, reply: courseReply },
  '/application/api/u/content/get-item': {
    request: { item_id: 12 },
    reply: { success: true, item: { ...contentItem, status: 'ended', reminder_set: false, url: '/content-media/demo-class.webm' } },
  },
  '/application/api/u/admin/analytics': { request: { from: '2026-08', to: '2026-10' }, reply: adminAnalytics },
  '/application/api/u/admin/articles': { request: {}, reply: { success: true, articles: [customArticle] } },
  '/application/api/u/admin/articles/publish': {
    request: { title: 'Our new cycle-to-work scheme', summary: 'Save on a bike and ride to the office.', body: '<p>From May, every colleague can lease a bike.</p>' },
    reply: { success: true, article: customArticle },
  },
  '/application/api/u/admin/articles/delete': { request: { id: 812 }, reply: ack },
  '/application/api/u/support/login-as/members': {
    request: { query: 'alex' },
    reply: { success: true, members: [{ user_id: 41, first_name: 'Alex', last_name: 'Member', email: 'member@harbour.example' }] },
  },
  '/application/api/u/support/login-as': { request: { member_id: 41 }, reply: { success: true, user: { ...user, signed_in_by: { user_id: 57, name: 'Maya Support' } } } },
  '/application/api/u/support/login-as/end': { request: {}, reply: { success: true, user: { ...user, user_id: 57, support_staff: true } } },
  '/application/api/u/user/email-verification': { request: {}, reply: { success: true, email: 'member@harbour.example', verified: true } },
  '/application/api/u/user/email-verification/send': { request: {}, reply: { success: true, sent_to: 'member@harbour.example' } },
  '/application/api/u/admin/branding': {
    request: {},
    reply: { success: true, skins: [0, 9, 10, 12, 13], live: brandSettings, live_version: 2, manifest: { ...brandSettings, action: '#0b7268' }, versions: [brandVersion] },
  },
  '/application/api/u/admin/branding/check': {
    request: { skin: 0, action: '#8a1f5c', accent: '#f3d9e6' },
    reply: { success: true, check: { passes: true, failures: [], suggestions: { action: null, accent: null } }, variables: { '--color-action-primary-bg': '#8a1f5c' } },
  },
  '/application/api/u/admin/branding/logo': {
    request: { data: 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMCAxMCI+PHJlY3Qgd2lkdGg9IjEwIiBoZWlnaHQ9IjEwIi8+PC9zdmc+' },
    reply: { success: true, file: 'brand-7.svg' },
  },
  '/application/api/u/admin/branding/publish': {
    request: { skin: 0, action: '#8a1f5c', accent: '#f3d9e6', logo_light: 'logo-light.svg', logo_dark: 'logo-dark.svg', app_banners: [] },
    reply: { success: true, version: 3 },
  },
  '/application/api/u/admin/branding/rollback': { request: { version: 3 }, reply: ack },
  '/application/api/u/admin/announcements': { request: {}, reply: { success: true, announcements: [announcement] } },
  '/application/api/u/admin/announcements/publish': {
    request: { title: 'Office closed on Friday', body: '<p>The office is closed for maintenance on Friday.</p>' },
    reply: { success: true, announcement },
  },
  '/application/api/u/admin/announcements/delete': { request: { id: 5 }, reply: ack },
  '/application/api/u/announcements': { request: {}, reply: { success: true, announcements: [announcement] } },
  '/application/api/u/admin/events': { request: {}, reply: { success: true, events: [employerEvent] } },
  '/application/api/u/admin/events/create': {
    request: { title: 'Lunchtime yoga', description: 'Thirty minutes of gentle yoga in the meeting room.', start_at: '2027-03-04T12:00:00.000Z', end_at: '2027-03-04T12:30:00.000Z', capacity: 20 },
    reply: { success: true, event: employerEvent },
  },
  '/application/api/u/admin/drafts': { request: {}, reply: { success: true, drafts: [contentDraft] } },
  '/application/api/u/admin/articles/unpublish': { request: { id: 812 }, reply: { success: true, draft: { ...contentDraft, kind: 'article', title: customArticle.title, start_at: null } } },
  '/application/api/u/admin/announcements/unpublish': { request: { id: 5 }, reply: { success: true, draft: { ...contentDraft, kind: 'announcement', title: announcement.title, start_at: null } } },
  '/application/api/u/admin/events/unpublish': { request: { id: 31 }, reply: { success: true, draft: contentDraft, cancelled: 5 } },
  '/application/api/u/admin/events/delete': { request: { id: 31 }, reply: { success: true, cancelled: 5 } },
  '/application/api/u/admin/drafts/republish': { request: { id: 9 }, reply: { success: true, kind: 'event', id: 32 } },
  '/application/api/u/admin/drafts/delete': { request: { id: 9 }, reply: ack },
  '/application/api/u/content/record-read': { request: { item_id: 12 }, reply: { success: true, counted: true } },
  // the plain help centre: the version with engagement points and levels is the help page's own story and e2e test
  '/application/api/u/sapphire/faqs/version': { request: {}, reply: { success: true, version: 'standard', engagement: null } },
  '/application/api/u/challenges/list': {
    request: {},
    reply: {
      success: true,
      alias: null,
      hidden: false,
      challenges: [
        { ...challenge, id: 4, title: 'March step-up', starts_on: '2026-02-23', ends_on: '2026-03-22', status: 'current', teams: ['Harbour', 'Lighthouse'], participants: 14 },
        { ...challenge, id: 6, title: 'Spring 100 km', starts_on: '2026-04-01', ends_on: '2026-04-30', metric: 'distance', goal: 100_000, status: 'upcoming', participants: 3 },
        { ...challenge, id: 2, title: 'Winter 100 km', starts_on: '2026-01-05', ends_on: '2026-01-31', metric: 'distance', goal: 100_000, status: 'past', participants: 22 },
      ],
    },
  },
  '/application/api/u/admin/challenges/create': {
    request: { title: 'Spring 100 km', starts_on: '2026-04-01', ends_on: '2026-04-30', metric: 'distance', goal: 100_000, teams: [] },
    reply: { success: true, challenge_id: 6 },
  },
};

/** A fuller page of content than the calls' examples, for screens that show a row of it (the home carousels). */
export const contentItemExamples: readonly Record<string, unknown>[] = [
  contentItem,
  { ...contentItem, id: 13, thumbnail: '/media/breathing-reset.svg', title: 'Five-minute breathing reset', subtitle: 'Mind', tags: ['Mind'], details: { description: 'Slow down in five minutes.', video_gif: null } },
  { ...contentItem, id: 14, thumbnail: '/media/desk-stretches.svg', title: 'Desk stretches for busy days', subtitle: 'Body', details: { description: 'Loosen up without leaving your desk.', video_gif: null } },
  { ...contentItem, id: 15, thumbnail: '/media/sleep-better.svg', title: 'Sleep better this week', subtitle: 'Sleep', tags: ['Sleep'], details: { description: 'Small habits for better nights.', video_gif: null } },
  { ...contentItem, id: 16, thumbnail: '/media/morning-yoga.svg', title: 'Morning yoga flow', subtitle: 'Body', details: { description: 'Twenty minutes to start the day.', video_gif: null } },
  { ...contentItem, id: 17, thumbnail: '/media/mindful-walking.svg', title: 'Mindful walking', subtitle: 'Mind', tags: ['Mind'], media: 'audio', details: { description: 'Notice the world around you.', video_gif: null } },
];
