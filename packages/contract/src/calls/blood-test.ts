import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, isoDate, optionalText, requestBody, stringId, timeOfDay } from '../fields';
import { dateText } from '../replies';
import { routesOf } from '../route-names';
import {
  ADDRESS_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  CONSENT_MESSAGE,
  NOT_PREGNANT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  phoneSchema,
} from '../rules';
import { appointmentSchema } from './bookings';

const KIT_ROUTES = routesOf('randoxKit');

/** The views the landing status selects. */
export const KIT_STATUSES = ['order', 'book', 'submitted', 'waiting', 'not_eligible', 'error'] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];
/** apiStatus when the slot was taken meanwhile. */
export const KIT_APPOINTMENT_ALREADY_BOOKED = 'already_booked';

const required = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200, message));
const ticked = (message: string) =>
  v.pipe(
    boolLike(message),
    v.check((value) => value, message),
  );

export const kitClinicianSchema = v.object({
  clinicianId: v.union([v.string(), v.number()]),
  name: v.string(),
  skills: v.array(v.string()),
  /** times of day, HH:mm */
  timeslots: v.array(v.string()),
});

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const bloodTestCall = { seed: '003', area: 'blood-test', auth: 'session', routes: KIT_ROUTES } as const;

/** The kit journey's state for the member. */
export const getKitLanding = defineCall({
  path: '/application/api/u/randox/landing',
  readOnly: true,
  ...bloodTestCall,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    status: v.picklist(KIT_STATUSES),
    upcoming_appointment_booked: v.boolean(),
    upcoming_appointment: v.array(appointmentSchema),
  }),
});

/** Clinicians with free results-consultation slots, by date. */
export const getKitBookingDates = defineCall({
  path: '/application/api/u/randox/get-booking-dates',
  readOnly: true,
  ...bloodTestCall,
  request: requestBody({
    gender_preference: v.optional(
      v.picklist(['No Preference', 'Male', 'Female'], 'Please choose a valid preference.'),
      'No Preference',
    ),
  }),
  response: v.object({ success: v.boolean(), dates: v.record(dateText, v.array(kitClinicianSchema)) }),
});

/** Books the results consultation. */
export const bookKitAppointment = defineCall({
  path: '/application/api/u/randox/book-appointment',
  ...bloodTestCall,
  request: requestBody({
    clinician_id: stringId('Please choose a clinician.'),
    start_date: isoDate('Please choose a date.'),
    start_time: timeOfDay('Please choose a time.'),
  }),
  response: v.object({
    success: v.boolean(),
    appointmentStartTime: v.optional(v.string()),
    apiStatus: v.optional(v.string()),
  }),
});

/** Orders a home blood-test kit (seed 003 section 5 rules). */
export const orderKit = defineCall({
  path: '/application/api/u/randox/order',
  ...bloodTestCall,
  request: requestBody({
    phone_number: phoneSchema,
    post_code: required(POSTCODE_REQUIRED_MESSAGE),
    address: required(ADDRESS_REQUIRED_MESSAGE),
    city: required(CITY_REQUIRED_MESSAGE),
    /** not validated by the page; kept when given */
    selected_sex: v.optional(v.picklist(['male', 'female'], 'Please choose male or female.')),
    not_pregnant: ticked(NOT_PREGNANT_MESSAGE),
    consent: ticked(CONSENT_MESSAGE),
    sample: optionalText(100),
    name: optionalText(200),
  }),
  response: v.object({ success: v.boolean(), err: v.optional(v.string()) }),
});
