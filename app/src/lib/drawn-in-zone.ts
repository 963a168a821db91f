/**
 * The server's side of the member's time zone (decision 0750): a first view is rendered with the process's local
 * time zone set to the member's, so every date the page shows (`new Date().getDate()`, dayjs, Intl without a
 * zone) comes out as the member's browser shows it. Renders are synchronous (entry-server.tsx), so no other
 * request's code runs while it is set, and it is put back before the render returns. Server only (Node).
 */
import { isTimeZone } from '@portal/contract/time-zone';

export function withTimeZone<T>(zone: string | null | undefined, render: () => T): T {
  if (!zone || !isTimeZone(zone)) return render();
  const previous = process.env.TZ;
  // Node applies a new TZ to Date and Intl at once (it resets their cache as the variable is set)
  process.env.TZ = zone;
  try {
    return render();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}
