// The sign-in form's schema: the server's LoginBody (D49), with zod set up for the browser first
// (lib/zod-setup.ts: Spanish messages, and no compiled validators, which the page's CSP refuses).
// The sign-in page is its own entry (D86): the app's main.tsx, which imports that set-up before
// anything else, is not there. Loaded on demand (login-page.tsx), so zod is not on the first load.
import '../../../lib/zod-setup';

export { LoginBody } from '@shared/schemas/auth';
