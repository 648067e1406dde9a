// Translation keys of the validation rules with their en-GB texts (spec §5; exact spec wording
// where the spec gives one). The text catalogue takes these as its en-GB entries.

export const validationMessages = {
  'validation.forbiddenCharacters': 'Forbidden characters {chars}',
  'validation.tooLong': 'At most {max} characters',
  'validation.required': 'Field is required',
  'validation.email': 'Please enter a valid email address, e. g. {email}',
  'validation.phone': 'Use this format: +XX XXXX XXXXXX',
  'validation.mobile': 'Use this format: +XXXXXXXXXXXX',
  'validation.number': 'Only integer allowed',
  'validation.url': "Doesn't look like an URL",
  'validation.urlHttps': 'URL must start with https (SSL)',
  'validation.urlAndRelative': "Doesn't look like an URL or relative path",
  'validation.mustMatch': 'Must match the requirement',
  'validation.linkUrl': 'URL is not valid and must start with https:// or be relative and start with /',
  'validation.roleName': 'Only lowercase letters and numbers are allowed',
  'validation.roleNameRequired': 'Role name is required',
  'validation.username': 'Only lowercase letters and numbers are allowed',
  'validation.usernameRequired': 'Username is required',
  'validation.fieldName': 'Only letters and numbers are allowed',
  'validation.fieldNameRequired': 'Field name is required',
  'validation.priceListNameRequired': 'Price list name is required',
  'validation.mandatoryFields': 'Please fill in all mandatory fields.',
  'validation.signupPassword':
    'The password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
  'validation.signupEmail': 'Please enter a valid email address.',
  'validation.emailList': 'Enter e-mail addresses separated by commas, without spaces or semicolons',
  'validation.positiveNumber': 'Please enter a positive number',
  'validation.fieldRequired': 'This field is required',
  'validation.invalidSlug': 'Invalid slug',
  'validation.invalidDomain': 'Invalid domain format',
  'validation.promptEmpty': 'Please enter a prompt',
  'validation.maxSocialButtons': 'Maximum of 5 social buttons allowed',
  'validation.validUrl': 'Please enter a valid URL',
  'validation.validUrlDot': 'Please enter a valid URL.',
  'validation.relativePath': 'Enter a path of this shop that starts with /, e.g. /catalog',
  'validation.appName': 'Only letters, digits, _ . and - (at most 64 characters)',
  'validation.defaultLanguageFirst': 'A translation needs the default language filled first',
  'validation.translationPlaceholders': 'The translation must keep exactly the placeholders {placeholders}',
} as const;

export type ValidationKey = keyof typeof validationMessages;

/** A failed rule: a translation key and the values for its `{placeholders}`. */
export type ValidationError = { key: string; params?: Record<string, string> };

/** A rule's result: null when the value is fine. */
export type ValidationResult = ValidationError | null;

export const fail = (key: ValidationKey, params?: Record<string, string>): ValidationError =>
  params ? { key, params } : { key };
