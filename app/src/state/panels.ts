import { atom } from 'jotai';

export type ShellPanel = 'bookings' | 'notifications' | 'menu';

/**
 * Which of the top bar's panels is open. Shared state rather than the shell's: the bookings and notifications
 * features open and reopen panels too (a booking modal returns to its panel, a message page opens the bookings).
 */
export const openPanelAtom = atom<ShellPanel | null>(null);
