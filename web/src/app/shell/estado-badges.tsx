// The header's status badges (spec part 1 §2.4): connection (Conectado / Servidor OK /
// Desconectado, with a manual refresh), Online/Offline with the last sync time, 'IA Activa',
// 'Modo Admin' and 'Super Admin'.
import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { CloudOffIcon, CpuIcon, DatabaseIcon, RefreshIcon, ShieldIcon, WifiIcon } from '../../components/icons';
import { formatHora } from '@shared/fechas';
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

export function BadgeIa() {
  return (
    <Badge colorPalette="purple" variant="subtle" size="sm">
      <CpuIcon boxSize="3" />
      IA Activa
    </Badge>
  );
}

export function BadgeModoAdmin() {
  return (
    <Badge colorPalette="orange" variant="solid" size="sm">
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
