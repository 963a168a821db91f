// Chromatic modes: one snapshot per skin seen in the spec. Mode values are globals (see preview.tsx).
export const skinModes = {
  'skin 0': { skin: '0' },
  'skin 9': { skin: '9' },
  'skin 10': { skin: '10' },
  'skin 12': { skin: '12' },
  'skin 13': { skin: '13' },
} as const;
