import type { ScreenMap } from '../../ui/screen-map';
import { ChangePasswordScreen } from './change-password-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { SetPasswordScreen } from './set-password-screen';

// The sign-in screens are in the main bundle: they are the first thing anyone sees.
export const authScreens = {
  'login': LoginScreen,
  'forgot-password': ForgotPasswordScreen,
  'set-password/:token': SetPasswordScreen,
  'change-password': ChangePasswordScreen,
} satisfies ScreenMap;
