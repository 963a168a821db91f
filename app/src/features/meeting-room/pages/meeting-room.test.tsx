import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import {
  getAppointmentAccessToken,
  logVideoInfo,
  saveSessionFeedback,
  ROOM_CLOSED_MESSAGE,
} from '@portal/contract/calls/meeting-room';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import type { ConnectOptions } from '../adapters/types';
import { MeetingRoom } from './meeting-room';

const connected: ConnectOptions[] = [];
const disconnect = vi.fn();
const setMedia = vi.fn();
vi.mock('../adapters/connect', () => ({
  connectRoom: async (options: ConnectOptions) => {
    connected.push(options);
    return { disconnect, setMedia, replaceVideoTrack: vi.fn() };
  },
}));

let lastStream: MediaStream | null = null;
function fakeStream(kinds: ('audio' | 'video')[]): MediaStream {
  const tracks = kinds.map((kind) => ({ kind, stop: vi.fn(), enabled: true }));
  return {
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  } as unknown as MediaStream;
}

function grantDevices(outcome: 'granted' | 'denied') {
  const getUserMedia = vi.fn(() =>
    outcome === 'granted'
      ? Promise.resolve((lastStream = fakeStream(['audio', 'video'])))
      : Promise.reject(new DOMException('denied', 'NotAllowedError')),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

const ownBooking = (start: string, end: string): Appointment => ({
  appointmentId: 7,
  appointmentType: 'Video',
  appointmentStatus: 'Booked',
  startTime: start,
  endTime: end,
  clinician: { name: 'Dr. Priya Raman', image: null, clinicianId: 'CLN-1041', address: null },
  details: {},
  showJoinButton: true,
  showLocationButton: false,
});
const startsIn = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

beforeEach(() => {
  connected.length = 0;
  disconnect.mockClear();
  setMedia.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function render(bookingId = '7') {
  const { router } = renderFeature(<MeetingRoom bookingId={bookingId} />, {
    path: `/booking-video-room/${bookingId}/device-tests`,
  });
  return router;
}

// polling runs on real timers (2 s apart) and a busy machine renders slowly
describe('meeting room', { timeout: 30_000 }, () => {
  it('asks for permissions, refuses to join without them and shows the server text while it keeps polling', async () => {
    grantDevices('denied');
    const api = mockCalls([
      answer(getAppointments, { success: true, appointments: [] }),
      answer(getAppointmentAccessToken, { success: false, error: ROOM_CLOSED_MESSAGE }),
    ]);
    render();
    expect(
      await screen.findByText('Please allow camera and microphone permissions and refresh the page...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Meeting' })).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Accept Permissions' })).toBeDisabled();
    expect(await screen.findByTestId('token-error')).toHaveTextContent(ROOM_CLOSED_MESSAGE);
    await waitFor(() => expect(api.bodiesOf(getAppointmentAccessToken).length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    expect(api.bodiesOf(getAppointmentAccessToken)[0]).toEqual({ appointment_id: '7' });
  });

  it('joins, logs the analytics events, ends with the duration and stores the feedback after a session over 300 s', async () => {
    grantDevices('granted');
    const api = mockCalls([
      answer(getAppointments, {
        success: true,
        appointments: [ownBooking(startsIn(-60_000), startsIn(1_800_000))],
      }),
      answer(getAppointmentAccessToken, {
        success: true,
        access_token: 'vrt_token',
        room_name: 'harbour-booking-7',
        start: startsIn(-60_000),
        end: startsIn(1_800_000),
      }),
      answer(logVideoInfo, { success: true }),
      answer(saveSessionFeedback, { success: true }),
    ]);
    const user = userEvent.setup();
    render();
    const join = await screen.findByRole('button', { name: 'Join Meeting' });
    await waitFor(() => expect(join).toBeEnabled());
    expect(await screen.findByRole('checkbox', { name: 'Accept Permissions' })).toBeChecked();
    await user.click(join);
    await waitFor(() => expect(connected).toHaveLength(1));
    expect(connected[0]).toMatchObject({ token: 'vrt_token', roomName: 'harbour-booking-7' });
    expect(api.bodiesOf(getAppointmentAccessToken)[0]).toMatchObject({
      appointment_id: '7',
      clinician_id: 'CLN-1041',
    });
    await act(async () => connected[0]!.onEvent({ type: 'participant-joined' }));
    const clockAtJoin = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(clockAtJoin + 301_000);
    await act(async () => connected[0]!.onEvent({ type: 'participant-left' }));

    expect(
      screen.getByRole('heading', {
        name: /^Thanks for joining\. Your Session Has Now Ended\. Duration: 00:05:0[01]$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('room-status')).toHaveTextContent('Status: Disconnected');
    expect(disconnect).toHaveBeenCalled();
    const events = api
      .bodiesOf(logVideoInfo)
      .map((body) => JSON.parse(String(body.message)) as { event: string; length?: number });
    expect(events.map((event) => event.event)).toEqual([
      'appointment-start',
      'coach-participation',
      'appointment-end',
    ]);
    expect(events[2]!.length).toBeGreaterThanOrEqual(300);

    const dialog = await screen.findByRole('dialog', { name: 'How was your session?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '8' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Anything else you would like to tell us?' }),
      'Very clear.',
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(api.bodiesOf(saveSessionFeedback)).toEqual([
        { booking_id: 7, rating: 8, recommend: true, comment: 'Very clear.' },
      ]),
    );
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
  });

  it('shows no feedback modal after a short session, and Close leads home', async () => {
    grantDevices('granted');
    mockCalls([
      answer(getAppointments, { success: true, appointments: [] }),
      answer(getAppointmentAccessToken, {
        success: true,
        access_token: 'vrt_token',
        room_name: 'r',
        start: startsIn(-60_000),
        end: startsIn(1_800_000),
      }),
      answer(logVideoInfo, { success: true }),
    ]);
    const user = userEvent.setup();
    const router = render();
    const join = await screen.findByRole('button', { name: 'Join Meeting' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    await waitFor(() => expect(connected).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'End Meeting' }));
    expect(screen.getByTestId('room-status')).toHaveTextContent('Status: Completed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('mutes and turns the camera off with toggles that say so, and shows what the other side turned off', async () => {
    grantDevices('granted');
    mockCalls([
      answer(getAppointments, { success: true, appointments: [ownBooking(startsIn(-60_000), startsIn(1_800_000))] }),
      answer(getAppointmentAccessToken, { success: true, access_token: 'vrt_token', room_name: 'r', start: startsIn(-60_000), end: startsIn(1_800_000) }),
      answer(logVideoInfo, { success: true }),
    ]);
    const user = userEvent.setup();
    render();
    const join = await screen.findByRole('button', { name: 'Join Meeting' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    await waitFor(() => expect(setMedia).toHaveBeenCalledWith({ audio: true, video: true }));
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    mute.focus();
    await user.keyboard(' ');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(setMedia).toHaveBeenLastCalledWith({ audio: false, video: true });
    expect(lastStream!.getAudioTracks().map((track) => track.enabled)).toEqual([false]);
    expect(screen.getByText('You are muted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(setMedia).toHaveBeenLastCalledWith({ audio: false, video: false });
    expect(lastStream!.getVideoTracks().map((track) => track.enabled)).toEqual([false]);

    await act(async () => connected[0]!.onEvent({ type: 'remote-stream', stream: fakeStream(['video']) }));
    await act(async () => connected[0]!.onEvent({ type: 'remote-media', media: { audio: false, video: false } }));
    expect(screen.getByTestId('room-status')).toHaveTextContent('Dr. Priya Raman is muted.');
    expect(screen.getByTestId('room-status')).toHaveTextContent('Dr. Priya Raman has turned their camera off.');
    expect(screen.getByTestId('remote-tile')).toHaveTextContent('Camera off');
    await act(async () => connected[0]!.onEvent({ type: 'remote-media', media: { audio: true, video: true } }));
    expect(screen.getByTestId('room-status')).not.toHaveTextContent('muted');
    expect(screen.getByTestId('remote-tile')).not.toHaveTextContent('Camera off');
  });
});
