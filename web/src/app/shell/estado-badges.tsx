// The header's status badges (spec part 1 §2.4): connection (Conectado / Servidor OK /
// Desconectado, with a manual refresh), Online/Offline with the last sync time, 'IA Activa' (only
// when a language-model key is usable, D77), 'Modo Admin' and 'Super Admin'.
import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { CloudOffIcon, CpuIcon, DatabaseIcon, RefreshIcon, ShieldIcon, WifiIcon } from '../../components/icons';
import { formatHora } from '@shared/fechas';
import { useSession } from '../../lib/session';
import { useRuta } from '../../lib/use-ruta';
import { ETIQUETA_CONEXION, type EstadoConexion } from './conexion';

const COLOR_CONEXION: Record<EstadoConexion, string> = {
  comprobando: 'gray',
  conectado: 'green',
  'servidor-ok': 'yellow',
  desconectado: 'red',
};

export function BadgeConexion({
  estado,
  comprobando,
  onComprobar,
}: {
  estado: EstadoConexion;
  comprobando: boolean;
  onComprobar: () => void;
}) {
  return (
    <HStack gap="0.5">
      <Badge colorPalette={COLOR_CONEXION[estado]} variant="subtle" size="sm" data-testid="badge-conexion" data-estado={estado}>
        {estado === 'desconectado' ? <CloudOffIcon boxSize="3" /> : <DatabaseIcon boxSize="3" />}
        {ETIQUETA_CONEXION[estado]}
      </Badge>
      <IconButton aria-label="Comprobar conexión" variant="ghost" size="2xs" onClick={onComprobar} loading={comprobando}>
        <RefreshIcon />
      </IconButton>
    </HStack>
  );
}

export function BadgeOnline({ online, ultimaSincronizacion }: { online: boolean; ultimaSincronizacion: Date | null }) {
  return (
    <HStack gap="1.5">
      <Badge colorPalette={online ? 'green' : 'red'} variant="outline" size="sm">
        {online ? <WifiIcon boxSize="3" /> : <CloudOffIcon boxSize="3" />}
        {online ? 'Online' : 'Offline'}
      </Badge>
      {ultimaSincronizacion && (
        <Text fontSize="2xs" color="fg.muted" whiteSpace="nowrap">
          Última sincronización {formatHora(ultimaSincronizacion)}
        </Text>
      )}
    </HStack>
  );
}

/**
 * The query of the IA badge's read (GET /api/configuracion/sistema: which language-model keys a
 * feature of this company would find, never the keys): the company's view (the superadmin's chosen
 * company, or the platform's keys alone while none is chosen); a company user reads their own.
 */
export function consultaSistemaIA(superadmin: boolean, empresaId: string | undefined) {
  return { query: { empresaId: superadmin ? empresaId : undefined } };
}

/**
 * 'IA Activa' when the reports and follow-ups have a usable language-model key (OpenAI or Claude,
 * the company's or the platform's: enabled and not failing its last test — the rule of D60);
 * 'IA inactiva' when there is none, so the reports come from the built-in analyzer's rules. Nothing
 * while the answer is unknown.
 */
export function BadgeIa() {
  const { user, empresaActual } = useSession();
  const { data } = useRuta('GET /api/configuracion/sistema', user ? consultaSistemaIA(user.rol === 'superadmin', empresaActual?.id) : null);
  if (!data) return null;
  const activa = data.openaiApiKey || data.claudeApiKey;
  return activa ? (
    <Badge colorPalette="purple" variant="subtle" size="sm" data-testid="badge-ia" data-activa="true">
      <CpuIcon boxSize="3" />
      IA Activa
    </Badge>
  ) : (
    <Badge
      colorPalette="gray"
      variant="outline"
      size="sm"
      data-testid="badge-ia"
      data-activa="false"
      title="Sin clave de OpenAI ni Claude utilizable: los informes los hace el analizador integrado, con reglas fijas"
    >
      <CpuIcon boxSize="3" />
      IA inactiva
    </Badge>
  );
}

export function BadgeModoAdmin() {
  // orange.700 under white text: the solid orange (orange.600) measured 3.6:1, below WCAG AA's 4.5:1.
  return (
    <Badge colorPalette="orange" variant="solid" size="sm" bg="orange.700">
      Modo Admin
    </Badge>
  );
}

export function BadgeSuperAdmin() {
  return (
    <Badge colorPalette="purple" variant="solid" size="sm">
      <ShieldIcon boxSize="3" />
      Super Admin
    </Badge>
  );
}
