import { useMemo } from 'react';
import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { buttonStyle } from '@portal/ui/button';
import { icsFileName, icsOf, type CalendarEntry } from '../utils/calendar';

const Download = styled.a`
  ${buttonStyle('secondary', 'sm', false)}
`;

/** A download of the booking as an .ics file, which every calendar app opens. */
export function AddToCalendar({ entry }: { readonly entry: CalendarEntry }) {
  const ics = useMemo(() => icsOf(entry), [entry]);
  if (!ics) return null;
  return (
    <Download href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={icsFileName(entry.title)}>
      <Trans>Add to calendar</Trans>
    </Download>
  );
}
