import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { graphqlRequest } from './graphql-request.ts';
import { stubFetch, testOperation } from './test-helpers.ts';
import { failedCallKey, failureToastKey, formFailure, userInputFailure } from './user-input-error.ts';

const badInput = (extensions: Record<string, unknown>) =>
  new ApiError('Please fill in all mandatory fields.', 200, { code: 'BAD_USER_INPUT', ...extensions });

afterEach(() => vi.unstubAllGlobals());

describe('userInputFailure', () => {
  it('reads the key and the field errors of a BAD_USER_INPUT error', () => {
    const error = badInput({
      key: 'validation.mandatoryFields',
      fields: {
        firstName: { key: 'validation.required' },
        'custom.size': { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
      },
    });
    expect(userInputFailure(error)).toEqual({
      key: 'validation.mandatoryFields',
      fields: {
        firstName: { key: 'validation.required' },
        'custom.size': { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
      },
    });
  });

  it('drops malformed field entries and non-string params', () => {
    const error = badInput({
      key: 'validation.email',
      fields: {
        a: null,
        b: { key: 1 },
        c: 'x',
        d: { key: 'validation.email', params: { email: 1, x: 'y' } },
      },
    });
    expect(userInputFailure(error)).toEqual({
      key: 'validation.email',
      fields: { d: { key: 'validation.email', params: { x: 'y' } } },
    });
    expect(userInputFailure(badInput({ key: 'validation.required' }))).toEqual({
      key: 'validation.required',
      fields: {},
    });
  });

  it('is null for other failures', () => {
    expect(userInputFailure(new Error('x'))).toBeNull();
    expect(userInputFailure(new ApiError('Unauthorized', 401))).toBeNull();
    expect(userInputFailure(new ApiError('x', 200, { code: 'INTERNAL_SERVER_ERROR', key: 'a' }))).toBeNull();
    expect(userInputFailure(badInput({ key: '' }))).toBeNull();
    expect(userInputFailure(badInput({}))).toBeNull();
  });

  it('gets the extensions through graphqlRequest', async () => {
    stubFetch({
      status: 200,
      body: {
        data: null,
        errors: [
          {
            message: 'Field is required',
            extensions: {
              code: 'BAD_USER_INPUT',
              key: 'validation.required',
              fields: { lastName: { key: 'validation.required' } },
            },
          },
        ],
      },
    });
    const error = await graphqlRequest(testOperation('mutation UpdateProfile { x }'), {}).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Field is required');
    expect(userInputFailure(error)).toEqual({
      key: 'validation.required',
      fields: { lastName: { key: 'validation.required' } },
    });
  });
});

describe('formFailure', () => {
  const names = ['firstName', 'lastName', 'custom.size'];

  it('puts field errors at their inputs and keeps the mandatory-fields message', () => {
    const failure = formFailure(
      badInput({
        key: 'validation.mandatoryFields',
        fields: { lastName: { key: 'validation.required' }, 'custom.size': { key: 'validation.mustMatch' } },
      }),
      names,
    );
    expect(failure).toEqual({
      fields: { lastName: { key: 'validation.required' }, 'custom.size': { key: 'validation.mustMatch' } },
      notice: { key: 'validation.mandatoryFields' },
    });
  });

  it('shows an error of an input the form lacks as the form message', () => {
    const failure = formFailure(
      badInput({
        key: 'validation.email',
        fields: { 'custom.new': { key: 'validation.email', params: { email: 'a@b.de' } } },
      }),
      names,
    );
    expect(failure).toEqual({ fields: {}, notice: { key: 'validation.email', params: { email: 'a@b.de' } } });
  });

  it('no form message when every error has its input; the key alone when there are none', () => {
    expect(
      formFailure(
        badInput({ key: 'validation.phone', fields: { firstName: { key: 'validation.phone' } } }),
        names,
      ).notice,
    ).toBeNull();
    expect(formFailure(badInput({ key: 'validation.required', fields: {} }), names).notice).toEqual({
      key: 'validation.required',
    });
    expect(formFailure(new Error('offline'), names)).toEqual({ fields: {}, notice: null });
  });
});

describe('a call answered 404', () => {
  it("shows the spec's '404', not the form's save message", async () => {
    stubFetch({ status: 404, body: 'Not Found' });
    const error = await graphqlRequest(testOperation('mutation SaveProfile { x }'), {}).catch(
      (caught: unknown) => caught,
    );
    expect(failedCallKey(error, 'profile.profileSaveError')).toBe('common.error404');
    expect(failureToastKey(error, 'admin.errorDeletingRole')).toEqual({ key: 'common.error404' });
    expect(failedCallKey(new ApiError('boom', 500), 'profile.profileSaveError')).toBe(
      'profile.profileSaveError',
    );
  });
});

describe('failureToastKey', () => {
  it("uses the server's own message when it named no field, else the spec's message", () => {
    const refused = new ApiError('x', 200, {
      code: 'BAD_USER_INPUT',
      key: 'admin.cannotArchiveSelf',
      fields: {},
    });
    expect(failureToastKey(refused, 'admin.errorSavingUser')).toEqual({ key: 'admin.cannotArchiveSelf' });
    const withFields = new ApiError('x', 200, {
      code: 'BAD_USER_INPUT',
      key: 'validation.mandatoryFields',
      fields: { email: { key: 'validation.required' } },
    });
    expect(failureToastKey(withFields, 'admin.errorSavingUser')).toEqual({ key: 'admin.errorSavingUser' });
    expect(failureToastKey(new Error('offline'), 'admin.errorSavingUser')).toEqual({
      key: 'admin.errorSavingUser',
    });
  });

  it('keeps the values the message names, e.g. how many products still use a field', () => {
    const inUse = new ApiError('x', 200, {
      code: 'BAD_USER_INPUT',
      key: 'admin.productFieldInUseDelete',
      fields: {},
      params: { count: '3', other: 4 },
    });
    expect(failureToastKey(inUse, 'admin.errorDeletingField')).toEqual({
      key: 'admin.productFieldInUseDelete',
      params: { count: '3' },
    });
  });
});
