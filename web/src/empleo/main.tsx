// Entry of a vacancy's apply page, web/empleo.html (D187): React and the page, nothing of the
// candidate's interview page (web/entrevista.html, D85) it used to be a chunk of, nor of the
// logged-in app (no router, no Chakra, no session, no zod). CloudFront, the local servers and the
// bench serve that HTML for /empleo/{codigo}; the form, once sent, opens /entrevista/{token}.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { codigoDeRuta, PostulacionPage } from '../features/entrevista-publica/postulacion-page';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

createRoot(container).render(
  <StrictMode>
    <PostulacionPage codigo={codigoDeRuta(window.location.pathname)} />
  </StrictMode>,
);
