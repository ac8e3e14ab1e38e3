// The few icons the app draws itself (Chakra v3 ships no icon set and none is installed).
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const GoogleIcon = createIcon({
  displayName: 'GoogleIcon',
  viewBox: '0 0 48 48',
  path: [
    <path key="y" fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z" />,
    <path key="r" fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />,
    <path key="g" fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />,
    <path key="b" fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />,
  ],
});

export const MicrosoftIcon = createIcon({
  displayName: 'MicrosoftIcon',
  viewBox: '0 0 21 21',
  path: [
    <rect key="r" x="1" y="1" width="9" height="9" fill="#F25022" />,
    <rect key="g" x="11" y="1" width="9" height="9" fill="#7FBA00" />,
    <rect key="b" x="1" y="11" width="9" height="9" fill="#00A4EF" />,
    <rect key="y" x="11" y="11" width="9" height="9" fill="#FFB900" />,
  ],
});

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: [
    <path key="o" {...stroke} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
    <circle key="p" {...stroke} cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  path: [
    <path key="a" {...stroke} d="M10.7 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2" />,
    <path key="b" {...stroke} d="M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />,
    <path key="c" {...stroke} d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
    <path key="d" {...stroke} d="M2 2l20 20" />,
  ],
});

/** The product mark: an AI spark. */
export const SparkIcon = createIcon({
  displayName: 'SparkIcon',
  path: [
    <path key="big" fill="currentColor" d="M10 2.5l2 6.2 6.2 2-6.2 2-2 6.3-2-6.3-6.2-2 6.2-2z" />,
    <path key="small" fill="currentColor" opacity="0.8" d="M18.5 13.5l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" />,
  ],
});

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  path: [
    <path key="a" {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
    <path key="b" {...stroke} d="M16 17l5-5-5-5" />,
    <path key="c" {...stroke} d="M21 12H9" />,
  ],
});
