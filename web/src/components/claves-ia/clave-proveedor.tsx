// One AI provider's key, as the company's and the platform's panels show it: the status ('✅
// Conectado', else the last error or '❌ No conectado'), the masked key, a field for a new key
// (checked with §5's formats before any call; an empty one never reaches the server), the model,
// 'Guardar y probar', 'Probar', 'Eliminar clave' (a company's, asked first: D129) and the result alert. The model is chosen among today's defaults and the
// models the provider itself lists for the key (D120): 'Probar' brings the list, and the
// last test's list comes stored with the key; the server checks the choice against the same list.
// §9's labels ('gpt-4', 'claude-3-sonnet'…) read as what they are: the current defaults.
import { type ReactNode, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { apis as msg, fmt } from '@shared/messages';
import {
  esEtiquetaPanel,
  LISTAN_MODELOS,
  MODELO_POR_DEFECTO,
  MODELOS_ACTUALES,
  PROVEEDOR,
  problemaDeFormato,
  type ProveedorIA,
} from '@shared/proveedores-ia';
import type { ClaveVista } from '../../lib/config-global';
import { mensajeDeError } from '../../lib/form-errors';
import { ConfirmDialog } from '../confirm-dialog';
import { FormField } from '../form-field';
import { PasswordInput } from '../password-input';

const EJEMPLO: Record<ProveedorIA, string> = {
  openai: 'sk-proj-…',
  claude: 'sk-ant-…',
  gemini: 'AIza…',
  perplexity: 'pplx-…',
  deepgram: 'Clave de Deepgram',
  did: 'usuario:contraseña',
};

export interface Resultado {
  ok: boolean;
  message: string;
  /** How it reads: a key saved whose test failed is a warning, not an error beside a success (D129). */
  tono?: 'success' | 'warning' | 'error';
  /** The models the provider listed for the key ('Probar'). */
  modelos?: string[];
}

export interface OpcionModelo {
  value: string;
  label: string;
}

/** How a stored or offered model reads: a §9 label of OpenAI or Claude is the current defaults. */
export function etiquetaModelo(p: ProveedorIA, m: string): string {
  if ((p === 'openai' || p === 'claude') && esEtiquetaPanel(m))
    return `Predeterminado (${MODELO_POR_DEFECTO.analisis[p]} y ${MODELO_POR_DEFECTO.repregunta[p]})`;
  return m;
}

/** The words under the model: what the default calls, and where the account's own models come from. */
export function ayudaModelo(p: ProveedorIA, elegido: string, deLaCuenta: number): string | undefined {
  const partes: string[] = [];
  if ((p === 'openai' || p === 'claude') && esEtiquetaPanel(elegido))
    partes.push(`${MODELO_POR_DEFECTO.analisis[p]} para los informes y ${MODELO_POR_DEFECTO.repregunta[p]} para las preguntas.`);
  if (LISTAN_MODELOS.includes(p))
    partes.push(
      deLaCuenta
        ? `${deLaCuenta} ${deLaCuenta === 1 ? 'modelo más' : 'modelos más'} de tu cuenta en ${PROVEEDOR[p].nombre}.`
        : 'Pulsa «Probar» para ver también los modelos de tu cuenta.',
    );
  return partes.length ? partes.join(' ') : undefined;
}

/**
 * The model options of a provider: the default (§9's label, which the calls turn into today's ids),
 * today's ids, the stored choice, then the models the provider listed for the key.
 */
export function opcionesModelo(
  p: ProveedorIA,
  actual: string | null,
  listados: readonly string[],
): { propias: OpcionModelo[]; cuenta: OpcionModelo[] } {
  const vistos = new Set<string>();
  const propias: OpcionModelo[] = [];
  for (const m of [PROVEEDOR[p].modelo, ...MODELOS_ACTUALES[p], actual]) {
    if (!m || vistos.has(m)) continue;
    vistos.add(m);
    propias.push({ value: m, label: etiquetaModelo(p, m) });
  }
  const cuenta = listados.filter((m) => !vistos.has(m)).map((m) => ({ value: m, label: m }));
  return { propias, cuenta };
}

interface ClaveProveedorProps {
  proveedor: ProveedorIA;
  vista: ClaveVista;
  /** Saves the typed key (and model); answers the test's outcome. */
  onGuardar: (cambio: { apiKey?: string; modelo?: string }) => Promise<Resultado | null>;
  /** Tests the typed key, or the stored one when nothing is typed. */
  onComprobar: (apiKey?: string) => Promise<Resultado>;
  /** More fields (the platform's base URL). */
  children?: ReactNode;
  /** Whose key, for the card's test id: the platform's or a company's. */
  ambito?: 'plataforma' | 'empresa';
  /** Removes the stored key (a company's, D129); the card asks first. Absent: no «Eliminar clave». */
  onEliminar?: () => Promise<void>;
  /** Whose key it is, for the confirmation ('Brújula'). */
  titular?: string;
}

export function estadoTexto(v: Pick<ClaveVista, 'isValid' | 'lastError'>): string {
  return v.isValid ? msg.estadoConectado : v.lastError || msg.estadoNoConectado;
}

export function ClaveProveedor(props: ClaveProveedorProps) {
  const { proveedor: p, vista, onGuardar, onComprobar, children, ambito = 'plataforma', onEliminar, titular = 'la empresa' } = props;
  const datos = PROVEEDOR[p];
  const [clave, setClave] = useState('');
  const [modelo, setModelo] = useState(vista.modelo ?? datos.modelo ?? '');
  // The list of the last 'Probar' on this screen, else the one stored with the key's last test.
  const [listados, setListados] = useState<string[] | null>(null);
  const modelos = opcionesModelo(p, vista.modelo, listados ?? vista.modelosDisponibles ?? []);
  const [error, setError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [ocupado, setOcupado] = useState<'guardar' | 'comprobar' | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [eliminando, setEliminando] = useState(false);
  const [errorEliminar, setErrorEliminar] = useState<string | null>(null);

  const eliminar = async () => {
    if (!onEliminar) return;
    setEliminando(true);
    setErrorEliminar(null);
    try {
      await onEliminar();
      setConfirmando(false);
      setResultado(null);
    } catch (e) {
      setErrorEliminar(mensajeDeError(e, msg.errorEliminando));
    } finally {
      setEliminando(false);
    }
  };

  const guardar = async () => {
    const typed = clave.trim();
    const cambiaModelo = !!datos.modelos && modelo !== (vista.modelo ?? datos.modelo);
    if (!typed && !cambiaModelo) return setError(msg.claveVacia);
    if (typed) {
      const problema = problemaDeFormato(p, typed);
      if (problema) return setError(problema);
    }
    setError(null);
    setOcupado('guardar');
    try {
      const r = await onGuardar({ ...(typed ? { apiKey: typed } : {}), ...(cambiaModelo ? { modelo } : {}) });
      setResultado(r);
      if (typed) setClave('');
    } catch (e) {
      setResultado({ ok: false, message: e instanceof Error ? e.message : msg.errorGuardando });
    } finally {
      setOcupado(null);
    }
  };

  const comprobar = async () => {
    const typed = clave.trim();
    if (!typed && !vista.configurada) return setError(msg.claveVacia);
    if (typed) {
      const problema = problemaDeFormato(p, typed);
      if (problema) return setError(problema);
    }
    setError(null);
    setOcupado('comprobar');
    try {
      const r = await onComprobar(typed || undefined);
      setResultado(r);
      if (r.modelos?.length) setListados(r.modelos);
    } catch (e) {
      setResultado({
        ok: false,
        message: `Error probando conexión: ${e instanceof Error && e.message ? e.message : msg.errorDesconocido}`,
      });
    } finally {
      setOcupado(null);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg" data-testid={ambito === 'empresa' ? `clave-empresa-${p}` : `clave-${p}`}>
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box>
            <Text fontWeight="semibold">{datos.nombre}</Text>
            <Text fontSize="sm" color="fg.muted">
              {datos.uso}
            </Text>
          </Box>
          <Badge
            colorPalette={vista.isValid ? 'green' : vista.configurada ? 'red' : 'gray'}
            variant="subtle"
            maxW="full"
            whiteSpace="normal"
          >
            {vista.configurada ? estadoTexto(vista) : 'Sin clave'}
          </Badge>
        </Flex>
        <Text fontSize="sm">
          {vista.configurada ? (
            <>
              Clave guardada: <code>{vista.key}</code>
              {vista.habilitada ? '' : ' (deshabilitada)'}
            </>
          ) : (
            'Todavía no hay clave guardada.'
          )}
        </Text>
        <Stack gap="3">
          <Box>
            <FormField label={`${vista.configurada ? 'Nueva clave' : 'Clave'} de ${datos.nombre}`} error={error ?? undefined}>
              <PasswordInput
                value={clave}
                autoComplete="off"
                placeholder={EJEMPLO[p]}
                onChange={(e) => {
                  setClave(e.target.value);
                  setError(null);
                }}
              />
            </FormField>
          </Box>
          {datos.modelos && (
            <Box>
              <FormField label="Modelo" helperText={ayudaModelo(p, modelo, modelos.cuenta.length)}>
                <NativeSelect.Root>
                  <NativeSelect.Field aria-label={`Modelo de ${datos.nombre}`} value={modelo} onChange={(e) => setModelo(e.target.value)}>
                    {modelos.propias.map((m) => (
                      <option key={m.value} value={m.value}>
                        {m.label}
                      </option>
                    ))}
                    {modelos.cuenta.length > 0 && (
                      <optgroup label={`Modelos de tu cuenta en ${datos.nombre}`}>
                        {modelos.cuenta.map((m) => (
                          <option key={m.value} value={m.value}>
                            {m.label}
                          </option>
                        ))}
                      </optgroup>
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
          )}
        </Stack>
        {children}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => void guardar()} loading={ocupado === 'guardar'} loadingText="Guardando...">
            Guardar y probar
          </Button>
          <Button size="sm" variant="outline" onClick={() => void comprobar()} loading={ocupado === 'comprobar'} loadingText="Probando...">
            Probar
          </Button>
          {onEliminar && vista.configurada && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirmando(true)}>
              Eliminar clave
            </Button>
          )}
        </HStack>
        {confirmando && (
          <ConfirmDialog
            title={fmt(msg.eliminarTitulo, { PROVIDER: datos.nombre })}
            pending={eliminando}
            error={errorEliminar}
            irreversible={false}
            onCancel={() => {
              setConfirmando(false);
              setErrorEliminar(null);
            }}
            onConfirm={() => void eliminar()}
            labels={{ confirm: 'Eliminar clave' }}
          >
            {fmt(msg.eliminarTexto, { PROVIDER: datos.nombre, KEY: vista.key ?? '', EMPRESA: titular })}
          </ConfirmDialog>
        )}
        {resultado && (
          <Alert.Root
            status={resultado.tono ?? (resultado.ok ? 'success' : 'error')}
            data-tono={resultado.tono ?? (resultado.ok ? 'success' : 'error')}
            size="sm"
          >
            <Alert.Indicator />
            <Alert.Description>{resultado.message}</Alert.Description>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
