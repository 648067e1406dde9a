import type { CatalogueGroup } from './types.ts';

export const auth: CatalogueGroup = {
  group: 'auth',
  entries: {
    // Login screen
    'auth.loginTitle': { 'de-DE': 'Anmeldung', 'en-GB': 'Login' },
    'auth.loginSubtitle': {
      'de-DE': 'Bitte melden Sie sich mit Ihren Zugangsdaten an.',
      'en-GB': 'Please log in with your credentials.',
    },
    'auth.emailOrUsername': {
      'de-DE': 'E-Mail-Adresse oder Benutzername',
      'en-GB': 'E-mail address or username',
    },
    'auth.password': { 'de-DE': 'Passwort', 'en-GB': 'Password' },
    'auth.showPassword': { 'de-DE': 'Passwort anzeigen', 'en-GB': 'Show password' },
    'auth.hidePassword': { 'de-DE': 'Passwort verbergen', 'en-GB': 'Hide password' },
    'auth.loginButton': { 'de-DE': 'Anmelden', 'en-GB': 'Log in' },
    'auth.codeStepTitle': { 'de-DE': 'Bestätigungscode eingeben', 'en-GB': 'Enter verification code' },
    'auth.codeSent': {
      'de-DE': 'Wir haben einen 6-stelligen Code an Ihre E-Mail-Adresse gesendet',
      'en-GB': 'We sent a 6-digit code to your e-mail address',
    },
    'auth.codeLabel': { 'de-DE': 'Bestätigungscode', 'en-GB': 'Verification code' },
    'auth.verify': {
      'de-DE': 'Bestätigen',
      'en-GB': 'Verify',
      context: 'Button of the two-factor code step',
    },
    'auth.resendCode': { 'de-DE': 'Code erneut senden', 'en-GB': 'Resend code' },
    'auth.invalidLoginCombination': {
      'de-DE': 'Ungültige Kombination aus Benutzername und Passwort',
      'en-GB': 'Invalid login combination',
    },
    'auth.loginNotPossible': {
      'de-DE': 'Mit diesen Daten ist keine Anmeldung möglich',
      'en-GB': 'Login not possible with this data',
    },
    'auth.loginError': { 'de-DE': 'Fehler bei der Anmeldung', 'en-GB': 'Login error' },
    'auth.codeTransmissionError': {
      'de-DE': 'Fehler bei der Übermittlung des Codes',
      'en-GB': 'Error during transmission of the code',
    },
    'auth.codeInvalid': {
      'de-DE': 'Der Code ist falsch oder abgelaufen.',
      'en-GB': 'The code is wrong or has expired.',
    },
    'auth.codeExpired': {
      'de-DE': 'Der Code ist abgelaufen. Bitte melden Sie sich erneut an.',
      'en-GB': 'The code has expired. Please log in again.',
    },
    'auth.codeResent': { 'de-DE': 'Ein neuer Code wurde gesendet.', 'en-GB': 'A new code has been sent.' },
    'auth.tooManyAttempts': {
      'de-DE': 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      'en-GB': 'Too many attempts. Please wait a few minutes and try again.',
    },
    'auth.temporarySessionNotAllowed': {
      'de-DE': 'Dieser Shop erlaubt keine Sitzungen ohne Anmeldung.',
      'en-GB': 'This shop does not allow sessions without logging in.',
    },
    'auth.forcedLogout': {
      'de-DE': 'Sie wurden abgemeldet, weil Ihre Sitzung abgelaufen ist. Bitte melden Sie sich erneut an.',
      'en-GB': 'You have been logged out because your session has expired. Please log in again.',
      context: 'Shown on /login?logout=1',
    },
    'auth.noAccountYet': { 'de-DE': 'Noch kein Konto?', 'en-GB': "Don't have an account yet?" },
    'auth.createAccount': { 'de-DE': 'Konto erstellen', 'en-GB': 'Create account' },
    'auth.logout': { 'de-DE': 'Abmelden', 'en-GB': 'Log out' },

    // Forgot / reset / change password
    'auth.forgotPassword': { 'de-DE': 'Passwort vergessen?', 'en-GB': 'Forgot password?' },
    'auth.forgotPasswordTitle': { 'de-DE': 'Passwort vergessen', 'en-GB': 'Forgot password' },
    'auth.forgotPasswordText': {
      'de-DE':
        'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
      'en-GB': 'Enter your e-mail address. We will send you a link to set a new password.',
    },
    'auth.requestNewPassword': { 'de-DE': 'Neues Passwort anfordern', 'en-GB': 'Request new password' },
    'auth.forgotPasswordSent': {
      'de-DE': 'Falls die E-Mail-Adresse existiert, erhalten Sie eine E-Mail mit weiteren Anweisungen.',
      'en-GB': 'If the e-mail address exists, an e-mail with instructions follows.',
    },
    'auth.forgotPasswordError': {
      'de-DE': 'Beim Anfordern eines neuen Passworts ist etwas schiefgelaufen.',
      'en-GB': 'Something went wrong while requesting new password.',
    },
    'auth.backToLogin': { 'de-DE': 'Zurück zur Anmeldung', 'en-GB': 'Back to login' },
    'auth.resetPasswordTitle': { 'de-DE': 'Passwort zurücksetzen', 'en-GB': 'Reset password' },
    'auth.resetPasswordButton': { 'de-DE': 'Passwort speichern', 'en-GB': 'Save password' },
    'auth.resetLinkInvalid': {
      'de-DE': 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie ein neues Passwort an.',
      'en-GB': 'The link is invalid or has expired. Please request a new password.',
    },
    'auth.changePasswordTitle': { 'de-DE': 'Passwort ändern', 'en-GB': 'Change password' },
    'auth.currentPassword': { 'de-DE': 'Aktuelles Passwort', 'en-GB': 'Current password' },
    'auth.newPassword': { 'de-DE': 'Neues Passwort', 'en-GB': 'New password' },
    'auth.repeatNewPassword': { 'de-DE': 'Neues Passwort wiederholen', 'en-GB': 'Repeat new password' },
    'auth.passwordsDoNotMatch': {
      'de-DE': 'Die Passwörter stimmen nicht überein.',
      'en-GB': 'The passwords do not match.',
    },
    'auth.passwordChanged': {
      'de-DE': 'Ihr Passwort wurde geändert.',
      'en-GB': 'Your password has been changed.',
    },
    'auth.changePasswordError': {
      'de-DE': 'Das Passwort konnte nicht geändert werden.',
      'en-GB': 'Password could not be changed.',
    },
    'auth.changePasswordLoginRequired': {
      'de-DE': 'Bitte melden Sie sich an, um Ihr Passwort zu ändern.',
      'en-GB': 'Please log in to change your password.',
      context: 'On /account/password without a registered session',
    },

    // Sign-up page
    'auth.signupTitle': { 'de-DE': 'Registrieren', 'en-GB': 'Sign up' },
    'auth.signupHeadline': { 'de-DE': 'Erstellen Sie Ihr Konto', 'en-GB': 'Create your account' },
    'auth.signupText': {
      'de-DE': 'Registrieren Sie sich mit Ihrer E-Mail-Adresse und einem sicheren Passwort.',
      'en-GB': 'Sign up with your e-mail address and a secure password.',
    },
    'auth.signupEmail': { 'de-DE': 'E-Mail-Adresse', 'en-GB': 'E-mail address' },
    'auth.signupPassword': { 'de-DE': 'Passwort', 'en-GB': 'Password' },
    'auth.signupPasswordHint': {
      'de-DE': 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen',
      'en-GB': 'At least 8 characters with upper- and lowercase letters, a digit and a special character',
    },
    'auth.signupButton': { 'de-DE': 'Konto erstellen', 'en-GB': 'Create account' },
    'auth.alreadyHaveAccount': {
      'de-DE': 'Sie haben bereits ein Konto?',
      'en-GB': 'Already have an account?',
    },
    'auth.registrationError': {
      'de-DE': 'Bei der Registrierung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      'en-GB': 'An error occurred during registration. Please try again.',
    },
    'auth.registrationSuccess': {
      'de-DE': 'Die Registrierung war erfolgreich. Sie können sich jetzt mit Ihren Zugangsdaten anmelden.',
      'en-GB': 'Registration successful. You can now log in with your credentials.',
    },

    // E-mails
    'auth.loginCodeEmailSubject': { 'de-DE': 'Ihr Anmeldecode', 'en-GB': 'Your login code' },
    'auth.loginCodeEmailBody': {
      'de-DE':
        'Guten Tag,\n\nIhr Anmeldecode lautet:\n\n{code}\n\nDer Code ist nur kurze Zeit gültig. Falls Sie sich nicht anmelden wollten, können Sie diese E-Mail ignorieren.',
      'en-GB':
        'Hello,\n\nYour login code is:\n\n{code}\n\nThe code is only valid for a short time. If you did not try to log in, you can ignore this e-mail.',
    },
    'auth.accountExistsEmailSubject': {
      'de-DE': 'Ihr Konto besteht bereits',
      'en-GB': 'You already have an account',
    },
    'auth.accountExistsEmailBody': {
      'de-DE':
        'Guten Tag,\n\njemand wollte sich mit Ihrer E-Mail-Adresse registrieren. Sie haben bereits ein Konto. Falls Sie Ihr Passwort vergessen haben, können Sie hier ein neues anfordern:\n{link}\n\nFalls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      'en-GB':
        'Hello,\n\nSomeone tried to sign up with your e-mail address. You already have an account. If you forgot your password, you can request a new one here:\n{link}\n\nIf this was not you, you can ignore this e-mail.',
    },
    'auth.passwordResetEmailSubject': { 'de-DE': 'Passwort zurücksetzen', 'en-GB': 'Reset your password' },
    'auth.passwordResetEmailBody': {
      'de-DE':
        'Guten Tag,\n\nSie haben ein neues Passwort angefordert. Über diesen Link können Sie ein neues Passwort festlegen:\n{link}\n\nFalls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
      'en-GB':
        'Hello,\n\nYou requested a new password. Use this link to set a new password:\n{link}\n\nIf you did not request a new password, you can ignore this e-mail.',
    },
  },
};
