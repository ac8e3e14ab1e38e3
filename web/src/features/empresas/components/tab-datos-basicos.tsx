// Datos Básicos: identity, profile, time zone (D81), address, plan and licences of the company (part 1 §3.2, §5).
// Plan, licences and CIF are the superadmin's to change; a company admin sees them read-only. The tax
// id's label and example are the company's country's (D209), chosen from the known ones (issue 67).
import { useEffect, useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Box, Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BORRADO_SOLICITADO, LICENCIAS } from '@shared/constants';
import { mesesPorDefecto, RETENCION, textoPlazoPorDefecto } from '@shared/retencion';
import { borradoSolicitado as msgBorrado, empresas as msgEmpresas, fmt, segundoFactor as msgSegundoFactor } from '@shared/messages';
import { PLANES } from '@shared/schemas/comun';
import type { Plan } from '@shared/schemas/saas';
import { ETIQUETA_PLAN, ETIQUETA_TIPO_EMPRESA } from '@shared/empresa-etiquetas';
import { comprobarIdentificacionFiscal } from '@shared/identificacion-fiscal';
import {
  ejemploIdentificacion,
  ejemploTelefono,
  leyDe,
  opcionesPais,
  siglaIdentificacion,
  zonaDelPais,
  zonaParaEmpresa,
  zonasDePais,
} from '@shared/paises';
import { TIPOS_EMPRESA } from '@shared/schemas/empresa';
import { subdominioDesdeNombre, totalLicencias } from '@shared/schemas/empresa-mapping';
import { FormField } from '../../../components/form-field';
import { zonasDisponibles } from '../../../lib/zona-horaria';
import type { ValoresEmpresa } from '../empresa-form';
import { Seccion } from '../../../components/seccion';
import { useRuta } from '../../../lib/use-ruta';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

/** The trio's shared message shows once at the top of the form; any other (a malformed email, a wrong CIF) on the field. */
function mensajePropio(mensaje: string | undefined): string | undefined {
  return mensaje && mensaje !== msgEmpresas.camposObligatorios ? mensaje : undefined;
}

/** The typed validity when it is one the schema takes, else undefined. */
function vigenciaEscrita(valor: string | undefined): number | undefined {
  const dias = Number(valor?.trim() || Number.NaN);
  return Number.isInteger(dias) && dias >= LICENCIAS.vigenciaDiasMin && dias <= LICENCIAS.vigenciaDiasMax ? dias : undefined;
}

export function TabDatosBasicos({ esSuperadmin, editando = false }: { esSuperadmin: boolean; editando?: boolean }) {
  const {
    register,
    control,
    watch,
    getValues,
    setValue,
    formState: { errors, defaultValues },
  } = useFormContext<ValoresEmpresa>();
  const soloSuperadmin = esSuperadmin ? undefined : 'Solo el Super Admin puede cambiarlo';
  // The tax id is the country's own (D209): «CIF» in Spain, «RFC» in Mexico…; an RFC accepted with a
  // check character that does not match says so before it is saved.
  const pais = watch('direccion.pais');
  // The law of the chosen country (issue 67 item 7): whether it asks for a representative there.
  const leyPais = useMemo(() => leyDe(pais, new Date()), [pais]);
  const cifEscrito = watch('cif');
  const avisoFiscal = useMemo(() => {
    const r = cifEscrito ? comprobarIdentificacionFiscal(cifEscrito, pais) : undefined;
    return r?.valido ? r.aviso : undefined;
  }, [cifEscrito, pais]);
  const nombre = watch('nombreComercial') || watch('nombreLegal');
  const subdominioSugerido = subdominioDesdeNombre(nombre ?? '') || 'mi-empresa';
  // The known countries, and the stored one when it is none of them, so that it stays as it is (issue 67)
  // — the one the form opened with, so that choosing another and back again finds it.
  const paisGuardado = defaultValues?.direccion?.pais;
  const paises = useMemo(() => opcionesPais(paisGuardado), [paisGuardado]);
  // The zones of the company's country (issue 67 item 4), the stored one too if it is not one of them
  // (a company saved before the rule); a country not known yet, every zone.
  const zonaGuardada = defaultValues?.configuracion?.zonaHoraria;
  const zonas = useMemo(() => {
    const delPais = zonasDePais(pais);
    return delPais ? [...new Set([...delPais, ...(zonaGuardada ? [zonaGuardada] : [])])] : zonasDisponibles(zonaGuardada ?? '');
  }, [pais, zonaGuardada]);
  // Another country: a zone it does not use moves to the country's own (the creator's, where it uses it);
  // back to the country the form opened with, the zone it opened with.
  const paisInicial = defaultValues?.direccion?.pais;
  useEffect(() => {
    const actual = getValues('configuracion.zonaHoraria');
    const siguiente =
      pais === paisInicial && zonaGuardada
        ? zonaGuardada
        : pais && actual && !zonaDelPais(pais, actual)
          ? zonaParaEmpresa(pais, actual)
          : actual;
    if (siguiente && siguiente !== actual) setValue('configuracion.zonaHoraria', siguiente, { shouldDirty: true });
  }, [pais, paisInicial, zonaGuardada, getValues, setValue]);
  // The plans offered are the stored active ones (D94: a plan made in the SaaS panel can be chosen
  // here), plus the company's own even if it was deactivated since; the seeded three until they load.
  const planes = useRuta('GET /api/saas/planes', esSuperadmin ? undefined : null, { leer: (r) => r.data as Plan[] });
  const planActual = watch('plan');
  const vigencia = vigenciaEscrita(watch('licencias.configuracion.vigenciaDias'));
  const opcionesPlan = useMemo(() => {
    const guardados = planes.data;
    if (!guardados) return PLANES.map((id) => ({ id, nombre: ETIQUETA_PLAN[id] }));
    const ofrecidos = guardados.filter((p) => p.activo || p.id === planActual).map((p) => ({ id: p.id, nombre: p.nombre }));
    return planActual && !ofrecidos.some((p) => p.id === planActual) ? [...ofrecidos, { id: planActual, nombre: planActual }] : ofrecidos;
  }, [planes.data, planActual]);

  // Part 1 §5: raising the active licences raises the total with them.
  const activasCambiadas = (valor: string) => {
    const activas = Number(valor);
    const total = Number(getValues('licencias.total') || 0);
    if (valor.trim() && Number.isInteger(activas) && activas >= 0 && Number.isFinite(total) && totalLicencias(activas, total) !== total) {
      setValue('licencias.total', String(totalLicencias(activas, total)), { shouldDirty: true });
    }
  };

  return (
    <Stack gap="7">
      <Seccion titulo="Identificación">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nombre Legal" required invalid={!!errors.nombreLegal}>
            <Input autoComplete="off" placeholder="Acme Soluciones S.L." {...register('nombreLegal')} />
          </FormField>
          <FormField label="Nombre Comercial" error={errors.nombreComercial?.message}>
            <Input autoComplete="off" placeholder="Acme" {...register('nombreComercial')} />
          </FormField>
          <FormField
            label={siglaIdentificacion(pais)}
            required
            invalid={!!errors.cif}
            error={mensajePropio(errors.cif?.message)}
            readOnly={!esSuperadmin}
            helperText={soloSuperadmin ?? avisoFiscal}
          >
            <Input
              autoComplete="off"
              placeholder={ejemploIdentificacion(pais)}
              textTransform="uppercase"
              readOnly={!esSuperadmin}
              {...register('cif')}
            />
          </FormField>
          <FormField label="Email" required invalid={!!errors.email} error={mensajePropio(errors.email?.message)}>
            <Input type="email" autoComplete="off" placeholder="contacto@empresa.es" {...register('email')} />
          </FormField>
          <FormField label="Teléfono" error={errors.telefono?.message}>
            <Input type="tel" autoComplete="off" placeholder={ejemploTelefono(pais)} {...register('telefono')} />
          </FormField>
          <FormField
            label="Subdominio"
            error={errors.configuracion?.subdominio?.message}
            helperText="Si lo dejas vacío se forma a partir del nombre."
          >
            <Input autoComplete="off" placeholder={subdominioSugerido} {...register('configuracion.subdominio')} />
          </FormField>
        </SimpleGrid>
      </Seccion>

      <Seccion titulo="Perfil">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Cantidad de trabajadores" error={errors.cantidadTrabajadores?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" placeholder="0" {...register('cantidadTrabajadores')} />
          </FormField>
          <FormField label="Sector industrial" error={errors.sectorIndustrial?.message}>
            <Input autoComplete="off" placeholder="Tecnología" {...register('sectorIndustrial')} />
          </FormField>
          <FormField label="Tipo de empresa" error={errors.tipoEmpresa?.message}>
            <OptionSelect
              options={opcionesDe(TIPOS_EMPRESA, (tipo) => ETIQUETA_TIPO_EMPRESA[tipo])}
              emptyOption="Sin especificar"
              {...register('tipoEmpresa')}
            />
          </FormField>
        </SimpleGrid>
      </Seccion>

      <Seccion titulo="Zona horaria" descripcion="Las entrevistas se programan en esta zona y la invitación al candidato la indica.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Zona horaria de la empresa" error={errors.configuracion?.zonaHoraria?.message}>
            <OptionSelect options={opcionesDe(zonas, (zona) => zona.replaceAll('_', ' '))} {...register('configuracion.zonaHoraria')} />
          </FormField>
        </SimpleGrid>
      </Seccion>

      <Seccion
        titulo="Derechos de los candidatos"
        descripcion="Los datos de un candidato no seleccionado se borran este número de meses después de que termine su proceso; se le avisa por email 7 días antes. El aviso de privacidad de la entrevista indica este plazo."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Plazo de conservación (meses)"
            // Empty, the company's country's default, and the rule it rests on (issue 67 item 7).
            helperText={textoPlazoPorDefecto(pais, new Date())}
            error={errors.configuracion?.retencionMeses?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={RETENCION.mesesMin}
              max={RETENCION.mesesMax}
              placeholder={String(mesesPorDefecto(pais))}
              {...register('configuracion.retencionMeses')}
            />
          </FormField>
          <FormField
            label={msgBorrado.plazoEtiqueta}
            helperText={fmt(msgBorrado.plazoAyuda, {
              min: BORRADO_SOLICITADO.plazoDiasMin,
              max: BORRADO_SOLICITADO.plazoDiasMax,
              defecto: BORRADO_SOLICITADO.plazoDiasPorDefecto,
            })}
            error={errors.configuracion?.plazoOposicionBorradoDias?.message}
          >
            <Input
              type="number"
              min={BORRADO_SOLICITADO.plazoDiasMin}
              max={BORRADO_SOLICITADO.plazoDiasMax}
              step={1}
              inputMode="numeric"
              placeholder={String(BORRADO_SOLICITADO.plazoDiasPorDefecto)}
              {...register('configuracion.plazoOposicionBorradoDias')}
            />
          </FormField>
        </SimpleGrid>
      </Seccion>

      {/* Its representative in its country, where that law asks a company without an establishment there to name
          one (issue 67 item 7: Peru); the interview's notice prints it. Saved with an edit (a new company adds it after). */}
      {editando && leyPais?.representante && (
        <Seccion
          titulo={leyPais.representante}
          descripcion="La ley de este país pide a una empresa sin establecimiento en él que nombre allí un representante. Si es tu caso, escríbelo: el aviso de privacidad de la entrevista lo indica. Déjalo vacío si la empresa está establecida en el país."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Nombre del representante" error={errors.representanteLocal?.nombre?.message}>
              <Input autoComplete="off" {...register('representanteLocal.nombre')} />
            </FormField>
            <FormField
              label="Contacto del representante"
              helperText="Un email, un teléfono o una dirección."
              error={errors.representanteLocal?.contacto?.message}
            >
              <Input autoComplete="off" {...register('representanteLocal.contacto')} />
            </FormField>
          </SimpleGrid>
        </Seccion>
      )}

      <Seccion titulo="Seguridad" descripcion={msgSegundoFactor.ajusteAyuda}>
        <Controller
          name="configuracion.exigirSegundoFactor"
          control={control}
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text as="span">{msgSegundoFactor.ajusteEtiqueta}</Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Seccion>

      <Seccion titulo="Dirección">
        <SimpleGrid columns={{ base: 2, md: 6 }} gap="4">
          <Box gridColumn={{ base: 'span 2', md: 'span 3' }}>
            <FormField label="Calle">
              <Input autoComplete="off" {...register('direccion.calle')} />
            </FormField>
          </Box>
          <FormField label="Número">
            <Input autoComplete="off" {...register('direccion.numero')} />
          </FormField>
          <FormField label="Piso">
            <Input autoComplete="off" {...register('direccion.piso')} />
          </FormField>
          <FormField label="Puerta">
            <Input autoComplete="off" {...register('direccion.puerta')} />
          </FormField>
          <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
            <FormField label="Código postal">
              <Input autoComplete="off" inputMode="numeric" {...register('direccion.codigoPostal')} />
            </FormField>
          </Box>
          <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
            <FormField label="Ciudad">
              <Input autoComplete="off" {...register('direccion.ciudad')} />
            </FormField>
          </Box>
          <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
            <FormField label="Provincia">
              <Input autoComplete="off" {...register('direccion.provincia')} />
            </FormField>
          </Box>
          <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
            <FormField label="País" error={errors.direccion?.pais?.message}>
              <OptionSelect options={opcionesDe(paises, (nombre) => nombre)} {...register('direccion.pais')} />
            </FormField>
          </Box>
        </SimpleGrid>
      </Seccion>

      <Seccion
        titulo="Plan y licencias"
        descripcion={
          vigencia === undefined
            ? 'Cada licencia dura los días de su vigencia desde la primera entrevista que la usa.'
            : `Cada licencia dura ${vigencia} ${vigencia === 1 ? 'día' : 'días'} desde la primera entrevista que la usa.`
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Plan" error={errors.plan?.message} disabled={!esSuperadmin} helperText={soloSuperadmin}>
            <OptionSelect
              options={opcionesPlan.map((plan) => ({ value: plan.id, label: plan.nombre }))}
              disabled={!esSuperadmin}
              {...register('plan')}
            />
          </FormField>
          <SimpleGrid columns={2} gap="4">
            <FormField
              label="Licencias activas"
              error={errors.licencias?.activas?.message}
              readOnly={!esSuperadmin}
              helperText="Cada entrevista usa una licencia: con 0 no se pueden programar entrevistas."
            >
              <Input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                readOnly={!esSuperadmin}
                {...register('licencias.activas', { onChange: (e) => activasCambiadas(e.target.value) })}
              />
            </FormField>
            <FormField
              label="Licencias totales"
              error={errors.licencias?.total?.message}
              readOnly={!esSuperadmin}
              helperText="Nunca menos que las activas."
            >
              <Input type="number" min={0} step={1} inputMode="numeric" readOnly={!esSuperadmin} {...register('licencias.total')} />
            </FormField>
          </SimpleGrid>
          <FormField
            label="Vigencia de la licencia (días)"
            error={errors.licencias?.configuracion?.vigenciaDias?.message}
            readOnly={!esSuperadmin}
            helperText={`Entre ${LICENCIAS.vigenciaDiasMin} y ${LICENCIAS.vigenciaDiasMax}; por defecto ${LICENCIAS.vigenciaDiasPorDefecto}.`}
          >
            <Input
              type="number"
              min={LICENCIAS.vigenciaDiasMin}
              max={LICENCIAS.vigenciaDiasMax}
              step={1}
              inputMode="numeric"
              readOnly={!esSuperadmin}
              {...register('licencias.configuracion.vigenciaDias')}
            />
          </FormField>
          <FormField
            label="Máx. entrevistas por licencia"
            error={errors.licencias?.configuracion?.maxEntrevistasPorLicencia?.message}
            readOnly={!esSuperadmin}
            helperText={`Entre ${LICENCIAS.maxEntrevistasPorLicenciaMin} y ${LICENCIAS.maxEntrevistasPorLicenciaMax}; por defecto ${LICENCIAS.maxEntrevistasPorLicenciaPorDefecto}.`}
          >
            <Input
              type="number"
              min={LICENCIAS.maxEntrevistasPorLicenciaMin}
              max={LICENCIAS.maxEntrevistasPorLicenciaMax}
              step={1}
              inputMode="numeric"
              readOnly={!esSuperadmin}
              {...register('licencias.configuracion.maxEntrevistasPorLicencia')}
            />
          </FormField>
        </SimpleGrid>
      </Seccion>
    </Stack>
  );
}
