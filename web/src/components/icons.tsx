// Why one module: the one place that names the icons: one small export per icon, no logic.
// The app's icons: the one place that names them. Each product name (TrashIcon, UsersIcon…) maps to a
// Lucide icon (lucide-react, the set Chakra's documentation suggests; a fork of Feather, whose
// drawings these icons were copied from by hand before), and call sites import the product name.
//
// Each icon is 1em square by default, like the icon sets Chakra's examples use: the size is the
// SVG's own width and height attributes, which any CSS overrides (a button's or an empty state's
// icon sizing, a `boxSize` prop). Chakra's `createIcon` gives the SVG no size at all, so an icon
// placed where no recipe sizes it (a menu item) grew to fill its box: ~260 px in the avatar menu.
// Chakra's Icon passes its props to the drawing (`asChild`), with `aria-hidden` and `focusable` off.
//
// Each icon is imported from its own module (`lucide-react/icons/<name>`), not from the package's
// index: the build keeps only the icons used either way, but the tests and the dev server would
// otherwise load the index, every icon of the set in one 1.3 MB CommonJS file.
import { forwardRef, type ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Bell from 'lucide-react/icons/bell';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-2';
import Calendar from 'lucide-react/icons/calendar';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import Clock from 'lucide-react/icons/clock';
import CloudOff from 'lucide-react/icons/cloud-off';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import FileText from 'lucide-react/icons/file-text';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import Key from 'lucide-react/icons/key';
import Layers from 'lucide-react/icons/layers';
import Link from 'lucide-react/icons/link';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import PenLine from 'lucide-react/icons/pen-line';
import Play from 'lucide-react/icons/play';
import Plug from 'lucide-react/icons/plug';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import Trash from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import User from 'lucide-react/icons/user';
import Users from 'lucide-react/icons/users';
import Wifi from 'lucide-react/icons/wifi';
import X from 'lucide-react/icons/x';

function deLucide(displayName: string, Dibujo: LucideIcon) {
  const Comp = forwardRef<SVGSVGElement, IconProps>(function Icono(props, ref) {
    return (
      <Icon ref={ref} {...props} asChild>
        <Dibujo size="1em" />
      </Icon>
    );
  });
  Comp.displayName = displayName;
  return Comp;
}

/** An icon the set has no drawing for (the product's mark), drawn here in a 24-unit box. */
function propio(displayName: string, path: ReactNode) {
  const Comp = forwardRef<SVGSVGElement, IconProps>(function Icono(props, ref) {
    return (
      <Icon ref={ref} {...props} asChild>
        <svg viewBox="0 0 24 24" width="1em" height="1em">
          {path}
        </svg>
      </Icon>
    );
  });
  Comp.displayName = displayName;
  return Comp;
}

export const EyeIcon = deLucide('EyeIcon', Eye);
export const EyeOffIcon = deLucide('EyeOffIcon', EyeOff);

/** The product mark: an AI spark (the light pages draw the same one, kit-ligero/ui.tsx's Marca). */
export const SparkIcon = propio('SparkIcon', [
  <path key="big" fill="currentColor" d="M10 2.5l2 6.2 6.2 2-6.2 2-2 6.3-2-6.3-6.2-2 6.2-2z" />,
  <path key="small" fill="currentColor" opacity="0.8" d="M18.5 13.5l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" />,
]);

export const LogOutIcon = deLucide('LogOutIcon', LogOut);
export const PlusIcon = deLucide('PlusIcon', Plus);
export const ArrowUpIcon = deLucide('ArrowUpIcon', ArrowUp);
export const ArrowDownIcon = deLucide('ArrowDownIcon', ArrowDown);
/** Edit: a pen over a line. */
export const PencilIcon = deLucide('PencilIcon', PenLine);
/** Delete: a bin with two slats. */
export const TrashIcon = deLucide('TrashIcon', Trash);
export const UsersIcon = deLucide('UsersIcon', Users);
export const CameraIcon = deLucide('CameraIcon', Camera);
export const KeyIcon = deLucide('KeyIcon', Key);
/** Reload: two arrows in a circle. */
export const RefreshIcon = deLucide('RefreshIcon', RefreshCw);
/** A company: a building with an annex. */
export const BuildingIcon = deLucide('BuildingIcon', Building2);
export const SearchIcon = deLucide('SearchIcon', Search);
export const CheckIcon = deLucide('CheckIcon', Check);
export const ChevronsUpDownIcon = deLucide('ChevronsUpDownIcon', ChevronsUpDown);
export const UploadIcon = deLucide('UploadIcon', Upload);
export const DownloadIcon = deLucide('DownloadIcon', Download);
export const FileTextIcon = deLucide('FileTextIcon', FileText);
/** A broken connection (the companies screen's load-error panel). */
export const CloudOffIcon = deLucide('CloudOffIcon', CloudOff);
export const DatabaseIcon = deLucide('DatabaseIcon', Database);
/** Done: a tick leaving a circle. */
export const CheckCircleIcon = deLucide('CheckCircleIcon', CircleCheckBig);
export const ClockIcon = deLucide('ClockIcon', Clock);
/** Areas of a company: stacked layers. */
export const LayersIcon = deLucide('LayersIcon', Layers);
export const BellIcon = deLucide('BellIcon', Bell);
export const CalendarIcon = deLucide('CalendarIcon', Calendar);
export const UserIcon = deLucide('UserIcon', User);
export const SettingsIcon = deLucide('SettingsIcon', Settings);
export const InfoIcon = deLucide('InfoIcon', Info);
export const XIcon = deLucide('XIcon', X);
export const MenuIcon = deLucide('MenuIcon', Menu);
export const HomeIcon = deLucide('HomeIcon', House);
/** Reports: three bars, no axes. */
export const BarChartIcon = deLucide('BarChartIcon', ChartNoAxesColumn);
export const BriefcaseIcon = deLucide('BriefcaseIcon', Briefcase);
/** Vacancies: a job's list of what it needs. */
export const VacanteIcon = deLucide('VacanteIcon', ClipboardList);
export const ShieldIcon = deLucide('ShieldIcon', Shield);
export const CpuIcon = deLucide('CpuIcon', Cpu);
export const WifiIcon = deLucide('WifiIcon', Wifi);
/** Copy a public link (an interview's). */
export const LinkIcon = deLucide('LinkIcon', Link);
/** Start (an interview). */
export const PlayIcon = deLucide('PlayIcon', Play);
export const PlugIcon = deLucide('PlugIcon', Plug);
