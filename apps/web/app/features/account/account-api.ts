import type { AddressKind, Profile } from '@print/core/users/profile';
import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// My Account's GraphQL operations (the server's users/profile.schema.ts).

const ADDRESS_FIELDS = 'salutation title firstName lastName companyName phone street zipCode city country';

const ME_FIELDS = /* GraphQL */ `
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
  customFields { fieldName value }
  billingAddress { ${ADDRESS_FIELDS} email ccEmail costCenter }
  shippingAddress { ${ADDRESS_FIELDS} }
`;

const ME = `query Me { me { ${ME_FIELDS} } }`;

const UPDATE_PROFILE = `mutation UpdateProfile($profile: ProfileInput!, $customFields: [CustomFieldValueInput!]) {
  updateProfile(profile: $profile, customFields: $customFields) { ${ME_FIELDS} }
}`;

const UPDATE_ADDRESS = `mutation UpdateAddress($kind: AddressKind!, $address: AddressInput!) {
  updateAddress(kind: $kind, address: $address) { ${ME_FIELDS} }
}`;

/** An address as the API returns it: every field a string ('' when empty). */
export type ApiAddress = Record<string, string>;

export type CustomFieldValue = { fieldName: string; value: string };

/** The signed-in user (registered or temporary) with profile, custom fields and addresses. */
export type Me = Record<keyof Profile, string> & {
  id: string;
  email: string | null;
  username: string | null;
  language: string;
  isTemporary: boolean;
  rights: string[];
  customFields: CustomFieldValue[];
  billingAddress: ApiAddress | null;
  shippingAddress: ApiAddress | null;
};

export type ProfileRequest = { profile: Record<keyof Profile, string>; customFields: CustomFieldValue[] };

export async function fetchMe(): Promise<Me> {
  return (await graphqlRequest<{ me: Me }>('Me', ME)).me;
}

export async function updateProfile(request: ProfileRequest): Promise<Me> {
  return (await graphqlRequest<{ updateProfile: Me }>('UpdateProfile', UPDATE_PROFILE, request))
    .updateProfile;
}

export async function updateAddress(kind: AddressKind, address: Record<string, string>): Promise<Me> {
  return (await graphqlRequest<{ updateAddress: Me }>('UpdateAddress', UPDATE_ADDRESS, { kind, address }))
    .updateAddress;
}

/** The `me` query of one user: a new session (login, temporary session) never sees another's data. */
export const meQuery = (userId: string) => queryOptions({ queryKey: ['me', userId], queryFn: fetchMe });
