import type { PageSetup } from '../content/content-setup.ts';
import { northprintHome as home } from './demo-home-northprint.ts';
import {
  bullets,
  cta,
  documentOf,
  heading,
  hero,
  lead,
  page,
  paragraph,
  section,
  subheading,
  text,
} from './demo-pages.ts';

// NorthPrint Studio's pages, British with American spelling where it differs. The footer links
// /imprint, /privacy and /terms, the user menu /faq: those slugs are fixed.

const t = (gb: string, us = gb) => ({ 'en-GB': gb, 'en-US': us });
/** The same rich text in both Englishes. */
const both = (...nodes: Record<string, unknown>[]) => ({ 'en-GB': nodes, 'en-US': nodes });

const imprint = page(
  'imprint',
  t('Imprint'),
  'imprint',
  documentOf(
    section('imprint', [
      heading('title', t('Imprint')),
      text(
        'details',
        both(
          lead('Company:', 'NorthPrint Studio Ltd, 14 Canal Wharf, Leeds LS11 5PS, United Kingdom'),
          lead('Registered in England and Wales:', 'company number 09876543'),
          lead('Directors:', 'Amelia North, Tom Whitaker'),
          lead('Contact:', 'hello@northprint.test, +44 113 496 0000'),
          lead('VAT number:', 'GB 123 4567 89'),
        ),
      ),
    ]),
  ),
);

const privacy = page(
  'privacy',
  t('Privacy policy'),
  'privacy',
  documentOf(
    section('privacy', [
      heading('title', t('Privacy policy')),
      text('body', {
        'en-GB': [
          subheading('Who we are'),
          paragraph(
            'NorthPrint Studio Ltd is the controller of the personal data you give us. Write to privacy@northprint.test with any question.',
          ),
          subheading('What we collect'),
          bullets(
            'Your account details: name, e-mail address, delivery address',
            'Your orders: the products, your designs and the files you upload',
            'Payments are handled by our card provider; we never see your card number',
          ),
          subheading('Why'),
          paragraph(
            'To print, deliver and invoice your orders (UK GDPR Article 6(1)(b)) and to keep the records the law requires.',
          ),
          subheading('Your rights'),
          paragraph(
            'You can ask for a copy of your data, have it corrected or erased, and complain to the Information Commissioner’s Office.',
          ),
        ],
        'en-US': [
          subheading('Who we are'),
          paragraph(
            'NorthPrint Studio Ltd is responsible for the personal data you give us. Write to privacy@northprint.test with any question.',
          ),
          subheading('What we collect'),
          bullets(
            'Your account details: name, email address, shipping address',
            'Your orders: the products, your designs and the files you upload',
            'Payments are handled by our card provider; we never see your card number',
          ),
          subheading('Why'),
          paragraph('To print, ship and bill your orders and to keep the records the law requires.'),
          subheading('Your rights'),
          paragraph(
            'You can ask for a copy of your data, have it corrected or deleted, and file a complaint with the UK Information Commissioner’s Office.',
          ),
        ],
      }),
    ]),
  ),
);

const terms = page(
  'terms',
  t('Terms and conditions'),
  'terms',
  documentOf(
    section('terms', [
      heading('title', t('Terms and conditions')),
      text(
        'body',
        both(
          subheading('1. Who these terms are with'),
          paragraph(
            'These terms apply to every order placed with NorthPrint Studio Ltd through this website.',
          ),
          subheading('2. Your order'),
          paragraph('A contract is formed when we e-mail you the order confirmation.'),
          subheading('3. Artwork and proofs'),
          paragraph('You approve your design in the preview before ordering; we print what you approve.'),
          subheading('4. Delivery and payment'),
          paragraph(
            'Orders approved by noon on a working day are dispatched the next working day. Prices include VAT.',
          ),
          subheading('5. Cancellations'),
          paragraph(
            'Items made to your design are personalised and cannot be cancelled once printing has started.',
          ),
        ),
      ),
    ]),
  ),
);

const faq = page(
  'faq',
  t('Frequently asked questions'),
  'faq',
  documentOf(
    section('faq', [
      heading('title', t('Frequently asked questions')),
      text('answers', {
        'en-GB': [
          lead(
            'When will my order arrive?',
            'Approved by noon, dispatched the next working day; tracked delivery takes one to two days.',
          ),
          lead('Which files can I upload?', 'PDF, PNG and JPG. Vector logos (SVG or PDF) print sharpest.'),
          lead(
            'Can you match my brand colour?',
            'Yes: give us the Pantone reference in the order notes and we match it on press.',
          ),
          lead(
            'Do you offer samples?',
            'Our sample pack shows every paper and finish; order it from the catalogue.',
          ),
        ],
        'en-US': [
          lead(
            'When will my order arrive?',
            'Approved by noon, shipped the next business day; tracked delivery takes one to two days.',
          ),
          lead('Which files can I upload?', 'PDF, PNG and JPG. Vector logos (SVG or PDF) print sharpest.'),
          lead(
            'Can you match my brand color?',
            'Yes: give us the Pantone reference in the order notes and we match it on press.',
          ),
          lead(
            'Do you offer samples?',
            'Our sample pack shows every paper and finish; order it from the catalog.',
          ),
        ],
      }),
      cta('contact', { label: t('Still stuck? Get in touch'), url: '/imprint' }),
    ]),
  ),
);

const about = page(
  'about',
  t('About us'),
  'about',
  documentOf(
    section('story', [
      hero('hero', {
        title: t('A studio that prints'),
        subtitle: t('Designers and printers under one roof in Leeds since 2014.'),
      }),
      text(
        'story-text',
        both(
          paragraph(
            'We started NorthPrint because we were tired of print that looked nothing like the screen. Today eight of us run two presses and a finishing room, and we still check every file by hand.',
          ),
        ),
      ),
      cta('range', { label: t('See what we print'), url: '/catalog' }),
    ]),
  ),
);

export const northprintPages: PageSetup[] = [home, imprint, privacy, terms, faq, about];
