import type { CatalogueGroup } from './types.ts';

export const validation: CatalogueGroup = {
  group: 'validation',
  entries: {
    'validation.forbiddenCharacters': {
      'de-DE': 'Unzulässige Zeichen {chars}',
      'en-GB': 'Forbidden characters {chars}',
      context:
        '{chars} is the list of forbidden characters: < > \\ { }, and invisible ones that cannot be stored as their code, e.g. U+0000',
    },
    'validation.tooLong': {
      'de-DE': 'Höchstens {max} Zeichen',
      'en-GB': 'At most {max} characters',
    },
    'validation.required': { 'de-DE': 'Bitte füllen Sie dieses Feld aus', 'en-GB': 'Field is required' },
    'validation.email': {
      'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. {email}',
      'en-GB': 'Please enter a valid email address, e. g. {email}',
    },
    'validation.phone': {
      'de-DE': 'Bitte verwenden Sie dieses Format: +XX XXXX XXXXXX',
      'en-GB': 'Use this format: +XX XXXX XXXXXX',
    },
    'validation.colour': {
      'de-DE': 'Bitte verwenden Sie dieses Format: #RRGGBB',
      'en-GB': 'Use this format: #RRGGBB',
    },
    'validation.mobile': {
      'de-DE': 'Bitte verwenden Sie dieses Format: +XXXXXXXXXXXX',
      'en-GB': 'Use this format: +XXXXXXXXXXXX',
    },
    'validation.number': { 'de-DE': 'Nur ganze Zahlen erlaubt', 'en-GB': 'Only integer allowed' },
    'validation.url': { 'de-DE': 'Das ist keine gültige URL', 'en-GB': "Doesn't look like an URL" },
    'validation.urlHttps': {
      'de-DE': 'Die URL muss mit https beginnen (SSL)',
      'en-GB': 'URL must start with https (SSL)',
    },
    'validation.urlAndRelative': {
      'de-DE': 'Das ist weder eine gültige URL noch ein relativer Pfad',
      'en-GB': "Doesn't look like an URL or relative path",
    },
    'validation.urlMustBeginWithHost': {
      'de-DE': 'Die URL muss mit {host} beginnen',
      'en-GB': 'URL must begin with {host}',
    },
    'validation.urlHttpOrHttps': {
      'de-DE': 'Die URL muss mit http:// oder https:// beginnen',
      'en-GB': 'URL must start with http:// or https://',
    },
    'validation.mustMatch': {
      'de-DE': 'Die Eingabe muss der Vorgabe entsprechen',
      'en-GB': 'Must match the requirement',
      context: 'Confirm-by-typing dialog: the typed phrase does not match yet',
    },
    'validation.appName': {
      'de-DE': 'Nur Buchstaben, Ziffern, _ . und - (höchstens 64 Zeichen)',
      'en-GB': 'Only letters, digits, _ . and - (at most 64 characters)',
    },
    'validation.linkUrl': {
      'de-DE': 'Die URL ist ungültig und muss mit https:// beginnen oder relativ sein und mit / beginnen',
      'en-GB': 'URL is not valid and must start with https:// or be relative and start with /',
    },
    'validation.roleName': {
      'de-DE': 'Nur Kleinbuchstaben und Ziffern sind erlaubt',
      'en-GB': 'Only lowercase letters and numbers are allowed',
    },
    'validation.roleNameRequired': {
      'de-DE': 'Bitte geben Sie einen Rollennamen ein',
      'en-GB': 'Role name is required',
    },
    'validation.username': {
      'de-DE': 'Nur Kleinbuchstaben und Ziffern sind erlaubt',
      'en-GB': 'Only lowercase letters and numbers are allowed',
    },
    'validation.usernameRequired': {
      'de-DE': 'Bitte geben Sie einen Benutzernamen ein',
      'en-GB': 'Username is required',
    },
    'validation.fieldName': {
      'de-DE': 'Nur Buchstaben und Ziffern sind erlaubt',
      'en-GB': 'Only letters and numbers are allowed',
    },
    'validation.fieldNameRequired': {
      'de-DE': 'Bitte geben Sie einen Feldnamen ein',
      'en-GB': 'Field name is required',
    },
    'validation.emailRequired': {
      'de-DE': 'Bitte geben Sie eine E-Mail-Adresse ein',
      'en-GB': 'E-mail address is required',
    },
    'validation.priceListNameRequired': {
      'de-DE': 'Bitte geben Sie einen Namen für die Preisliste ein',
      'en-GB': 'Price list name is required',
    },
    'validation.mandatoryFields': {
      'de-DE': 'Bitte füllen Sie alle Pflichtfelder aus.',
      'en-GB': 'Please fill in all mandatory fields.',
    },
    'validation.termsRequired': {
      'de-DE': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
      'en-GB': 'Please accept the terms and conditions.',
    },
    'validation.signupPassword': {
      'de-DE':
        'Das Passwort benötigt mindestens 8 Zeichen, darunter einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen',
      'en-GB':
        'The password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
    },
    'validation.signupEmail': {
      'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'en-GB': 'Please enter a valid email address.',
    },
    'validation.emailList': {
      'de-DE': 'Geben Sie die E-Mail-Adressen durch Kommas getrennt ein, ohne Leerzeichen oder Semikolons',
      'en-GB': 'Enter e-mail addresses separated by commas, without spaces or semicolons',
    },
    'validation.positiveNumber': {
      'de-DE': 'Bitte geben Sie eine positive Zahl ein',
      'en-GB': 'Please enter a positive number',
    },
    'validation.fieldRequired': {
      'de-DE': 'Dieses Feld ist erforderlich',
      'en-GB': 'This field is required',
    },
    'validation.invalidSlug': { 'de-DE': 'Ungültiger Slug', 'en-GB': 'Invalid slug' },
    'validation.relativePath': {
      'de-DE': 'Geben Sie einen Pfad dieses Shops ein, der mit / beginnt, z. B. /catalog',
      'en-GB': 'Enter a path of this shop that starts with /, e.g. /catalog',
      context: 'Continue-shopping target of the order workflow settings',
    },
    'validation.invalidDomain': { 'de-DE': 'Ungültiges Domainformat', 'en-GB': 'Invalid domain format' },
    'validation.domainExists': { 'de-DE': 'Die Domain existiert bereits', 'en-GB': 'Domain already exists' },
    'validation.fallbackDomainDelete': {
      'de-DE': 'Die Fallback-Domain kann nicht gelöscht werden',
      'en-GB': 'Cannot delete fallback domain',
    },
    'validation.promptEmpty': {
      'de-DE': 'Bitte geben Sie einen Prompt ein',
      'en-GB': 'Please enter a prompt',
    },
    'validation.maxSocialButtons': {
      'de-DE': 'Es sind maximal 5 Social-Media-Buttons erlaubt',
      'en-GB': 'Maximum of 5 social buttons allowed',
    },
    'validation.validUrl': {
      'de-DE': 'Bitte geben Sie eine gültige URL ein',
      'en-GB': 'Please enter a valid URL',
    },
    'validation.validUrlDot': {
      'de-DE': 'Bitte geben Sie eine gültige URL ein.',
      'en-GB': 'Please enter a valid URL.',
    },
    // The page reader (pages/page-messages.ts; issue 25).
    'validation.invalidSetting': {
      'de-DE': 'Diese Einstellung hat einen Wert, der nicht verwendet werden kann',
      'en-GB': 'This setting has a value that cannot be used',
    },
    'validation.choice': {
      'de-DE': 'Wählen Sie eine der angebotenen Optionen',
      'en-GB': 'Choose one of the offered options',
    },
    'validation.range': {
      'de-DE': 'Geben Sie eine ganze Zahl von {min} bis {max} ein',
      'en-GB': 'Enter a whole number from {min} to {max}',
    },
    'validation.unknownLanguage': {
      'de-DE': 'Diese Sprache wird vom Shop nicht angeboten',
      'en-GB': 'This language is not offered by the shop',
    },
    'validation.unknownSetting': {
      'de-DE': 'Unbekannte Einstellung, entfernt',
      'en-GB': 'Unknown setting, removed',
    },
    'validation.unknownBlock': {
      'de-DE': 'Unbekannter Blocktyp, entfernt',
      'en-GB': 'Unknown block type, removed',
    },
    'validation.tooManyItems': { 'de-DE': 'Höchstens {max} Einträge', 'en-GB': 'At most {max} entries' },
    'validation.tooDeep': {
      'de-DE': 'Blöcke können höchstens drei Ebenen tief verschachtelt werden',
      'en-GB': 'Blocks may be nested at most three levels deep',
    },
    'validation.pageTooLarge': {
      'de-DE': 'Die Seite ist zu groß, um gespeichert zu werden',
      'en-GB': 'The page is too large to be saved',
    },
    'validation.pageScheduleOrder': {
      'de-DE': 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen',
      'en-GB': 'The end of publication must be after its start',
    },
    'validation.richTextFormat': {
      'de-DE': 'Der Text enthält eine Formatierung, die nicht gespeichert werden kann ({name}).',
      'en-GB': 'The text contains formatting that cannot be saved ({name}).',
      context: '{name} is the formatting as the editor names it internally, e.g. "table"',
    },
    'validation.richTextLink': {
      'de-DE':
        'Der Link „{url}“ ist nicht erlaubt: Ein Link beginnt mit https:// oder ist ein Pfad dieses Shops, der mit / beginnt.',
      'en-GB':
        'The link “{url}” is not allowed: a link starts with https:// or is a path of this shop starting with /.',
    },
    'validation.richTextTooDeep': {
      'de-DE': 'Der Text ist zu tief verschachtelt (höchstens {max} Ebenen).',
      'en-GB': 'The text is nested too deeply (at most {max} levels).',
    },
    'validation.richTextTooLarge': {
      'de-DE': 'Der Text ist zu groß zum Speichern: Kürzen Sie ihn oder entfernen Sie Formatierungen.',
      'en-GB': 'The text is too large to be saved: shorten it or remove some formatting.',
    },
    'validation.variantCodeExists': {
      'de-DE': 'Eine Variante mit diesem Code existiert bereits. Bitte ändern Sie den Code.',
      'en-GB': 'A variant with this code already exists. Please change the code.',
    },
    'validation.defaultLanguageFirst': {
      'de-DE': 'Eine Übersetzung braucht zuerst einen Text in der Standardsprache',
      'en-GB': 'A translation needs the default language filled first',
    },
    'validation.translationPlaceholders': {
      'de-DE': 'Die Übersetzung muss genau die Platzhalter {placeholders} behalten',
      'en-GB': 'The translation must keep exactly the placeholders {placeholders}',
      context: '{placeholders} lists the placeholders of the default-language text, e.g. {name} {count}',
    },
  },
};
