import {
  answerDmhQuestion,
  bookDmhAppointment,
  DMH_SERVICE_ID,
  getAddressFromCoordinates,
  getDmhQuestion,
  getOtherCliniciansDates,
  type GENDER_PREFERENCES,
} from '@portal/contract/calls/dmh';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export function fetchQuestion(questionId: number | null) {
  return callApi(getDmhQuestion, questionId === null ? { service_type: DMH_SERVICE_ID } : { question_id: questionId, service_type: DMH_SERVICE_ID });
}

export function sendAnswer(questionId: number, answer: unknown) {
  return callApi(answerDmhQuestion, {
    answered_question_id: questionId,
    answer: answer as string,
    service_type: DMH_SERVICE_ID,
  });
}

/** Clinicians with free slots by date; fetched again on every visit, so a slot taken meanwhile is not offered. */
export function useCliniciansDates(gender: GenderPreference) {
  return useCall(getOtherCliniciansDates, { gender_preference: gender, service_id: DMH_SERVICE_ID }, { revalidateOnMount: true });
}

export function bookAppointment(clinicianId: string, date: string, time: string) {
  return callApi(bookDmhAppointment, { clinician_id: clinicianId, start_date: date, start_time: time, service_id: DMH_SERVICE_ID });
}

export function addressAt(lat: number, lng: number) {
  return callApi(getAddressFromCoordinates, { lat, lng });
}
