// The few icons the app draws itself (Chakra v3 ships no icon set and none is installed).
//
// Each icon is 1em square by default, like the icon sets Chakra's examples use: the size is the
// SVG's own width and height attributes, which any CSS overrides (a button's or an empty state's
// icon sizing, a `boxSize` prop). Chakra's `createIcon` gives the SVG no size at all, so an icon
// placed where no recipe sizes it (a menu item) grew to fill its box: ~260 px in the avatar menu.
import { forwardRef, type ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';

function createIcon({ displayName, viewBox = '0 0 24 24', path }: { displayName: string; viewBox?: string; path: ReactNode }) {
  const Comp = forwardRef<SVGSVGElement, IconProps>(function Icono(props, ref) {
    return (
      <Icon ref={ref} {...props} asChild>
        <svg viewBox={viewBox} width="1em" height="1em">
          {path}
        </svg>
      </Icon>
    );
  });
  Comp.displayName = displayName;
  return Comp;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

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

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: [<path key="a" {...stroke} d="M12 5v14M5 12h14" />],
});

export const PencilIcon = createIcon({
  displayName: 'PencilIcon',
  path: [<path key="a" {...stroke} d="M12 20h9" />, <path key="b" {...stroke} d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />],
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: [
    <path key="a" {...stroke} d="M3 6h18" />,
    <path key="b" {...stroke} d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
    <path key="c" {...stroke} d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
    <path key="d" {...stroke} d="M10 11v6M14 11v6" />,
  ],
});

export const UsersIcon = createIcon({
  displayName: 'UsersIcon',
  path: [
    <path key="a" {...stroke} d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />,
    <circle key="b" {...stroke} cx="9" cy="7" r="4" />,
    <path key="c" {...stroke} d="M23 21v-2a4 4 0 0 0-3-3.9" />,
    <path key="d" {...stroke} d="M16 3.1a4 4 0 0 1 0 7.8" />,
  ],
});

export const CameraIcon = createIcon({
  displayName: 'CameraIcon',
  path: [
    <path key="a" {...stroke} d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />,
    <circle key="b" {...stroke} cx="12" cy="13" r="4" />,
  ],
});

export const KeyIcon = createIcon({
  displayName: 'KeyIcon',
  path: [<circle key="a" {...stroke} cx="7.5" cy="15.5" r="5.5" />, <path key="b" {...stroke} d="M11.5 11.5L21 2M17 6l3 3M15 8l2 2" />],
});

export const RefreshIcon = createIcon({
  displayName: 'RefreshIcon',
  path: [
    <path key="a" {...stroke} d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />,
    <path key="b" {...stroke} d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />,
    <path key="c" {...stroke} d="M21 3v5h-5M3 21v-5h5" />,
  ],
});

export const BuildingIcon = createIcon({
  displayName: 'BuildingIcon',
  path: [
    <path key="a" {...stroke} d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />,
    <path key="b" {...stroke} d="M16 9h2a2 2 0 0 1 2 2v10" />,
    <path key="c" {...stroke} d="M2 21h20M8 7h4M8 11h4M8 15h4" />,
  ],
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [<circle key="a" {...stroke} cx="11" cy="11" r="7" />, <path key="b" {...stroke} d="M21 21l-4.3-4.3" />],
});

export const UploadIcon = createIcon({
  displayName: 'UploadIcon',
  path: [
    <path key="a" {...stroke} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" {...stroke} d="M17 8l-5-5-5 5M12 3v12" />,
  ],
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  path: [
    <path key="a" {...stroke} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" {...stroke} d="M7 10l5 5 5-5M12 15V3" />,
  ],
});

export const FileTextIcon = createIcon({
  displayName: 'FileTextIcon',
  path: [
    <path key="a" {...stroke} d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />,
    <path key="b" {...stroke} d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />,
  ],
});

/** A broken connection (the companies screen's load-error panel). */
export const CloudOffIcon = createIcon({
  displayName: 'CloudOffIcon',
  path: [
    <path key="a" {...stroke} d="M22.6 16.8A5 5 0 0 0 18 10h-1.3A8 8 0 0 0 9.1 4.2" />,
    <path key="b" {...stroke} d="M5 5a8 8 0 0 0 4 15h9a5 5 0 0 0 1.7-.3" />,
    <path key="c" {...stroke} d="M2 2l20 20" />,
  ],
});

export const DatabaseIcon = createIcon({
  displayName: 'DatabaseIcon',
  path: [
    <ellipse key="a" {...stroke} cx="12" cy="5" rx="9" ry="3" />,
    <path key="b" {...stroke} d="M21 12c0 1.7-4 3-9 3s-9-1.3-9-3" />,
    <path key="c" {...stroke} d="M3 5v14c0 1.7 4 3 9 3s9-1.3 9-3V5" />,
  ],
});

export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  path: [<path key="a" {...stroke} d="M22 11.1V12a10 10 0 1 1-5.9-9.1" />, <path key="b" {...stroke} d="M22 4L12 14l-3-3" />],
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: [<circle key="a" {...stroke} cx="12" cy="12" r="10" />, <path key="b" {...stroke} d="M12 6v6l4 2" />],
});

/** Areas of a company: stacked layers. */
export const LayersIcon = createIcon({
  displayName: 'LayersIcon',
  path: [<path key="a" {...stroke} d="M12 2L2 7l10 5 10-5z" />, <path key="b" {...stroke} d="M2 17l10 5 10-5M2 12l10 5 10-5" />],
});

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: [
    <path key="a" {...stroke} d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />,
    <path key="b" {...stroke} d="M13.7 21a2 2 0 0 1-3.4 0" />,
  ],
});

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: [<rect key="a" {...stroke} x="3" y="4" width="18" height="18" rx="2" />, <path key="b" {...stroke} d="M16 2v4M8 2v4M3 10h18" />],
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [<path key="a" {...stroke} d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />, <circle key="b" {...stroke} cx="12" cy="7" r="4" />],
});

export const SettingsIcon = createIcon({
  displayName: 'SettingsIcon',
  path: [
    <circle key="a" {...stroke} cx="12" cy="12" r="3" />,
    <path
      key="b"
      {...stroke}
      d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
    />,
  ],
});

export const InfoIcon = createIcon({
  displayName: 'InfoIcon',
  path: [<circle key="a" {...stroke} cx="12" cy="12" r="10" />, <path key="b" {...stroke} d="M12 16v-4M12 8h.01" />],
});

export const XIcon = createIcon({
  displayName: 'XIcon',
  path: [<path key="a" {...stroke} d="M18 6L6 18M6 6l12 12" />],
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: [<path key="a" {...stroke} d="M3 12h18M3 6h18M3 18h18" />],
});

export const HomeIcon = createIcon({
  displayName: 'HomeIcon',
  path: [<path key="a" {...stroke} d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />, <path key="b" {...stroke} d="M9 22V12h6v10" />],
});

export const BarChartIcon = createIcon({
  displayName: 'BarChartIcon',
  path: [<path key="a" {...stroke} d="M12 20V10M18 20V4M6 20v-4" />],
});

export const BriefcaseIcon = createIcon({
  displayName: 'BriefcaseIcon',
  path: [
    <rect key="a" {...stroke} x="2" y="7" width="20" height="14" rx="2" />,
    <path key="b" {...stroke} d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />,
  ],
});

export const ShieldIcon = createIcon({
  displayName: 'ShieldIcon',
  path: [<path key="a" {...stroke} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />],
});

export const CpuIcon = createIcon({
  displayName: 'CpuIcon',
  path: [
    <rect key="a" {...stroke} x="4" y="4" width="16" height="16" rx="2" />,
    <rect key="b" {...stroke} x="9" y="9" width="6" height="6" />,
    <path key="c" {...stroke} d="M9 1v3M15 1v3M9 20v3M15 20v3M20 9h3M20 14h3M1 9h3M1 14h3" />,
  ],
});

export const WifiIcon = createIcon({
  displayName: 'WifiIcon',
  path: [<path key="a" {...stroke} d="M5 12.55a11 11 0 0 1 14.08 0M1.42 9a16 16 0 0 1 21.16 0M8.53 16.11a6 6 0 0 1 6.95 0M12 20h.01" />],
});

/** Copy a public link (an interview's). */
export const LinkIcon = createIcon({
  displayName: 'LinkIcon',
  path: [
    <path key="a" {...stroke} d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />,
    <path key="b" {...stroke} d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
  ],
});

/** Start (an interview). */
export const PlayIcon = createIcon({
  displayName: 'PlayIcon',
  path: [<path key="a" {...stroke} d="M6 4l14 8-14 8z" />],
});
