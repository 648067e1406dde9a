import type { CatalogueGroup } from './types.ts';

export const profile: CatalogueGroup = {
  group: 'profile',
  entries: {
    'profile.myAccount': { 'de-DE': 'Mein Konto', 'en-GB': 'My Account' },
    'profile.generalInformation': { 'de-DE': 'Allgemeine Angaben', 'en-GB': 'General information' },
    'profile.specificInformation': { 'de-DE': 'Spezifische Angaben', 'en-GB': 'Specific information' },
    'profile.requiredField': {
      'de-DE': 'Pflichtfeld',
      'en-GB': 'Required field',
      context: 'Hint next to the red * that marks mandatory fields',
    },
    'profile.saveProfile': { 'de-DE': 'Angaben speichern', 'en-GB': 'Save details' },
    'profile.profileSaved': {
      'de-DE': 'Ihre Angaben wurden gespeichert.',
      'en-GB': 'Your details have been saved.',
    },
    'profile.profileSaveError': {
      'de-DE': 'Ihre Angaben konnten nicht gespeichert werden.',
      'en-GB': 'Your details could not be saved.',
    },
    'profile.addresses': { 'de-DE': 'Adressen', 'en-GB': 'Addresses' },
    'profile.accountNavigation': {
      'de-DE': 'Kontonavigation',
      'en-GB': 'Account navigation',
      context: 'Accessible name of the links between My Account, Addresses and Change password',
    },
    'profile.loginRequired': {
      'de-DE': 'Bitte melden Sie sich an, um Ihr Konto zu sehen.',
      'en-GB': 'Please log in to see your account.',
      context: 'On /account and /account/addresses without a session',
    },
    'profile.loadError': {
      'de-DE': 'Ihre Angaben konnten nicht geladen werden.',
      'en-GB': 'Your details could not be loaded.',
    },
    'profile.saveAddress': { 'de-DE': 'Adresse speichern', 'en-GB': 'Save address' },
    'profile.profileIncomplete': {
      'de-DE': 'Bitte vervollständigen Sie Ihr Profil, bevor Sie bestellen.',
      'en-GB': 'Please complete your profile before ordering.',
    },

    // Profile fields
    'profile.salutation': { 'de-DE': 'Anrede', 'en-GB': 'Salutation' },
    'profile.salutationMr': { 'de-DE': 'Herr', 'en-GB': 'Mr.' },
    'profile.salutationMrs': { 'de-DE': 'Frau', 'en-GB': 'Mrs.' },
    'profile.salutationDiverse': { 'de-DE': 'Divers', 'en-GB': 'Diverse' },
    'profile.title': { 'de-DE': 'Titel', 'en-GB': 'Title', context: 'Academic title, e.g. Dr.' },
    'profile.firstName': { 'de-DE': 'Vorname', 'en-GB': 'First name' },
    'profile.surname': { 'de-DE': 'Nachname', 'en-GB': 'Surname' },
    'profile.country': { 'de-DE': 'Land', 'en-GB': 'Country' },
    'profile.phone': { 'de-DE': 'Telefon', 'en-GB': 'Phone' },
    'profile.fax': { 'de-DE': 'Fax', 'en-GB': 'Fax' },
    'profile.mobile': { 'de-DE': 'Mobiltelefon', 'en-GB': 'Mobile' },
    'profile.streetAndHouseNumber': { 'de-DE': 'Straße und Hausnummer', 'en-GB': 'Street and house number' },
    'profile.companyName': { 'de-DE': 'Firmenname', 'en-GB': 'Company name' },
    'profile.division': { 'de-DE': 'Abteilung', 'en-GB': 'Division' },
    'profile.zipCode': { 'de-DE': 'Postleitzahl', 'en-GB': 'Zip code' },
    'profile.city': { 'de-DE': 'Ort', 'en-GB': 'City' },

    // Billing and shipping address
    'profile.billingAddress': { 'de-DE': 'Rechnungsadresse', 'en-GB': 'Billing address' },
    'profile.shippingAddress': { 'de-DE': 'Lieferadresse', 'en-GB': 'Shipping address' },
    'profile.deliveryAddress': { 'de-DE': 'Lieferanschrift', 'en-GB': 'Delivery address' },
    'profile.sameAsBillingAddress': {
      'de-DE': 'Lieferadresse entspricht der Rechnungsadresse',
      'en-GB': 'Shipping address is the same as the billing address',
    },
    'profile.editAddress': { 'de-DE': 'Adresse bearbeiten', 'en-GB': 'Edit address' },
    'profile.email': { 'de-DE': 'E-Mail-Adresse', 'en-GB': 'Email' },
    'profile.ccEmail': { 'de-DE': 'CC-E-Mail (Empfänger)', 'en-GB': 'CC email (recipient)' },
    'profile.costCenter': { 'de-DE': 'Kostenstelle', 'en-GB': 'Cost centre' },

    // Order address labels
    'profile.orderAddressCompanyName': { 'de-DE': 'Firma', 'en-GB': 'Company name' },
    'profile.orderAddressName': { 'de-DE': 'Name', 'en-GB': 'Name' },
    'profile.orderAddressPhone': { 'de-DE': 'Telefon', 'en-GB': 'Phone' },
    'profile.orderAddressStreet': { 'de-DE': 'Straße und Hausnummer', 'en-GB': 'Street and house number' },
    'profile.orderAddressPostcodeCity': { 'de-DE': 'PLZ und Ort', 'en-GB': 'Postcode and city' },
    'profile.orderAddressCountry': { 'de-DE': 'Land', 'en-GB': 'Country' },
  },
};
