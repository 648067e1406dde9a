import { shopCatalogEntries } from './shop-catalog.ts';
import { shopProductEntries } from './shop-product.ts';
import { shopReleaseEntries } from './shop-release.ts';
import type { CatalogueGroup } from './types.ts';

export const shop: CatalogueGroup = {
  group: 'shop',
  entries: {
    // CMS pages' Special blocks as shoppers and editors see them (RSS feed, video, audio; spec §8)
    'shop.audioNotSupported': {
      'de-DE': 'Ihr Browser unterstützt die Audiowiedergabe nicht.',
      'en-GB': 'Your browser does not support audio playback.',
    },
    'shop.videoNotSupported': {
      'de-DE': 'Ihr Browser unterstützt die Videowiedergabe nicht.',
      'en-GB': 'Your browser does not support video playback.',
    },
    'shop.rssNoFeedUrl': {
      'de-DE': 'Keine RSS-Feed-URL konfiguriert. Bitte fügen Sie in den Einstellungen eine Feed-URL hinzu.',
      'en-GB': 'No RSS feed URL configured. Please edit the settings to add a feed URL.',
    },
    'shop.rssNoEpisodes': {
      'de-DE': 'Im RSS-Feed wurden keine Episoden gefunden.',
      'en-GB': 'No episodes found in the RSS feed.',
    },
    // Catalogue
    'shop.catalogue': { 'de-DE': 'Katalog', 'en-GB': 'Catalogue' },
    'shop.categories': { 'de-DE': 'Kategorien', 'en-GB': 'Categories' },
    'shop.products': { 'de-DE': 'Produkte', 'en-GB': 'Products' },
    'shop.priceFrom': {
      'de-DE': 'ab {price}',
      'en-GB': 'from {price}',
      context: '{price} is a formatted price',
    },
    'shop.viewProduct': { 'de-DE': 'Produkt ansehen', 'en-GB': 'View product' },
    'shop.viewCategoryProducts': {
      'de-DE': 'Produkte ansehen',
      'en-GB': 'View products',
      context: 'Link of a category card on the home page',
    },
    'shop.searchByName': { 'de-DE': 'Nach Namen suchen', 'en-GB': 'Search by name' },
    'shop.noSearchResults': { 'de-DE': 'Es wurden keine Produkte gefunden.', 'en-GB': 'No products found.' },
    'shop.catalogueEmpty': {
      'de-DE': 'In dieser Kategorie sind derzeit keine Produkte verfügbar.',
      'en-GB': 'There are currently no products available in this category.',
    },
    'shop.catalogueEmptyAdmin': {
      'de-DE':
        'Dieser Kategorie sind noch keine Produkte zugeordnet. Sie können Produkte im Produkteditor unter „Kategorie & Zugriff“ zuordnen.',
      'en-GB':
        'No products have been assigned to this category yet. You can assign products in the product editor under “Category & Access”.',
      context: 'Empty state of the catalogue, shown to administrators only',
    },
    'shop.selectProducts': { 'de-DE': 'Produkte auswählen', 'en-GB': 'Select products' },
    'shop.favourites': { 'de-DE': 'Favoriten', 'en-GB': 'Favourites' },
    'shop.addToFavourites': { 'de-DE': 'Zu den Favoriten hinzufügen', 'en-GB': 'Add to favourites' },
    'shop.removeFromFavourites': {
      'de-DE': 'Aus den Favoriten entfernen',
      'en-GB': 'Remove from favourites',
    },
    'shop.noFavourites': {
      'de-DE': 'Sie haben noch keine Favoriten.',
      'en-GB': "You don't have any favourites yet.",
    },

    // Product page
    'shop.priceTableQuantity': { 'de-DE': 'Menge', 'en-GB': 'Quantity' },
    'shop.priceTablePricePerUnit': { 'de-DE': 'Stückpreis', 'en-GB': 'Price per single unit' },
    'shop.priceTableTotal': { 'de-DE': 'Gesamt', 'en-GB': 'Total' },
    'shop.priceNet': { 'de-DE': 'netto', 'en-GB': 'net' },
    'shop.priceGross': { 'de-DE': 'brutto', 'en-GB': 'gross' },
    'shop.pricesExclVat': { 'de-DE': 'Alle Preise zzgl. MwSt.', 'en-GB': 'All prices exclude VAT' },
    'shop.pricesInclVat': { 'de-DE': 'Alle Preise inkl. MwSt.', 'en-GB': 'All prices include VAT' },
    'shop.inStock': { 'de-DE': 'Auf Lager', 'en-GB': 'In stock' },
    'shop.outOfStock': { 'de-DE': 'Nicht auf Lager', 'en-GB': 'Out of stock' },
    'shop.productNotAvailable': {
      'de-DE': 'Das Produkt ist derzeit nicht verfügbar.',
      'en-GB': 'Product is not available at the moment.',
    },

    // Product form (the rest is the product area's, shop-product.ts)
    'shop.formPreview': { 'de-DE': 'Vorschau', 'en-GB': 'Preview' },
    'shop.contentReleaseTitle': { 'de-DE': 'Druckfreigabe', 'en-GB': 'Content release' },
    'shop.contentReleaseText': {
      'de-DE':
        'Bitte prüfen Sie Ihre Angaben sorgfältig, insbesondere Rechtschreibung, Inhalt und Gestaltung. Mit Ihrer Freigabe bestätigen Sie, dass der Inhalt korrekt ist. Der Artikel wird so gedruckt, wie er in der Vorschau dargestellt ist.',
      'en-GB':
        'Please check your details carefully, in particular spelling, content and layout. By releasing the content, you confirm that it is correct. The item will be printed as shown in the preview.',
    },
    'shop.contentReleaseConfirm': {
      'de-DE': 'Inhalt freigeben und in den Warenkorb',
      'en-GB': 'Release content and add to cart',
    },
    'shop.formPreflightWarnings': {
      'de-DE': 'Bitte beachten Sie:',
      'en-GB': 'Please note:',
      context: 'Heading of the preflight warnings in the content release dialog',
    },
    // Preflight issues the content release dialog lists (cart and product page)
    'shop.preflightTextOverflow': {
      'de-DE': 'Der Text passt nicht in den vorgesehenen Bereich.',
      'en-GB': 'The text does not fit into the space provided.',
    },
    'shop.preflightMissingField': {
      'de-DE': 'Dieses Pflichtfeld ist noch leer.',
      'en-GB': 'This mandatory field is still empty.',
      context: 'Preflight issue, shown next to the field it concerns',
    },
    'shop.preflightLowResolutionDpi': {
      'de-DE':
        'Das Bild hat in Druckgröße nur {dpi} dpi; für einen scharfen Druck werden mindestens {minDpi} dpi empfohlen.',
      'en-GB':
        'At print size the image has only {dpi} dpi; at least {minDpi} dpi are recommended for a sharp print.',
      context: 'Preflight warning for an uploaded image; {dpi} and {minDpi} are whole numbers',
    },
    'shop.quantityBelowMinimum': {
      'de-DE': 'Die kleinste bestellbare Menge ist {min}.',
      'en-GB': 'The smallest quantity you can order is {min}.',
      context: 'Quantity of a cart item below the first price scale; {min} is a whole number',
    },
    'shop.quantityTooLarge': {
      'de-DE': 'Diese Menge ist für eine Bestellposition zu groß.',
      'en-GB': 'This quantity is too large for one order item.',
    },

    // Cart, watchlist, drafts, order history
    'shop.cartTabCart': { 'de-DE': 'Warenkorb', 'en-GB': 'Cart' },
    'shop.cartTabWatchlist': { 'de-DE': 'Merkliste', 'en-GB': 'Watchlist' },
    'shop.cartTabDrafts': { 'de-DE': 'Entwürfe', 'en-GB': 'Drafts' },
    'shop.cartTabOrderHistory': { 'de-DE': 'Bestellhistorie', 'en-GB': 'Order history' },
    'shop.cartEmpty': { 'de-DE': 'Ihr Warenkorb ist leer.', 'en-GB': 'Your cart is empty.' },
    'shop.watchlistEmpty': { 'de-DE': 'Ihre Merkliste ist leer.', 'en-GB': 'Your watchlist is empty.' },
    'shop.draftsEmpty': { 'de-DE': 'Sie haben keine Entwürfe.', 'en-GB': 'You have no drafts.' },
    'shop.orderHistoryEmpty': {
      'de-DE': 'Sie haben noch keine Bestellungen aufgegeben.',
      'en-GB': "You haven't placed any orders yet.",
    },
    'shop.cartItemModificationDate': { 'de-DE': 'Änderungsdatum', 'en-GB': 'Modification date' },
    'shop.cartItemQuantity': { 'de-DE': 'Menge', 'en-GB': 'Quantity' },
    'shop.cartItemPrice': { 'de-DE': 'Preis', 'en-GB': 'Price' },
    'shop.cartItemName': { 'de-DE': 'Name', 'en-GB': 'Name', context: 'Optional custom name of a cart item' },
    'shop.cartItemDescription': {
      'de-DE': 'Beschreibung',
      'en-GB': 'Description',
      context: 'Optional custom description of a cart item',
    },
    'shop.cartItemStock': { 'de-DE': 'Verfügbarkeit', 'en-GB': 'Stock' },
    'shop.moveToWatchlist': { 'de-DE': 'Auf die Merkliste', 'en-GB': 'Move to watchlist' },
    'shop.moveToCart': { 'de-DE': 'In den Warenkorb legen', 'en-GB': 'Move to cart' },
    'shop.duplicate': { 'de-DE': 'Duplizieren', 'en-GB': 'Duplicate' },
    'shop.rename': { 'de-DE': 'Umbenennen', 'en-GB': 'Rename' },
    'shop.delete': { 'de-DE': 'Löschen', 'en-GB': 'Delete' },
    'shop.personalise': { 'de-DE': 'Personalisieren', 'en-GB': 'Personalise' },
    'shop.finishDraft': { 'de-DE': 'Entwurf abschließen', 'en-GB': 'Finish draft' },
    'shop.finishDraftConfirm': {
      'de-DE': 'Möchten Sie den Entwurf abschließen und in den Warenkorb legen?',
      'en-GB': 'Do you want to finish the draft and move it to the cart?',
    },
    'shop.deleteItemConfirm': {
      'de-DE': 'Möchten Sie diesen Artikel wirklich löschen?',
      'en-GB': 'Do you really want to delete this item?',
    },
    'shop.reorder': { 'de-DE': 'Erneut bestellen', 'en-GB': 'Reorder' },
    'shop.reopenInCart': { 'de-DE': 'Im Warenkorb öffnen', 'en-GB': 'Reopen in cart' },
    'shop.reopenInDrafts': { 'de-DE': 'In den Entwürfen öffnen', 'en-GB': 'Reopen in drafts' },
    'shop.goToCheckout': { 'de-DE': 'Zur Kasse', 'en-GB': 'Go to checkout' },
    'shop.orderDetails': { 'de-DE': 'Bestelldetails', 'en-GB': 'Order details' },
    'shop.orderDate': { 'de-DE': 'Bestelldatum', 'en-GB': 'Order date' },
    'shop.orderPrice': { 'de-DE': 'Preis', 'en-GB': 'Price' },
    'shop.orderStatus': { 'de-DE': 'Status', 'en-GB': 'Status' },
    'shop.orderDeliveryAddress': { 'de-DE': 'Lieferadresse', 'en-GB': 'Delivery address' },
    'shop.addToCartError': {
      'de-DE':
        'Der Artikel konnte nicht in den Warenkorb gelegt werden; beim Aktualisieren oder Kopieren im Warenkorb ist ein Fehler aufgetreten.',
      'en-GB': 'Item could not be added to the shopping cart; error updating or copying in the cart.',
    },
    'shop.cartCountLabel': {
      'de-DE': 'Warenkorb ({count})',
      'en-GB': 'Cart ({count})',
      context: 'Accessible name of the header cart icon; {count} is the number of items in the cart',
    },
    'shop.cartLoginRequired': {
      'de-DE': 'Bitte melden Sie sich an, um Ihren Warenkorb zu sehen.',
      'en-GB': 'Please log in to see your cart.',
      context: 'On /cart without a session, in a shop without temporary users',
    },
    'shop.movedToWatchlist': {
      'de-DE': 'Der Artikel wurde auf die Merkliste gesetzt.',
      'en-GB': 'The item has been moved to the watchlist.',
    },
    'shop.movedToCart': {
      'de-DE': 'Der Artikel wurde in den Warenkorb gelegt.',
      'en-GB': 'The item has been moved to the cart.',
    },
    'shop.draftFinished': {
      'de-DE': 'Der Entwurf wurde abgeschlossen und in den Warenkorb gelegt.',
      'en-GB': 'The draft has been finished and moved to the cart.',
    },
    'shop.itemDuplicated': {
      'de-DE': 'Der Artikel wurde dupliziert.',
      'en-GB': 'The item has been duplicated.',
    },
    'shop.itemDeleted': { 'de-DE': 'Der Artikel wurde gelöscht.', 'en-GB': 'The item has been deleted.' },
    'shop.itemSaved': {
      'de-DE': 'Name und Beschreibung wurden gespeichert.',
      'en-GB': 'Name and description have been saved.',
      context: 'After renaming a cart item',
    },
    'shop.sharedDraftOpening': {
      'de-DE': 'Der geteilte Entwurf wird geöffnet…',
      'en-GB': 'Opening the shared draft…',
    },
    'shop.sharedDraftOpened': {
      'de-DE': 'Der geteilte Entwurf wurde zu Ihren Entwürfen hinzugefügt.',
      'en-GB': 'The shared draft has been added to your drafts.',
    },
    'shop.sharedDraftFailedTitle': {
      'de-DE': 'Dieser Link kann nicht geöffnet werden',
      'en-GB': 'This link cannot be opened',
      context: 'Title of the page of a shared draft link that failed; the reason follows below',
    },
    'shop.toCatalogue': { 'de-DE': 'Zum Katalog', 'en-GB': 'Go to the catalogue' },

    // Share link
    'shop.shareLinkTitle': { 'de-DE': 'Link teilen', 'en-GB': 'Share link' },
    'shop.shareLinkText': {
      'de-DE': 'Alle, die diesen Link haben, können den Artikel ansehen.',
      'en-GB': 'Anyone with this link can view the item.',
    },
    'shop.copyLink': { 'de-DE': 'Link kopieren', 'en-GB': 'Copy link' },
    'shop.linkCopied': { 'de-DE': 'Link kopiert', 'en-GB': 'Link copied' },
    'shop.linkCopyFailed': {
      'de-DE': 'Der Link konnte nicht kopiert werden',
      'en-GB': 'The link could not be copied',
    },
    ...shopCatalogEntries,
    ...shopProductEntries,
    ...shopReleaseEntries,
  },
};
