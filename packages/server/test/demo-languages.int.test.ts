import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getUserAssessments } from '@portal/contract/calls/home';
import { getNotifications } from '@portal/contract/calls/notifications';
import { setUserLanguage } from '@portal/contract/calls/settings';
import { withHarness } from './harness';

// Issue 9: a German client's demo data reads German; the member's own language choice decides, as for legal texts.
withHarness('demo data in the member language', (h) => {
  it("serves kontor's member notifications, reports and bookings in German", async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    const notices = (await h().call(getNotifications, {}, member)).notifications;
    expect(notices.map((n) => n.subject)).toContain('Ihr Gesundheits-Score ist fertig');
    expect(notices.map((n) => n.subject)).not.toContain('Your Health Score is ready');

    const reports = (await h().call(getUserAssessments, {}, member)).reports;
    expect(reports.length).toBeGreaterThan(0);
    // the seeded past report and the Health Score results the demo member finished (health-score/seed.ts)
    expect(reports.map((report) => report.header_copy)).toEqual(reports.map(() => 'Ihre Ergebnisse im Gesundheits-Score'));
    expect(reports.find((report) => report.report_items.length === 3)!.report_items.map((item) => item.heading)).toEqual([
      'Gut im Kopf',
      'Gut im Leben',
      'Gut im Körper',
    ]);

    const events = (await h().call(getAppointments, {}, member)).appointments.filter(
      (a) => a.appointmentType === 'corporateEvent',
    );
    expect(events.map((a) => a.details.event_title)).toContain('Yoga in der Mittagspause');
    // the seeded event bookings name the events team in the member's language; places on events (decision 0480)
    // name the event's own provider
    const team = events.filter((a) => a.clinician.clinicianId === 'EVT-0001');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((a) => a.clinician.name === 'Team Wohlfühl-Veranstaltungen')).toBe(true);
  });

  it('follows a kontor member who chooses English, and keeps harbour English', async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    await h().call(setUserLanguage, { lang: 'en' }, member);
    const notices = (await h().call(getNotifications, {}, member)).notifications;
    expect(notices.map((n) => n.subject)).toContain('Your Health Score is ready');
    const reports = (await h().call(getUserAssessments, {}, member)).reports;
    expect(reports.map((report) => report.header_copy)).toEqual(reports.map(() => 'Your Health Score results'));
    await h().call(setUserLanguage, { lang: 'de' }, member);

    const harbour = await h().session('harbour', 'member@harbour.example');
    const events = (await h().call(getAppointments, {}, harbour)).appointments.filter(
      (a) => a.appointmentType === 'corporateEvent',
    );
    expect(events.map((a) => a.details.event_title)).toContain('Lunchtime Yoga');
    // the seeded event bookings name the events team in the member's language; places on events (decision 0480)
    // name the event's own provider
    const team = events.filter((a) => a.clinician.clinicianId === 'EVT-0001');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((a) => a.clinician.name === 'Wellbeing Events Team')).toBe(true);
  });
});
