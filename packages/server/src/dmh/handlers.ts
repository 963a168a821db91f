import {
  answerDmhQuestion,
  bookDmhAppointment,
  getAddressFromCoordinates,
  getDmhQuestion,
  getOtherCliniciansDates,
} from '@portal/contract/calls/dmh';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf, type CallContext } from '../core/types';
import { geocoderFromEnv, type Geocoder } from './geocoder';
import * as dmh from './service';

async function shownLanguage(ctx: CallContext): Promise<string> {
  return (await memberLanguage(ctx.db, memberOf(ctx), ctx.client.manifest)).shown;
}

let geocoder: Geocoder | undefined;

export const dmhHandlers = [
  handle(getDmhQuestion, async (input, ctx) => ({
    success: true,
    question: await dmh.getQuestion(ctx.db, memberOf(ctx), input.question_id, await shownLanguage(ctx), ctx.client.manifest.country),
  })),
  handle(answerDmhQuestion, async (input, ctx) => ({
    success: true,
    next_question_id: await dmh.answerQuestion(ctx.db, memberOf(ctx), input.answered_question_id, input.answer, ctx.now),
  })),
  handle(getOtherCliniciansDates, async (input, ctx) => ({
    success: true,
    dates: await dmh.getCliniciansDates(ctx.db, memberOf(ctx), input.gender_preference, await shownLanguage(ctx), ctx.now),
  })),
  handle(bookDmhAppointment, async (input, ctx) => {
    await dmh.bookAppointment(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, apiStatus: 'booked' };
  }),
  handle(getAddressFromCoordinates, async (input, ctx) => {
    memberOf(ctx);
    geocoder ??= geocoderFromEnv();
    return { success: true, display_name: await dmh.addressAt(geocoder, input.lat, input.lng) };
  }),
];
