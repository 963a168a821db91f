import { atom } from 'jotai';

export type ShellPanel = 'bookings' | 'notifications' | 'menu';

/** Which of the top bar's panels is open; pages of the shell may open one too. */
export const openPanelAtom = atom<ShellPanel | null>(null);
