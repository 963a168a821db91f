import * as v from 'valibot';
import { defineCall } from '../define-call';
import { requestBody } from '../fields';
import { dateText, dateTimeText } from '../replies';
import { routesOf } from '../route-names';

const HOME_ROUTES = routesOf('home', 'results');

/** A past assessment report (seed 003 section 3). */
export const assessmentReportSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.optional(v.string()),
  date_of_assessment: dateText,
  header_copy: v.string(),
  sub_header_copy: v.string(),
  report_items: v.array(v.object({ heading: v.string(), title: v.string(), description: v.string() })),
});
export type AssessmentReport = v.InferOutput<typeof assessmentReportSchema>;

/** A service tile under 'How can we help you today?'; `link` is an app path or an absolute URL. */
export const serviceTileSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  description: v.optional(v.string()),
  image: v.optional(v.nullable(v.string())),
  link: v.string(),
  button_text: v.optional(v.string()),
});
export type ServiceTile = v.InferOutput<typeof serviceTileSchema>;

/** A booking shown on the home page; its type picks the destination (dg, dc, tmh, corporate, ws). */
export const homeBookingSchema = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.picklist(['dg', 'dc', 'tmh', 'corporate', 'ws']),
  title: v.string(),
  position: v.optional(v.number()),
  start: dateTimeText,
  end: dateTimeText,
  featured_image: v.optional(v.nullable(v.string())),
  event_date_id: v.optional(v.nullable(v.number())),
});
export type HomeBooking = v.InferOutput<typeof homeBookingSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const homeCall = { seed: '001', area: 'home', auth: 'session', routes: HOME_ROUTES } as const;

/** The member's assessment reports (results banner and /results). */
export const getUserAssessments = defineCall({
  path: '/application/api/u/sapphire/events/user-assessments',
  readOnly: true,
  ...homeCall,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), reports: v.array(assessmentReportSchema) }),
});

/** The home page's landing data: service tiles, the helpline tile and upcoming bookings. */
export const getWebLanding = defineCall({
  path: '/application/api/u/sapphire/home/web-landing',
  readOnly: true,
  ...homeCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    welcome_title: v.optional(v.string()),
    welcome_text: v.optional(v.string()),
    event_services: v.array(serviceTileSchema),
    /** the 24/7 helpline tile; null when the client does not show it */
    eap_tile: v.nullable(serviceTileSchema),
    bookings: v.optional(v.array(homeBookingSchema)),
  }),
});
