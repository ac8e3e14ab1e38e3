// POST /api/perfil/avatar: multipart field `avatar`; stored under uploads/avatars/, answered as
// `{ avatarUrl, url }` = `/uploads/avatars/…`.
import { AVATAR } from '../../../shared/schemas/usuario.js';
import { perfilAvatar } from '../../../shared/routes/perfil.js';
import { httpHandler, ok } from '../../lib/http.js';
import { parseMultipart } from '../../lib/multipart.js';
import { subirAvatar } from '../../lib/perfil/avatar.js';

export const handler = httpHandler(perfilAvatar, async ({ caller, event }) => {
  const body = await parseMultipart(event, { fileSize: AVATAR.maxBytes });
  return ok(
    await subirAvatar(
      caller,
      body.files.find((f) => f.field === AVATAR.campo),
    ),
  );
});
