// Why one module: one wizard: its six steps share one form, the step's check and one provisioning call
// (the steps' values are pasos.ts).
// The onboarding wizard (part 2 §2 "Onboarding wizard (6 steps)"; D98): company, main administrator,
// tenant, plan (the stored active plans), initial configuration and summary, with a progress bar
// (percentage and dots), 'Anterior' disabled on the first step and 'Completar Configuración' on the
// last. Each step is checked with the server's own schema before 'Siguiente'; 'Completar' posts ONE
// provisioning (idempotent) and shows what was created. Opened with ?solicitud={id} from a demo
// request ('Convertir en empresa'), it starts from that request's data and marks it atendida.
// What is typed and the step survive a reload (D162): a draft in the tab's sessionStorage, one per
// demo request (or none), dropped once the company is created or «Crear otra empresa» starts again.
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, Checkbox, Flex, Heading, HStack, Input, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fmt, onboarding as msg } from '@shared/messages';
import {
  AREAS_INICIALES,
  DIAS_PRUEBA,
  INTEGRACIONES_ONBOARDING,
  OPCIONES_EMPLEADOS,
  SERVICIOS_ONBOARDING,
  SUFIJO_SUBDOMINIO,
  limpiarSubdominio,
  type OnboardingResultado,
} from '@shared/schemas/onboarding';
import type { SolicitudDemo } from '@shared/schemas/demo';
import { licenciasDePrueba } from '@shared/prueba';
import { cuenta } from '@shared/plural';
import { ejemploIdentificacion, ejemploTelefono, opcionesPais, paisParaFormulario, siglaIdentificacion } from '@shared/paises';
import { FormField } from '../../components/form-field';
import { OptionSelect, opcionesDe } from '../../components/option-select';
import { SelectorPlan, usePlanesOfrecidos } from '../../components/selector-plan';
import { Seccion } from '../../components/seccion';
import { llamar } from '../../lib/api-rutas';
import { invalidar } from '../../lib/invalidar';
import { mensajeDeError } from '../../lib/form-errors';
import { useRuta } from '../../lib/use-ruta';
import { borrarBorrador, guardarBorrador, leerBorrador } from './borrador';
import {
  PASOS,
  TOTAL_PASOS,
  cuerpoOnboarding,
  datosDeSolicitud,
  datosIniciales,
  erroresDelPaso,
  porcentaje,
  type DatosOnboarding,
} from './pasos';
import { AvisoError } from '../../components/aviso-error';

/** A stored calendar date (YYYY-MM-DD, UTC) as dd/mm/aaaa, without any zone shifting it. */
const fechaCorta = (f: string) => f.split('-').reverse().join('/');
/** The trial's licences as the summary says them (the server grants the same: shared/prueba.ts, D104). */
const licenciasTexto = (p: { licencias: number; entrevistas: number }) =>
  p.licencias
    ? fmt(msg.licenciasPrueba, {
        licencias: cuenta(p.licencias, 'licencia', 'licencias'),
        entrevistas: cuenta(p.entrevistas, 'entrevista', 'entrevistas'),
      })
    : msg.licenciasPruebaNinguna;

function Puntos({ paso }: { paso: number }) {
  return (
    <HStack as="ol" gap="2" aria-label="Pasos" justify="center" wrap="wrap">
      {PASOS.map((nombre, i) => (
        <Box
          as="li"
          key={nombre}
          listStyleType="none"
          boxSize="3"
          rounded="full"
          bg={i <= paso ? 'brand.solid' : 'bg.emphasized'}
          aria-label={`${nombre}${i === paso ? ' (actual)' : i < paso ? ' (hecho)' : ''}`}
          aria-current={i === paso ? 'step' : undefined}
        />
      ))}
    </HStack>
  );
}

function Casillas({
  legend,
  opciones,
  valor,
  cambiar,
}: {
  legend: string;
  opciones: readonly string[];
  valor: string[];
  cambiar: (v: string[]) => void;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" mb="2">
        {legend}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {opciones.map((o) => (
          <Checkbox.Root
            key={o}
            checked={valor.includes(o)}
            onCheckedChange={(d) => cambiar(d.checked === true ? [...valor, o] : valor.filter((x) => x !== o))}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function Fila({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text color="fg.muted" minW="40">
        {etiqueta}
      </Text>
      <Text fontWeight="medium" wordBreak="break-word">
        {children || '—'}
      </Text>
    </Flex>
  );
}

function Resultado({ r, planNombre, otra }: { r: OnboardingResultado; planNombre?: string; otra: () => void }) {
  return (
    <Card.Root role="status">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{msg.resultadoTitulo}</Heading>
          <Fila etiqueta="Empresa">{r.empresa.nombre}</Fila>
          <Fila etiqueta="Subdominio">{`${r.empresa.subdominio}${SUFIJO_SUBDOMINIO}`}</Fila>
          <Fila etiqueta="Plan">{planNombre ?? r.empresa.plan}</Fila>
          <Fila etiqueta="Administrador">{`${r.administrador.nombre} · ${r.administrador.email}`}</Fila>
          <Fila etiqueta="Áreas">{r.areas.join(', ')}</Fila>
          <Text>{fmt(msg.resultadoTexto, { email: r.administrador.email })}</Text>
          <Text>
            {fmt(msg.pruebaDetalle, {
              dias: DIAS_PRUEBA,
              fin: fechaCorta(r.suscripcion.fechaFin),
            })}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={`/empresas?editar=${r.empresa.id}`}>{msg.verEmpresa}</RouterLink>
            </Button>
            <Button variant="outline" onClick={otra}>
              {msg.otraEmpresa}
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function OnboardingPage() {
  const [params] = useSearchParams();
  const solicitudId = params.get('solicitud');
  // 'Convertir en empresa' hands the request over with the navigation (D98); without it (a reload, a
  // shared link) the request is read from GET /api/demo/solicitudes/{id} and fills the form once (D102).
  const traida = (useLocation().state as { solicitud?: SolicitudDemo } | null)?.solicitud;
  const deNavegacion = traida && traida.id === solicitudId ? traida : undefined;
  const leida = useRuta('GET /api/demo/solicitudes/{id}', solicitudId && !deNavegacion ? { params: { id: solicitudId } } : null, {
    leer: (r) => r.data as SolicitudDemo,
    revalidateOnFocus: false,
  });
  const solicitud = deNavegacion ?? leida.data;
  // A draft of this same wizard (this request, or none) from before a reload wins over the request's data.
  const [borrador] = useState(() => leerBorrador(solicitudId));
  const [datos, setDatos] = useState<DatosOnboarding>(
    () => borrador?.datos ?? (deNavegacion ? datosDeSolicitud(deNavegacion) : datosIniciales()),
  );
  const [rellenada, setRellenada] = useState(!!deNavegacion || !!borrador);
  // Filled once when the read arrives (state adjusted while rendering, as React advises), never over what is typed later.
  if (!rellenada && leida.data) {
    setRellenada(true);
    setDatos(datosDeSolicitud(leida.data));
  }
  const [paso, setPaso] = useState(() => borrador?.paso ?? 0);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  const [resultado, setResultado] = useState<OnboardingResultado | null>(null);
  const { ofrecidos } = usePlanesOfrecidos();
  const plan = ofrecidos.find((p) => p.id === datos.planSeleccionado);
  // Every change is kept for a reload, until the company exists.
  useEffect(() => {
    if (!resultado) guardarBorrador(solicitudId, { datos, paso });
  }, [datos, paso, resultado, solicitudId]);

  const poner = <K extends keyof DatosOnboarding>(k: K, v: Partial<DatosOnboarding[K]> | DatosOnboarding[K]) =>
    setDatos((d) => ({ ...d, [k]: typeof v === 'object' && !Array.isArray(v) ? { ...(d[k] as object), ...v } : v }));

  const siguiente = () => {
    const e = erroresDelPaso(paso, datos);
    setErrores(e);
    if (Object.keys(e).length === 0) setPaso((p) => Math.min(TOTAL_PASOS - 1, p + 1));
  };
  const completar = async () => {
    setEnviando(true);
    setErrorEnvio(null);
    try {
      const res = await llamar('POST /api/onboarding', { body: cuerpoOnboarding(datos, solicitudId) }, { idempotente: true });
      setResultado(res.data as OnboardingResultado);
      borrarBorrador(solicitudId);
      await invalidar('empresas', 'saas', 'demo', 'dashboard');
    } catch (error) {
      // Part 2 §8 only logs it; here the person sees why, and nothing typed is lost.
      console.error('Onboarding', error);
      setErrorEnvio(mensajeDeError(error, 'No se pudo completar la configuración'));
    } finally {
      setEnviando(false);
    }
  };
  const otra = () => {
    borrarBorrador(solicitudId);
    setDatos(datosIniciales());
    setPaso(0);
    setResultado(null);
    setErrores({});
  };

  const campo = (label: string, nombre: string, input: ReactNode, o: { required?: boolean; help?: string } = {}) => (
    <FormField label={label} error={errores[nombre]} required={o.required} helperText={o.help}>
      {input}
    </FormField>
  );
  const e = datos.empresa;
  const a = datos.administrador;
  const t = datos.tenant;

  const contenido = [
    <SimpleGrid key="empresa" columns={{ base: 1, md: 2 }} gap="4">
      {campo(
        'Nombre Legal',
        'empresa.nombreLegal',
        <Input value={e.nombreLegal} onChange={(v) => poner('empresa', { nombreLegal: v.target.value })} />,
        { required: true },
      )}
      {campo(
        'Nombre Comercial',
        'empresa.nombreComercial',
        <Input value={e.nombreComercial} onChange={(v) => poner('empresa', { nombreComercial: v.target.value })} />,
      )}
      {campo(
        'País',
        'empresa.pais',
        <OptionSelect
          options={opcionesDe(opcionesPais(e.pais), (nombre) => nombre)}
          value={paisParaFormulario(e.pais)}
          onChange={(v) => poner('empresa', { pais: v.target.value })}
        />,
      )}
      {campo(
        siglaIdentificacion(e.pais),
        'empresa.cif',
        <Input
          value={e.cif}
          textTransform="uppercase"
          placeholder={ejemploIdentificacion(e.pais)}
          onChange={(v) => poner('empresa', { cif: v.target.value })}
        />,
        { required: true },
      )}
      {campo(
        'Email de la empresa',
        'empresa.email',
        <Input type="email" value={e.email} onChange={(v) => poner('empresa', { email: v.target.value })} />,
        { required: true },
      )}
      {campo(
        'Teléfono',
        'empresa.telefono',
        <Input
          type="tel"
          placeholder={ejemploTelefono(e.pais)}
          value={e.telefono}
          onChange={(v) => poner('empresa', { telefono: v.target.value })}
        />,
      )}
      {campo(
        'Número de empleados',
        'empresa.cantidadTrabajadores',
        <OptionSelect
          value={e.cantidadTrabajadores}
          onChange={(v) => poner('empresa', { cantidadTrabajadores: v.target.value })}
          emptyOption="Sin especificar"
          options={OPCIONES_EMPLEADOS.map((o) => ({ value: String(o.valor), label: o.etiqueta }))}
        />,
      )}
      {campo(
        'Industria',
        'empresa.industria',
        <Input value={e.industria} onChange={(v) => poner('empresa', { industria: v.target.value })} />,
      )}
    </SimpleGrid>,
    <SimpleGrid key="admin" columns={{ base: 1, md: 2 }} gap="4">
      {campo(
        'Nombre del administrador',
        'administrador.nombre',
        <Input value={a.nombre} onChange={(v) => poner('administrador', { nombre: v.target.value })} />,
        { required: true },
      )}
      {campo(
        'Email del administrador',
        'administrador.email',
        <Input type="email" value={a.email} onChange={(v) => poner('administrador', { email: v.target.value })} />,
        { required: true, help: 'Con este email entrará; le enviaremos su contraseña.' },
      )}
      {campo(
        'Teléfono del administrador',
        'administrador.telefono',
        <Input
          type="tel"
          placeholder={ejemploTelefono(e.pais)}
          value={a.telefono}
          onChange={(v) => poner('administrador', { telefono: v.target.value })}
        />,
      )}
      {campo('Cargo', 'administrador.cargo', <Input value={a.cargo} onChange={(v) => poner('administrador', { cargo: v.target.value })} />)}
    </SimpleGrid>,
    <SimpleGrid key="tenant" columns={{ base: 1, md: 2 }} gap="4">
      {campo(
        'Subdominio',
        'tenant.subdominio',
        <Input value={t.subdominio} onChange={(v) => poner('tenant', { subdominio: limpiarSubdominio(v.target.value) })} />,
        { required: true, help: `${t.subdominio || 'mi-empresa'}${SUFIJO_SUBDOMINIO}` },
      )}
      {campo(
        'Dominio personalizado',
        'tenant.dominio_personalizado',
        <Input
          value={t.dominio_personalizado}
          placeholder="rrhh.miempresa.com"
          onChange={(v) => poner('tenant', { dominio_personalizado: v.target.value })}
        />,
      )}
      {campo(
        'URL del logo',
        'tenant.logo_url',
        <Input type="url" value={t.logo_url} placeholder="https://" onChange={(v) => poner('tenant', { logo_url: v.target.value })} />,
      )}
      {campo(
        'Color primario',
        'tenant.primario',
        <Input value={t.primario} onChange={(v) => poner('tenant', { primario: v.target.value })} />,
      )}
      {campo(
        'Color secundario',
        'tenant.secundario',
        <Input value={t.secundario} onChange={(v) => poner('tenant', { secundario: v.target.value })} />,
      )}
    </SimpleGrid>,
    <Stack key="plan" gap="3">
      <SelectorPlan
        valor={datos.planSeleccionado}
        onChange={(v) => poner('planSeleccionado', v)}
        error={errores.planSeleccionado}
        pais={datos.empresa.pais}
      />
    </Stack>,
    <Stack key="config" gap="5">
      <Casillas
        legend="Áreas iniciales"
        opciones={AREAS_INICIALES}
        valor={datos.areas_iniciales}
        cambiar={(v) => poner('areas_iniciales', v)}
      />
      {errores['configuracion.areas_iniciales'] && <Text color="fg.error">{errores['configuracion.areas_iniciales']}</Text>}
      <Casillas
        legend="Servicios activos"
        opciones={SERVICIOS_ONBOARDING}
        valor={datos.servicios_activos}
        cambiar={(v) => poner('servicios_activos', v)}
      />
      <Casillas
        legend="Integraciones"
        opciones={INTEGRACIONES_ONBOARDING.map((i) => i.etiqueta)}
        valor={INTEGRACIONES_ONBOARDING.filter((i) => datos.integraciones[i.campo]).map((i) => i.etiqueta)}
        cambiar={(v) => poner('integraciones', Object.fromEntries(INTEGRACIONES_ONBOARDING.map((i) => [i.campo, v.includes(i.etiqueta)])))}
      />
    </Stack>,
    <Stack key="resumen" gap="2">
      <Fila etiqueta="Empresa">{e.nombreComercial || e.nombreLegal}</Fila>
      <Fila etiqueta="CIF">{e.cif.toUpperCase()}</Fila>
      <Fila etiqueta="Administrador">{`${a.nombre} · ${a.email}`}</Fila>
      <Fila etiqueta="Subdominio">{`${t.subdominio}${SUFIJO_SUBDOMINIO}`}</Fila>
      <Fila etiqueta="Plan">{plan?.nombre ?? datos.planSeleccionado}</Fila>
      <Fila etiqueta="Licencias de prueba">{licenciasTexto(licenciasDePrueba(plan?.limites?.entrevistas))}</Fila>
      <Fila etiqueta="Áreas">{datos.areas_iniciales.join(', ')}</Fila>
      <Fila etiqueta="Servicios">{datos.servicios_activos.join(', ')}</Fila>
      <Alert.Root status="info" mt="2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{fmt(msg.pruebaDias, { dias: DIAS_PRUEBA })}</Alert.Title>
          <Alert.Description>La prueba termina a los {DIAS_PRUEBA} días del alta, con el primer pago.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>,
  ];

  return (
    <Stack gap="6" maxW="4xl" mx="auto" width="full">
      <Heading as="h1" size="xl">
        {msg.titulo}
      </Heading>
      {solicitudId && !resultado && solicitud && (
        <Text color="fg.muted">
          {fmt(solicitud.tipo === 'alta' ? msg.desdeSolicitudAlta : msg.desdeSolicitud, { empresa: solicitud.empresa })}
        </Text>
      )}
      {solicitudId && !resultado && leida.error && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{fmt(msg.solicitudNoCargada, { mensaje: mensajeDeError(leida.error, 'error desconocido') })}</Alert.Title>
        </Alert.Root>
      )}
      {resultado ? (
        <Resultado r={resultado} planNombre={ofrecidos.find((p) => p.id === resultado.empresa.plan)?.nombre} otra={otra} />
      ) : (
        <>
          <Stack gap="2">
            <Flex justify="space-between" fontSize="sm" color="fg.muted">
              <Text>{fmt(msg.pasoDe, { paso: paso + 1, total: TOTAL_PASOS })}</Text>
              <Text>{fmt(msg.completado, { porcentaje: porcentaje(paso) })}</Text>
            </Flex>
            <Progress.Root
              value={porcentaje(paso)}
              size="sm"
              colorPalette="brand"
              translations={{ value: () => fmt(msg.completado, { porcentaje: porcentaje(paso) }) }}
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Puntos paso={paso} />
          </Stack>
          <Seccion enTarjeta titulo={PASOS[paso]}>
            {contenido[paso]}
          </Seccion>
          <AvisoError mensaje={errorEnvio} />
          <Flex justify="space-between" gap="2">
            <Button variant="outline" disabled={paso === 0} onClick={() => setPaso((p) => Math.max(0, p - 1))}>
              {msg.anterior}
            </Button>
            {paso < TOTAL_PASOS - 1 ? (
              <Button colorPalette="brand" onClick={siguiente}>
                {msg.siguiente}
              </Button>
            ) : (
              <Button colorPalette="brand" loading={enviando} loadingText={msg.completando} onClick={completar}>
                {msg.completar}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Stack>
  );
}
