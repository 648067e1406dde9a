import type { CatalogueText } from './types.ts';

// More texts of the 'shop' group (merged in shop.ts): the content release on every way into the cart,
// and what a guest of a shop without temporary users is told when saving needs an account.
export const shopReleaseEntries: Record<string, CatalogueText> = {
  'shop.contentReleaseRequired': {
    'de-DE':
      'Bitte geben Sie den Inhalt zuerst frei: Prüfen Sie die Vorschau und bestätigen Sie, dass er korrekt ist.',
    'en-GB': 'Please release the content first: check the preview and confirm that it is correct.',
    context: 'Server refusal when a personalised item is put into the cart without the content release',
  },
  'shop.guestSignInTitle': {
    'de-DE': 'Zum Speichern anmelden',
    'en-GB': 'Sign in to save',
    context: 'Title of the notice a guest gets in a shop without temporary users',
  },
  'shop.guestSaveDraftText': {
    'de-DE':
      'Um Ihren Entwurf zu speichern, melden Sie sich bitte an oder erstellen Sie ein Konto. Ihre Eingaben bleiben in diesem Browser erhalten: Danach kommen Sie hierher zurück und der Entwurf wird gespeichert.',
    'en-GB':
      'To save your draft, please log in or create an account. What you have typed is kept in this browser: afterwards you come back here and the draft is saved.',
  },
  'shop.guestAddToCartText': {
    'de-DE':
      'Um den Artikel in den Warenkorb zu legen, melden Sie sich bitte an oder erstellen Sie ein Konto. Ihre Eingaben bleiben in diesem Browser erhalten: Danach kommen Sie hierher zurück und können den Artikel in den Warenkorb legen.',
    'en-GB':
      'To add the item to your cart, please log in or create an account. What you have typed is kept in this browser: afterwards you come back here and can add the item to your cart.',
  },
  'shop.guestAddProductText': {
    'de-DE':
      'Um das Produkt in den Warenkorb zu legen, melden Sie sich bitte an oder erstellen Sie ein Konto. Danach kommen Sie hierher zurück und das Produkt wird in den Warenkorb gelegt.',
    'en-GB':
      'To add the product to your cart, please log in or create an account. Afterwards you come back here and the product is added to your cart.',
  },
  'shop.guestFavouriteText': {
    'de-DE':
      'Um Favoriten zu speichern, melden Sie sich bitte an oder erstellen Sie ein Konto. Danach kommen Sie auf diese Seite zurück.',
    'en-GB': 'To keep favourites, please log in or create an account. Afterwards you come back to this page.',
  },
  'shop.formRestoredDraft': {
    'de-DE': 'Willkommen zurück! Ihre Eingaben wurden wiederhergestellt und werden als Entwurf gespeichert.',
    'en-GB': 'Welcome back! What you typed has been restored and is being saved as a draft.',
  },
  'shop.formRestoredCart': {
    'de-DE':
      'Willkommen zurück! Ihre Eingaben wurden wiederhergestellt. Prüfen Sie die Vorschau und geben Sie den Inhalt frei, um den Artikel in den Warenkorb zu legen.',
    'en-GB':
      'Welcome back! What you typed has been restored. Check the preview and release the content to add the item to your cart.',
  },
};
