import type { CatalogueGroup } from './types.ts';

export const marketing: CatalogueGroup = {
  group: 'marketing',
  entries: {
    // Newsletter
    'marketing.newsletterTitle': { 'de-DE': 'Newsletter', 'en-GB': 'Newsletter' },
    'marketing.newsletterText': {
      'de-DE': 'Abonnieren Sie unseren Newsletter und erhalten Sie Neuigkeiten und Angebote per E-Mail.',
      'en-GB': 'Subscribe to our newsletter and receive news and offers by e-mail.',
    },
    'marketing.newsletterEmailPlaceholder': {
      'de-DE': 'Ihre E-Mail-Adresse',
      'en-GB': 'Your e-mail address',
    },
    'marketing.newsletterSubscribe': { 'de-DE': 'Abonnieren', 'en-GB': 'Subscribe' },
    'marketing.newsletterSubscribed': {
      'de-DE': 'Vielen Dank für Ihre Anmeldung!',
      'en-GB': 'Thank you for subscribing!',
    },
    'marketing.newsletterError': {
      'de-DE': 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      'en-GB': 'An error occurred. Please try again.',
    },
    'marketing.newsletterUnsubscribeTitle': {
      'de-DE': 'Newsletter abbestellen',
      'en-GB': 'Unsubscribe from newsletter',
    },
    'marketing.newsletterUnsubscribeText': {
      'de-DE': 'Geben Sie Ihre E-Mail-Adresse ein, um keine Newsletter mehr von uns zu erhalten.',
      'en-GB': 'Enter your e-mail address to stop receiving our newsletter.',
    },
    'marketing.newsletterUnsubscribe': { 'de-DE': 'Abbestellen', 'en-GB': 'Unsubscribe' },
    'marketing.newsletterUnsubscribed': {
      'de-DE': 'Sie wurden vom Newsletter abgemeldet.',
      'en-GB': 'You have been unsubscribed from the newsletter.',
    },

    // Get in touch / scheduling service
    'marketing.getInTouchTitle': { 'de-DE': 'Kontakt aufnehmen', 'en-GB': 'Get in touch' },
    'marketing.getInTouchText': {
      'de-DE':
        'Geben Sie Ihre E-Mail-Adresse ein – wir senden Ihnen eine Einladung zu einem persönlichen Termin.',
      'en-GB': 'Enter your e-mail address and we will send you an invitation to a personal meeting.',
    },
    'marketing.getInTouchEmail': { 'de-DE': 'E-Mail-Adresse', 'en-GB': 'E-mail address' },
    'marketing.getInTouchSubmit': { 'de-DE': 'Termin anfragen', 'en-GB': 'Request a meeting' },
    'marketing.getInTouchFailed': {
      'de-DE': 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      'en-GB': 'Your request could not be sent. Please try again.',
    },
    'marketing.getInTouchInvalidEmail': {
      'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'en-GB': 'Please enter a valid e-mail address.',
    },
    'marketing.onboardingTitle': { 'de-DE': 'Termin vereinbaren', 'en-GB': 'Arrange a meeting' },
    'marketing.onboardingSuccess': {
      'de-DE': 'Vielen Dank! Sie erhalten in Kürze eine E-Mail mit einem Link zum Termin.',
      'en-GB': 'Thank you! You will shortly receive an e-mail with a meeting link.',
    },

    // ROI calculators
    'marketing.roiTitle': { 'de-DE': 'ROI-Rechner', 'en-GB': 'ROI calculator' },
    'marketing.roiLocations': { 'de-DE': 'Anzahl der Standorte', 'en-GB': 'Number of locations' },
    'marketing.roiOrdersPerLocation': {
      'de-DE': 'Bestellungen pro Standort und Monat',
      'en-GB': 'Orders per location per month',
    },
    'marketing.roiMinutesPerOrder': { 'de-DE': 'Minuten pro Bestellung', 'en-GB': 'Minutes per order' },
    'marketing.roiHourlyRate': { 'de-DE': 'Stundensatz (€)', 'en-GB': 'Hourly rate (€)' },
    'marketing.roiErrorRate': { 'de-DE': 'Fehlerquote (%)', 'en-GB': 'Error rate (%)' },
    'marketing.roiCostPerError': { 'de-DE': 'Kosten pro Fehler (€)', 'en-GB': 'Cost per error (€)' },
    'marketing.roiMonthlySavings': { 'de-DE': 'Monatliche Einsparung', 'en-GB': 'Monthly savings' },
    'marketing.roiYearlySavings': { 'de-DE': 'Jährliche Einsparung', 'en-GB': 'Yearly savings' },
    'marketing.roiEstimated': { 'de-DE': 'Geschätzter ROI', 'en-GB': 'Estimated ROI' },
    'marketing.roiCalculate': { 'de-DE': 'Berechnen', 'en-GB': 'Calculate' },
    'marketing.roiPrintTitle': {
      'de-DE': 'ROI-Rechner für Druckereien',
      'en-GB': 'ROI calculator for print companies',
    },
    'marketing.roiPrintBoundClients': {
      'de-DE': 'Anzahl gebundener Kunden',
      'en-GB': 'Number of bound clients',
    },
    'marketing.roiPrintPdfsPerClient': { 'de-DE': 'PDFs pro Kunde', 'en-GB': 'PDFs per client' },
    'marketing.roiPrintCostPerPdf': { 'de-DE': 'Kosten pro PDF (€)', 'en-GB': 'Cost per PDF (€)' },
    'marketing.roiPrintMinutesPerPdf': { 'de-DE': 'Minuten pro PDF', 'en-GB': 'Minutes per PDF' },
    'marketing.roiPrintHourlyRate': { 'de-DE': 'Stundensatz (€)', 'en-GB': 'Hourly rate (€)' },
    'marketing.roiPrintErrorRate': { 'de-DE': 'Fehlerquote (%)', 'en-GB': 'Error rate (%)' },
    'marketing.roiPrintCostPerError': { 'de-DE': 'Kosten pro Fehler (€)', 'en-GB': 'Cost per error (€)' },
    'marketing.roiPrintExplanation': {
      'de-DE':
        'Bei {clients} Kunden mit je {pdfs} PDFs betragen Ihre aktuellen Kosten {currentCosts}. Mit unserem Tarif zahlen Sie {planCosts} und sparen {savings}. Das entspricht einem ROI von {roi}.',
      'en-GB':
        'With {clients} clients and {pdfs} PDFs each, your current costs are {currentCosts}. With our plan you pay {planCosts} and save {savings}. That is an ROI of {roi}.',
      context: 'All placeholders are formatted values: counts, currency amounts and a percentage',
    },
    'marketing.roiFieldRequired': {
      'de-DE': 'Dieses Feld ist erforderlich',
      'en-GB': 'This field is required',
    },
    'marketing.roiPositiveNumber': {
      'de-DE': 'Bitte geben Sie eine positive Zahl ein',
      'en-GB': 'Please enter a positive number',
    },

    // AI prompt and marketing-plan chat
    'marketing.aiPromptTitle': { 'de-DE': 'KI-Assistent', 'en-GB': 'AI assistant' },
    'marketing.aiPromptPlaceholder': {
      'de-DE': 'Beschreiben Sie, was Sie erstellen möchten…',
      'en-GB': 'Describe what you would like to create…',
    },
    'marketing.aiPromptSubmit': { 'de-DE': 'Absenden', 'en-GB': 'Submit' },
    'marketing.aiPromptFailed': {
      'de-DE': 'Der Prompt konnte nicht gesendet werden',
      'en-GB': 'Failed to submit prompt',
    },
    'marketing.aiPromptEmpty': {
      'de-DE': 'Bitte geben Sie einen Prompt ein',
      'en-GB': 'Please enter a prompt',
    },
    'marketing.aiChatTitle': { 'de-DE': 'Marketingplan-Assistent', 'en-GB': 'Marketing plan assistant' },
    'marketing.aiChatPlaceholder': { 'de-DE': 'Ihre Nachricht…', 'en-GB': 'Your message…' },
    'marketing.aiChatSend': { 'de-DE': 'Senden', 'en-GB': 'Send' },
    'marketing.aiChatError': {
      'de-DE': 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      'en-GB': 'The message could not be sent. Please try again.',
    },
    'marketing.planSectionBusinessBasics': { 'de-DE': 'Geschäftsgrundlagen', 'en-GB': 'Business basics' },
    'marketing.planSectionMessagePositioning': {
      'de-DE': 'Botschaft und Positionierung',
      'en-GB': 'Message and positioning',
    },
    'marketing.planSectionChannels': { 'de-DE': 'Kanäle', 'en-GB': 'Channels' },
    'marketing.planSectionPagePreferences': { 'de-DE': 'Seitenpräferenzen', 'en-GB': 'Page preferences' },
  },
};
