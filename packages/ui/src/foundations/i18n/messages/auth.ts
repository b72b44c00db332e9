import { defineMessages } from './define';

/** Sign-in and session (content §1, §6). English word for word where the spec gives it. */
export const authMessages = defineMessages({
  'auth-login-title': {
    en: 'Sign in to Newsdesk',
    'zh-CN': '登录 Newsdesk',
    fr: 'Connexion à Newsdesk',
    es: 'Iniciar sesión en Newsdesk',
    de: 'Bei Newsdesk anmelden',
  },
  'auth-login-subtitle': {
    en: 'Staff console for content and operations',
    'zh-CN': '内容与运营管理后台',
  },
  'auth-email': {
    en: 'Email',
    'zh-CN': '邮箱',
    fr: 'E-mail',
    es: 'Correo electrónico',
    de: 'E-Mail',
  },
  'auth-email-required': { en: 'Email address is required', 'zh-CN': '请输入邮箱地址' },
  'auth-email-invalid': { en: 'Enter a valid email address', 'zh-CN': '请输入有效的邮箱地址' },
  'auth-password': {
    en: 'Password',
    'zh-CN': '密码',
    fr: 'Mot de passe',
    es: 'Contraseña',
    de: 'Passwort',
  },
  'auth-password-required': { en: 'Password is required', 'zh-CN': '请输入密码' },
  'auth-remember-me': {
    en: 'Remember me',
    'zh-CN': '记住我',
    fr: 'Se souvenir de moi',
    es: 'Recordarme',
    de: 'Angemeldet bleiben',
  },
  'auth-forgot-password': {
    en: 'Forgot password?',
    'zh-CN': '忘记密码？',
    fr: 'Mot de passe oublié ?',
    es: '¿Olvidaste tu contraseña?',
    de: 'Passwort vergessen?',
  },
  'auth-forgot-password-help': {
    en: 'Ask an administrator to reset your password.',
    'zh-CN': '请联系管理员重置密码。',
  },
  'auth-sign-in': {
    en: 'Sign in',
    'zh-CN': '登录',
    fr: 'Se connecter',
    es: 'Iniciar sesión',
    de: 'Anmelden',
  },
  'auth-sign-in-failed': { en: 'Unknown server error', 'zh-CN': '服务器未知错误' },
  'auth-signing-in': { en: 'Signing in…', 'zh-CN': '正在登录…' },
  'auth-required': {
    en: 'Sorry, you should loggin to access this section (anything will work)',
    'zh-CN': '抱歉，请先登录再访问此页面',
  },
  'auth-signed-out': { en: 'You have been signed out.', 'zh-CN': '你已退出登录。' },
  'auth-signup-title': {
    en: 'Create an account',
    'zh-CN': '创建账号',
    fr: 'Créer un compte',
    es: 'Crear una cuenta',
    de: 'Konto erstellen',
  },
  'auth-signup-help': {
    en: 'Staff accounts are created by an administrator. Ask one to add you with your work email; you can then sign in.',
    'zh-CN': '员工账号由管理员创建。请联系管理员用你的工作邮箱开通，之后即可登录。',
  },
  'auth-back-to-sign-in': { en: 'Back to sign in', 'zh-CN': '返回登录' },
});
