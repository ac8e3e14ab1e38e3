// Mi Perfil (spec part 2 "Perfil screen", §4 "Profile save", §7–8 "Profile"): the avatar, four
// sections of personal data and one save, and the password change (D38). The profile syncs from the server on load; a save
// updates the session user and announces it with 'userProfileUpdated' so the header follows.
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TIEMPOS } from '@shared/constants';
import { perfil as msg } from '@shared/messages';
import { ROL_ETIQUETA } from '@shared/permissions';
import { GENEROS, PerfilUpdate } from '@shared/schemas/usuario';
import { CambiarPasswordForm } from '../../components/cambiar-password-form';
import { CamposNombre } from '../../components/campos-nombre';
import { FormField } from '../../components/form-field';
import { mensajesObligatorios } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useEjemploTelefono } from '../../components/telefono';
import { PERFIL_KEY, type Perfil, guardarPerfil, usePerfil } from './api/perfil';
import { AvatarUploader } from './components/avatar-uploader';
import { GENERO_ETIQUETAS, type PerfilFormValues, cambiosPerfil, valoresPerfil } from './perfil-form';
import { OptionSelect, opcionesDe } from '../../components/option-select';

type Aviso = { status: 'success' | 'error'; text: string };

const resolver = zodResolver(PerfilUpdate, mensajesObligatorios({ nombre: 'El nombre es obligatorio' }));

function Seccion({ titulo, descripcion, children }: { titulo: string; descripcion: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" bg="bg" shadow="xs">
      <Card.Header pb="2">
        <Heading as="h2" size="md">
          {titulo}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {descripcion}
        </Text>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}

export function PerfilPage() {
  const session = useSession();
  // An example of their company's country (issue 67 item 9); Spain's for the platform's own users.
  const ejemploTelefono = useEjemploTelefono();
  const user = session.user!;
  const { mutate } = useSWRConfig();
  const { data: perfil, isValidating } = usePerfil();
  const [aviso, setAviso] = useState<Aviso | null>(null);

  // Until the profile arrives, the form shows what the session knows about the user.
  const origen = perfil ?? user;
  const valores = useMemo(() => valoresPerfil(origen), [origen]);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PerfilFormValues, unknown, PerfilUpdate>({
    resolver,
    values: valores,
    // A late sync never overwrites what the user is typing.
    resetOptions: { keepDirtyValues: true },
  });

  // Part 2 §4: the success message disappears after 3 seconds.
  useEffect(() => {
    if (aviso?.status !== 'success') return;
    const timer = setTimeout(() => setAviso(null), TIEMPOS.successMessageMs);
    return () => clearTimeout(timer);
  }, [aviso]);

  const publicarUsuario = (cambios: Partial<Perfil>) => {
    session.refreshUser({ ...user, ...cambios } as typeof user);
  };

  const onSubmit = handleSubmit(async (datos) => {
    setAviso(null);
    try {
      const guardado = await guardarPerfil(cambiosPerfil(valores, datos));
      if (!guardado) {
        setAviso({ status: 'error', text: msg.sinConfirmacion });
        return;
      }
      await mutate(PERFIL_KEY, guardado, { revalidate: false });
      reset(valoresPerfil(guardado));
      publicarUsuario(guardado);
      setAviso({ status: 'success', text: msg.actualizado });
    } catch (error) {
      console.warn('No se pudo actualizar el perfil', error);
      setAviso({ status: 'error', text: msg.errorActualizando });
    }
  });

  const onAvatarUploaded = (avatarUrl: string) => {
    void mutate(PERFIL_KEY, (actual?: Perfil) => (actual ? { ...actual, avatarUrl } : actual));
    publicarUsuario({ avatarUrl });
  };

  const completitud = perfil?.completitudPerfil ?? user.completitudPerfil;
  const nombreCompleto = [origen.nombre, origen.apellidos].filter(Boolean).join(' ');
  const empresa = user.empresaNombre ?? session.empresaActual?.nombreComercial ?? session.empresaActual?.nombreLegal;

  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Mi Perfil
          </Heading>
          <Text color="fg.muted">Tu información personal y profesional dentro de Talentia.</Text>
        </Box>
        {isValidating && (
          <HStack gap="2" color="fg.muted" fontSize="sm" role="status" aria-live="polite">
            <Spinner size="xs" />
            <Text>Sincronizando...</Text>
          </HStack>
        )}
      </Flex>

      <Card.Root variant="outline" bg="bg" shadow="xs">
        <Card.Body>
          <Flex gap={{ base: '5', md: '8' }} direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'start' }}>
            <AvatarUploader
              nombre={nombreCompleto || user.nombre}
              avatarUrl={perfil?.avatarUrl ?? user.avatarUrl}
              onUploaded={onAvatarUploaded}
            />
            <Stack gap="3" flex="1" width="full" textAlign={{ base: 'center', md: 'start' }}>
              <Box>
                <Text fontSize="xl" fontWeight="semibold">
                  {nombreCompleto || user.nombre}
                </Text>
                <Text color="fg.muted">{origen.email}</Text>
              </Box>
              <HStack gap="2" justify={{ base: 'center', md: 'start' }} wrap="wrap">
                <Badge size="md" colorPalette="brand" variant="subtle">
                  {ROL_ETIQUETA[user.rol]}
                </Badge>
                {empresa && (
                  <Badge size="md" variant="outline">
                    {empresa}
                  </Badge>
                )}
                {(origen.puesto || origen.titulo) && (
                  <Badge size="md" variant="surface">
                    {origen.puesto || origen.titulo}
                  </Badge>
                )}
              </HStack>
              {typeof completitud === 'number' && (
                <Progress.Root
                  value={completitud}
                  size="sm"
                  colorPalette={completitud >= 80 ? 'green' : 'brand'}
                  maxW="md"
                  mx={{ base: 'auto', md: '0' }}
                  width="full"
                  pt="1"
                >
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontSize="sm" color="fg.muted">
                      Perfil completado
                    </Progress.Label>
                    <Progress.ValueText fontSize="sm" fontWeight="semibold" />
                  </HStack>
                  <Progress.Track rounded="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <Seccion titulo="Información básica" descripcion="Tus datos personales y de contacto.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CamposNombre register={register} errors={errors} propios />
              <FormField label="Email" required disabled helperText="El email no se puede cambiar.">
                <Input type="email" value={origen.email} disabled readOnly />
              </FormField>
              <FormField label="Teléfono" error={errors.telefono?.message}>
                <Input type="tel" autoComplete="tel" placeholder={ejemploTelefono} {...register('telefono')} />
              </FormField>
              <FormField label="Teléfono móvil" error={errors.telefonoMovil?.message}>
                <Input type="tel" autoComplete="tel" placeholder={ejemploTelefono} {...register('telefonoMovil')} />
              </FormField>
              <FormField label="Fecha de nacimiento" error={errors.fechaNacimiento?.message}>
                <Input type="date" {...register('fechaNacimiento', { setValueAs: (v: unknown) => (v ? v : null) })} />
              </FormField>
              <FormField label="Género" error={errors.genero?.message}>
                <OptionSelect options={opcionesDe(GENEROS, (genero) => GENERO_ETIQUETAS[genero])} {...register('genero')} />
              </FormField>
            </SimpleGrid>
          </Seccion>

          <Seccion titulo="Información profesional" descripcion="Tu puesto y tu experiencia.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Título / Puesto" error={errors.puesto?.message}>
                <Input autoComplete="organization-title" placeholder="Responsable de Selección" {...register('puesto')} />
              </FormField>
              <FormField label="Departamento" error={errors.departamento?.message}>
                <Input placeholder="Recursos Humanos" {...register('departamento')} />
              </FormField>
              <Box gridColumn={{ md: 'span 2' }}>
                <FormField label="Biografía" error={errors.biografia?.message}>
                  <Textarea rows={4} autoresize placeholder="Cuéntanos brevemente tu experiencia" {...register('biografia')} />
                </FormField>
              </Box>
            </SimpleGrid>
          </Seccion>

          <Seccion titulo="Dirección" descripcion="Tu dirección postal.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Box gridColumn={{ md: 'span 2' }}>
                <FormField label="Calle" error={errors.direccion?.calle?.message}>
                  <Input autoComplete="street-address" {...register('direccion.calle')} />
                </FormField>
              </Box>
              <FormField label="Ciudad" error={errors.direccion?.ciudad?.message}>
                <Input autoComplete="address-level2" {...register('direccion.ciudad')} />
              </FormField>
              <FormField label="Estado / Provincia" error={errors.direccion?.estado?.message}>
                <Input autoComplete="address-level1" {...register('direccion.estado')} />
              </FormField>
              <FormField label="Código postal" error={errors.direccion?.codigoPostal?.message}>
                <Input autoComplete="postal-code" {...register('direccion.codigoPostal')} />
              </FormField>
              <FormField label="País" error={errors.direccion?.pais?.message}>
                <Input autoComplete="country-name" {...register('direccion.pais')} />
              </FormField>
            </SimpleGrid>
          </Seccion>

          <Seccion titulo="Redes sociales" descripcion="Enlaces a tus perfiles profesionales.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="LinkedIn" error={errors.redesSociales?.linkedin?.message}>
                <Input type="url" placeholder="https://www.linkedin.com/in/usuario" {...register('redesSociales.linkedin')} />
              </FormField>
              <FormField label="Twitter" error={errors.redesSociales?.twitter?.message}>
                <Input placeholder="@usuario" {...register('redesSociales.twitter')} />
              </FormField>
              <FormField label="GitHub" error={errors.redesSociales?.github?.message}>
                <Input type="url" placeholder="https://github.com/usuario" {...register('redesSociales.github')} />
              </FormField>
              <FormField label="Sitio web" error={errors.redesSociales?.website?.message}>
                <Input type="url" placeholder="https://" {...register('redesSociales.website')} />
              </FormField>
            </SimpleGrid>
          </Seccion>

          <Flex gap="3" align="center" justify="end" direction={{ base: 'column', sm: 'row' }}>
            {aviso && (
              <Alert.Root
                status={aviso.status}
                size="sm"
                rounded="md"
                width={{ base: 'full', sm: 'auto' }}
                role={aviso.status === 'error' ? 'alert' : 'status'}
              >
                <Alert.Indicator />
                <Alert.Title>{aviso.text}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isSubmitting}
              loadingText="Guardando..."
              width={{ base: 'full', sm: 'auto' }}
            >
              Guardar cambios
            </Button>
          </Flex>
        </Stack>
      </form>

      <Seccion
        titulo="Cambiar contraseña"
        descripcion="Al cambiarla se cerrará la sesión en tus otros dispositivos; en este seguirás dentro."
      >
        <CambiarPasswordForm />
      </Seccion>
    </Stack>
  );
}
