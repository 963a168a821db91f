import type { Webinar } from '@portal/contract/calls/events';
import { instantOf } from './events';

export type WebinarSection = 'watch' | 'registration' | 'upcoming';

export interface WebinarSections {
  /** now after video_open_from */
  readonly watch: Webinar[];
  /** registration open: the registered and the open ones together, by video open date */
  readonly registration: Webinar[];
  /** registration not yet open (its button disabled), by registration open date */
  readonly upcoming: Webinar[];
}

const at = (text: string) => instantOf(text).getTime();

/** The three sections of seed 001 section 4, judged by now against the webinar's two dates. */
export function webinarSections(webinars: readonly Webinar[], now: Date): WebinarSections {
  const time = now.getTime();
  const watch: Webinar[] = [];
  const registration: Webinar[] = [];
  const upcoming: Webinar[] = [];
  for (const webinar of webinars) {
    if (time >= at(webinar.video_open_from)) watch.push(webinar);
    else if (time >= at(webinar.registration_open_from)) registration.push(webinar);
    else upcoming.push(webinar);
  }
  const byVideo = (a: Webinar, b: Webinar) => at(a.video_open_from) - at(b.video_open_from) || a.id - b.id;
  return {
    watch: watch.sort(byVideo),
    registration: registration.sort(byVideo),
    upcoming: upcoming.sort((a, b) => at(a.registration_open_from) - at(b.registration_open_from) || a.id - b.id),
  };
}

/**
 * Seconds a viewer actually played: each stretch from play (or a resume) to pause, end or leaving, so a paused
 * tab left open does not count.
 */
export class WatchClock {
  private total = 0;
  private since: number | null = null;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  play(): void {
    this.since ??= this.clock();
  }

  pause(): void {
    if (this.since === null) return;
    this.total += this.clock() - this.since;
    this.since = null;
  }

  /** whole seconds played so far, and starts counting from zero again (each report is one visit's part) */
  take(): number {
    const playing = this.since !== null;
    this.pause();
    const seconds = Math.round(this.total / 1000);
    this.total = 0;
    if (playing) this.play();
    return seconds;
  }
}
