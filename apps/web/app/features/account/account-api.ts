import type { AddressKind } from '@print/core/users/profile';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// My Account's GraphQL operations (the server's users/profile.schema.ts), typed from the schema
// (lib/api/graphql.ts).

/** The fields of both addresses (every one a string, '' when empty). */
const AccountAddressFields = graphql(`
  fragment AccountAddressFields on Address {
    salutation
    title
    firstName
    lastName
    companyName
    phone
    street
    zipCode
    city
    country
  }
`);

/** The signed-in user (registered or temporary) with profile, custom fields and addresses. */
const AccountMeFields = graphql(
  `
    fragment AccountMeFields on Me {
      id
      email
      username
      language
      isTemporary
      rights
      salutation
      title
      firstName
      lastName
      country
      phone
      fax
      mobile
      street
      companyName
      division
      zipCode
      city
      customFields {
        fieldName
        value
      }
      billingAddress {
        ...AccountAddressFields
        email
        ccEmail
        costCenter
      }
      shippingAddress {
        ...AccountAddressFields
      }
    }
  `,
  [AccountAddressFields],
);

const ME = graphql(
  `
    query Me {
      me {
        ...AccountMeFields
      }
    }
  `,
  [AccountMeFields],
);

const UPDATE_PROFILE = graphql(
  `
    mutation UpdateProfile($profile: ProfileInput!, $customFields: [CustomFieldValueInput!]) {
      updateProfile(profile: $profile, customFields: $customFields) {
        ...AccountMeFields
      }
    }
  `,
  [AccountMeFields],
);

const UPDATE_ADDRESS = graphql(
  `
    mutation UpdateAddress($kind: AddressKind!, $address: AddressInput!) {
      updateAddress(kind: $kind, address: $address) {
        ...AccountMeFields
      }
    }
  `,
  [AccountMeFields],
);

/** The signed-in user (registered or temporary) with profile, custom fields and addresses. */
export type Me = ResultOf<typeof AccountMeFields>;

/** An address read field by field (the form's names, e.g. `addressFields(kind)`); each of Me's addresses is one. */
export type ApiAddress = Readonly<Record<string, string>>;

export type CustomFieldValue = Me['customFields'][number];

/** updateProfile's variables; the form always sends every custom field (saved ones it does not show too). */
export type ProfileRequest = VariablesOf<typeof UPDATE_PROFILE> & { customFields: CustomFieldValue[] };

export async function fetchMe(): Promise<Me> {
  return (await graphqlRequest(ME, {})).me;
}

export async function updateProfile(request: ProfileRequest): Promise<Me> {
  return (await graphqlRequest(UPDATE_PROFILE, request)).updateProfile;
}

export async function updateAddress(kind: AddressKind, address: Record<string, string>): Promise<Me> {
  return (await graphqlRequest(UPDATE_ADDRESS, { kind, address })).updateAddress;
}

/** The `me` query of one user: a new session (login, temporary session) never sees another's data. */
export const meQuery = (userId: string) => queryOptions({ queryKey: ['me', userId], queryFn: fetchMe });
