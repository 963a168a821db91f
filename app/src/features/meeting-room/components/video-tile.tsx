import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { theme } from '@portal/theme/theme';

const video = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.surface.sunken};
  border-radius: ${theme.radius.card};
`;
const mirror = css`
  transform: scaleX(-1);
`;

/** A live stream; the member's own camera is muted (no echo) and mirrored, as a mirror would show them. */
export function VideoTile({
  stream,
  label,
  own = false,
  testId,
}: {
  stream: MediaStream | null;
  label: string;
  own?: boolean;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) void element.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      css={[video, own && mirror]}
      aria-label={label}
      data-testid={testId}
      autoPlay
      playsInline
      muted={own}
    />
  );
}
