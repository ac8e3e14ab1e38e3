// The lists' vacancy and period filters (Entrevistas, Informes; issue 66 item 6, D192), and since D198
// their template and reviewer: «Filtrar por
// vacante» over the company's vacancies (GET /api/vacantes, the first hundred, as the schedule dialog
// reads them), and «Desde» / «Hasta» as two dates — the company's days, which the server reads in the
// company's zone. A «hasta» before «desde» is said at once in the server's words and not sent: the list
// keeps the last period that was not turned round (usePeriodo answers the one to ask for).
import { useState } from 'react';
import { HStack, Input, Text } from '@chakra-ui/react';
import { listas as msg } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import { ETAPAS_POR_DEFECTO } from '@shared/schemas/etapas-vacante';
import { FILTRO_SENALES_ETIQUETA, FILTROS_SENALES } from '@shared/schemas/informe';
import { useSession } from '../lib/session';
import { usePaginada } from '../lib/use-paginada';
import { useServiciosOfrecidos } from '../lib/servicios-ofrecidos';
import { useRuta } from '../lib/use-ruta';
import { FilterSelect } from './pantalla-lista';

type Ancho = Parameters<typeof FilterSelect>[0]['ancho'];

export function FiltroVacante(p: { empresaId: string | undefined; valor: string; onChange: (id: string) => void; ancho?: Ancho }) {
  const vacantes = usePaginada('GET /api/vacantes', { empresaId: p.empresaId }, { limite: 100 });
  const titulo = new Map(vacantes.items.map((v) => [v.id, v.titulo]));
  return (
    <FilterSelect
      etiqueta="Filtrar por vacante"
      valor={p.valor}
      onChange={p.onChange}
      opciones={vacantes.items.map((v) => v.id)}
      nombre={(id) => titulo.get(id) ?? id}
      todos="Todas las vacantes"
      ancho={p.ancho}
    />
  );
}

/** «Filtrar por área» (D202) over the company's areas, which the screen also reads for its cards. */
export function FiltroArea(p: {
  areas: { id: string; nombreArea: string }[] | undefined;
  valor: string;
  onChange: (id: string) => void;
  ancho?: Ancho;
}) {
  const lista = p.areas ?? [];
  const nombre = new Map(lista.map((a) => [a.id, a.nombreArea]));
  return (
    <FilterSelect
      etiqueta="Filtrar por área"
      valor={p.valor}
      onChange={p.onChange}
      opciones={lista.map((a) => a.id)}
      nombre={(id) => nombre.get(id) ?? id}
      todos="Todas las áreas"
      ancho={p.ancho}
    />
  );
}

/**
 * «Filtrar por plantilla» (D198) over the templates the company is offered now (the schedule dialog's
 * list, whoever manages interviews reads it); without that permission the filter is not shown.
 */
export function FiltroPlantilla(p: { empresaId: string | undefined; valor: string; onChange: (id: string) => void; ancho?: Ancho }) {
  const { user } = useSession();
  const puede = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_interviews');
  // The schedule dialog's own read (one SWR key, one shape of its data): null asks for nothing.
  const plantillas = useServiciosOfrecidos(puede ? p.empresaId : null);
  if (!puede) return null;
  const lista = plantillas.data ?? [];
  const nombre = new Map(lista.map((s) => [s.id, s.nombre]));
  return (
    <FilterSelect
      etiqueta="Filtrar por plantilla"
      valor={p.valor}
      onChange={p.onChange}
      opciones={lista.map((s) => s.id)}
      nombre={(id) => nombre.get(id) ?? id}
      todos="Todas las plantillas"
      ancho={p.ancho}
    />
  );
}

/**
 * «Filtrar por revisor» (D198): who made the current review. Whoever manages users chooses among the
 * company's users (the first hundred); anyone else can ask for their own reviews.
 */
export function FiltroRevisor(p: { empresaId: string | undefined; valor: string; onChange: (id: string) => void; ancho?: Ancho }) {
  const { user } = useSession();
  const todos = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_users');
  const usuarios = usePaginada('GET /api/usuarios', { empresaId: p.empresaId }, { limite: 100, enabled: todos });
  const nombres = new Map<string, string>(usuarios.items.filter((u) => u.id).map((u) => [u.id!, u.nombre]));
  if (user?.id && !nombres.has(user.id)) nombres.set(user.id, `Yo (${user.nombre})`);
  else if (user?.id) nombres.set(user.id, `Yo (${nombres.get(user.id)})`);
  return (
    <FilterSelect
      etiqueta="Filtrar por revisor"
      valor={p.valor}
      onChange={p.onChange}
      opciones={[...nombres.keys()]}
      nombre={(id) => nombres.get(id) ?? id}
      todos="Cualquier revisor"
      ancho={p.ancho}
    />
  );
}

/**
 * «Filtrar por etapa» (D198): the company's pipeline stages (D195), the defaults while they load; the
 * Candidatos screen shows it once a vacancy is chosen (a stage is a vacancy's).
 */
export function FiltroEtapa(p: { empresaId: string | undefined; valor: string; onChange: (id: string) => void; ancho?: Ancho }) {
  const r = useRuta('GET /api/vacantes/etapas', { query: { empresaId: p.empresaId } });
  const etapas = r.data?.etapas ?? ETAPAS_POR_DEFECTO;
  const nombre = new Map(etapas.map((e) => [e.id, e.nombre]));
  return (
    <FilterSelect
      etiqueta="Filtrar por etapa"
      valor={p.valor}
      onChange={p.onChange}
      opciones={etapas.map((e) => e.id)}
      nombre={(id) => nombre.get(id) ?? id}
      todos="Todas las etapas"
      ancho={p.ancho}
    />
  );
}

/** «Señales de integridad» (Informes, and Entrevistas since D202): the same words and the same test on both lists. */
export function FiltroSenalesIntegridad(p: {
  valor: (typeof FILTROS_SENALES)[number] | '';
  onChange: (v: (typeof FILTROS_SENALES)[number] | '') => void;
  ancho?: Ancho;
}) {
  return (
    <FilterSelect
      etiqueta="Señales de integridad"
      valor={p.valor}
      onChange={p.onChange}
      opciones={FILTROS_SENALES}
      nombre={(s) => FILTRO_SENALES_ETIQUETA[s]}
      // Shown as the select's text with no label beside it: «Todas» alone would not say of what.
      todos="Con y sin señales"
      ancho={p.ancho}
    />
  );
}

/** The two dates as typed, and the period the list asks for: the last one that was not turned round. */
export function usePeriodo() {
  const [desde, setDesdeEscrito] = useState('');
  const [hasta, setHastaEscrito] = useState('');
  const [aplicado, setAplicado] = useState<{ desde?: string; hasta?: string }>({});
  const cambiar = (d: string, h: string) => {
    setDesdeEscrito(d);
    setHastaEscrito(h);
    if (!d || !h || h >= d) setAplicado({ desde: d || undefined, hasta: h || undefined });
  };
  const invertido = !!desde && !!hasta && hasta < desde;
  return {
    desde,
    hasta,
    setDesde: (d: string) => cambiar(d, hasta),
    setHasta: (h: string) => cambiar(desde, h),
    error: invertido ? msg.periodoInvertido : null,
    consulta: aplicado,
    activo: !!aplicado.desde || !!aplicado.hasta,
  };
}

export function FiltroPeriodo({ periodo }: { periodo: ReturnType<typeof usePeriodo> }) {
  return (
    <HStack gap="2" wrap="wrap" align="center">
      <HStack gap="1.5">
        <Text as="span" fontSize="sm" color="fg.muted">
          Desde
        </Text>
        <Input
          type="date"
          size="sm"
          width="auto"
          aria-label="Desde"
          value={periodo.desde}
          max={periodo.hasta || undefined}
          onChange={(e) => periodo.setDesde(e.target.value)}
        />
      </HStack>
      <HStack gap="1.5">
        <Text as="span" fontSize="sm" color="fg.muted">
          Hasta
        </Text>
        <Input
          type="date"
          size="sm"
          width="auto"
          aria-label="Hasta"
          value={periodo.hasta}
          min={periodo.desde || undefined}
          onChange={(e) => periodo.setHasta(e.target.value)}
          aria-invalid={periodo.error ? true : undefined}
        />
      </HStack>
      {periodo.error && (
        <Text role="alert" fontSize="sm" color="fg.error" flexBasis="100%">
          {periodo.error}
        </Text>
      )}
    </HStack>
  );
}
