import type { ButtonColor } from '@print/core/constants';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { HeaderSettings, MobileLayoutScheme } from '@print/core/theme/header-settings';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';
import { tenantKey } from './tenant-tab.ts';

// The shop's header settings (spec §3 "Theme header settings"; server: modules/tenancy/
// header-settings.schema.ts, right tenant.settings), edited in the theme editor's Header tab and in the
// tenant's Settings tab (one form, decision 0093), saved apart from the theme. The API carries texts per language as lists; the editor works with core's
// HeaderSettings (texts by language code), which core's checkHeaderSettings checks.

const HeaderSettingsFields = graphql(`
  fragment HeaderSettingsFields on HeaderSettings {
    type
    showLogo
    notifications
    favourites
    cart
    search
    topCta {
      link
      suffix {
        language
        text
      }
    }
    cta {
      link
      label {
        language
        text
      }
      colour
    }
    userContextMenu
    mobileLayoutScheme
  }
`);

const HEADER_SETTINGS = graphql(
  `
    query HeaderSettings {
      headerSettings {
        ...HeaderSettingsFields
      }
    }
  `,
  [HeaderSettingsFields],
);

const UPDATE_HEADER_SETTINGS = graphql(
  `
    mutation UpdateHeaderSettings($input: HeaderSettingsInput!) {
      updateHeaderSettings(input: $input) {
        ...HeaderSettingsFields
      }
    }
  `,
  [HeaderSettingsFields],
);

type Answer = ResultOf<typeof HeaderSettingsFields>;
type Entries = readonly { language: string; text: string }[];

const textsOf = (entries: Entries): LocalizedText =>
  Object.fromEntries(entries.map(({ language, text }) => [language, text]));
const entriesOf = (texts: LocalizedText) =>
  Object.entries(texts)
    .filter(([, text]) => text.trim() !== '')
    .map(([language, text]) => ({ language, text }));

/** The API's answer as core's settings. */
export const headerSettingsOf = (answer: Answer): HeaderSettings => ({
  ...answer,
  topCta: answer.topCta && { link: answer.topCta.link, suffix: textsOf(answer.topCta.suffix) },
  cta: answer.cta && {
    link: answer.cta.link,
    label: textsOf(answer.cta.label),
    colour: answer.cta.colour as ButtonColor,
  },
  mobileLayoutScheme: answer.mobileLayoutScheme as MobileLayoutScheme,
});

/** The settings of the tenant acted for (decision 0087), or the host's own without `tenantId`. */
export const headerSettingsKey = (tenantId?: string) => tenantKey(['admin', 'headerSettings'], tenantId);

export const headerSettingsQuery = (tenantId?: string) =>
  queryOptions({
    queryKey: headerSettingsKey(tenantId),
    queryFn: async () =>
      headerSettingsOf((await graphqlRequest(HEADER_SETTINGS, {}, { tenantId })).headerSettings),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Saves the settings; resolves them as stored. */
export async function updateHeaderSettings(
  settings: HeaderSettings,
  tenantId?: string,
): Promise<HeaderSettings> {
  const { topCta, cta, ...rest } = settings;
  const input = {
    ...rest,
    topCta: topCta && { link: topCta.link, suffix: entriesOf(topCta.suffix) },
    cta: cta && { link: cta.link, label: entriesOf(cta.label), colour: cta.colour },
  };
  return headerSettingsOf(
    (await graphqlRequest(UPDATE_HEADER_SETTINGS, { input }, { tenantId })).updateHeaderSettings,
  );
}
