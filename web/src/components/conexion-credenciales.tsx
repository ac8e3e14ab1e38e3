// A connection to another service made of credentials the admin types once (Greenhouse Harvest in
// Integraciones, the WhatsApp number in Configuración): the card of the saved connection — what it is,
// whether it works, when it was last checked and why not, and «Eliminar conexión» with its confirmation
// — and the form that saves (and checks) new credentials. The secrets are never shown again, so the form
// always starts empty. What each screen adds (templates, moves, a test button, the webhook's address)
// goes beside these, as its own blocks.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Card, Stack, Text, Wrap } from '@chakra-ui/react';
import { ConfirmDialog } from './confirm-dialog';
import { toaster } from './toaster';
import { mensajeDeError } from '../lib/form-errors';
import { formatFechaHora } from '../lib/format';

export interface ResumenConexionProps {
  /** The card as a named group, where the screen's tests and readers find it by name. */
  ariaLabel?: string;
  titulo: ReactNode;
  /** Works or not, after the last check; none before any. */
  insignia?: { ok: boolean; textoOk: string; textoError: string } | null;
  /** The saved values that may be shown (ids, the secret's last characters). */
  detalle: ReactNode;
  /** Lines of the screen's own after the detail. */
  children?: ReactNode;
  /** The last check: «{etiqueta} {fecha}», with its error. */
  comprobacion?: { etiqueta: string; en: string; ok: boolean; error: string | null } | null;
  /** The screen's own buttons, before «Eliminar conexión». */
  acciones?: ReactNode;
  eliminar: {
    titulo: string;
    /** What goes, in the confirmation. */
    texto: ReactNode;
    accion: () => Promise<{ message?: string }>;
    errorPorDefecto: string;
    alEliminar?: () => void;
  };
}

export function ResumenConexion({
  ariaLabel,
  titulo,
  insignia,
  detalle,
  children,
  comprobacion,
  acciones,
  eliminar,
}: ResumenConexionProps) {
  const [confirmar, setConfirmar] = useState(false);
  const [eliminando, setEliminando] = useState(false);
  const confirmado = async () => {
    setEliminando(true);
    try {
      const r = await eliminar.accion();
      toaster.create({ type: 'success', title: r.message ?? '' });
      setConfirmar(false);
      eliminar.alEliminar?.();
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, eliminar.errorPorDefecto) });
    } finally {
      setEliminando(false);
    }
  };
  return (
    <>
      <Card.Root variant="outline" {...(ariaLabel ? { role: 'group', 'aria-label': ariaLabel } : {})}>
        <Card.Body gap="2">
          <Wrap gap="2" align="center">
            <Text fontWeight="medium">{titulo}</Text>
            {insignia && <Badge colorPalette={insignia.ok ? 'green' : 'red'}>{insignia.ok ? insignia.textoOk : insignia.textoError}</Badge>}
          </Wrap>
          <Text fontSize="sm">{detalle}</Text>
          {children}
          {comprobacion && (
            <Text fontSize="sm" color={comprobacion.ok ? 'fg.muted' : 'fg.error'}>
              {comprobacion.etiqueta} {formatFechaHora(comprobacion.en)}
              {comprobacion.error ? `: ${comprobacion.error}` : ''}
            </Text>
          )}
          <Wrap gap="2">
            {acciones}
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmar(true)}>
              Eliminar conexión
            </Button>
          </Wrap>
        </Card.Body>
      </Card.Root>
      {confirmar && (
        <ConfirmDialog
          title={eliminar.titulo}
          pending={eliminando}
          onCancel={() => setConfirmar(false)}
          onConfirm={() => void confirmado()}
        >
          {eliminar.texto}
        </ConfirmDialog>
      )}
    </>
  );
}

export interface FormularioCredencialesProps {
  ariaLabel: string;
  /** Saves; a refusal is shown under the fields (its message, or `errorPorDefecto`). */
  guardar: () => Promise<void>;
  errorPorDefecto: string;
  textoBoton: string;
  /** A line above the fields. */
  aviso?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export function FormularioCredenciales({ ariaLabel, guardar, errorPorDefecto, textoBoton, aviso, children }: FormularioCredencialesProps) {
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setGuardando(true);
    setError(null);
    try {
      await guardar();
    } catch (err) {
      setError(mensajeDeError(err, errorPorDefecto));
    } finally {
      setGuardando(false);
    }
  };
  return (
    <form onSubmit={(e) => void enviar(e)} aria-label={ariaLabel}>
      <Stack gap="4" maxW="lg">
        {aviso}
        {children}
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={guardando}>
          {textoBoton}
        </Button>
      </Stack>
    </form>
  );
}
