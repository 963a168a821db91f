import { atom } from 'jotai';
import type { Appointment } from '@portal/contract/calls/bookings';

export type BookingDialog = { readonly kind: 'cancel' | 'location'; readonly booking: Appointment };

/**
 * The booking modal open over the page. The ui dialogs each trap focus, so a modal never opens on top of the
 * panel: the panel closes, the modal opens, and the panel comes back when the modal closes.
 */
export const bookingDialogAtom = atom<BookingDialog | null>(null);
