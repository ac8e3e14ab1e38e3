// Where the app sends a visitor without a session: the sign-in page, which is its own document
// (login.html, D86), loaded in place of this one. The splash stays while it loads.
import { useEffect } from 'react';
import { irALogin } from '../lib/browser-navigation';
import { SplashScreen } from './splash-screen';

export function AlLogin() {
  useEffect(() => irALogin(), []);
  return <SplashScreen />;
}
