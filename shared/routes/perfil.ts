// The signed-in user's own profile (part 2 "Perfil") and the public files it shows (avatars).
import { defineRow } from '../route-types.js';
import { UploadParams } from '../schemas/sistema.js';
import { AVATAR, AvatarData, PerfilData, PerfilUpdate } from '../schemas/usuario.js';

export const perfilGet = defineRow('perfil', {
  method: 'GET',
  path: '/api/perfil',
  handler: 'perfil/get',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'Perfil del usuario de la sesión',
  response: PerfilData,
  freshProfile: true,
});

export const perfilUpdate = defineRow('perfil', {
  method: 'PUT',
  path: '/api/perfil',
  handler: 'perfil/update',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write'],
  errors: [404],
  summary: 'Actualiza el perfil (el email no se puede cambiar)',
  body: PerfilUpdate,
  response: PerfilData,
});

export const perfilAvatar = defineRow('perfil', {
  method: 'POST',
  path: '/api/perfil/avatar',
  handler: 'perfil/avatar',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write', 'files:put', 'files:delete'],
  errors: [404, 415],
  summary: 'Sube el avatar (multipart, campo avatar) a uploads/avatars/',
  multipart: { archivo: AVATAR.campo },
  response: AvatarData,
  timeoutSeconds: 15,
});

export const perfilUploadsGet = defineRow('perfil', {
  method: 'GET',
  path: '/uploads/{key+}',
  handler: 'perfil/uploads-get',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['files:read'],
  errors: [404],
  summary: 'Sirve archivos públicos de uploads/ (avatares); CloudFront lo hace en AWS',
  params: UploadParams,
  raw: true,
  servedByCdn: true,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const perfilRoutes = { perfilGet, perfilUpdate, perfilAvatar, perfilUploadsGet };
