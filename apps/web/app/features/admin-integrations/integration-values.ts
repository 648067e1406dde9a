import type { ValidationError } from '@print/core/validation/messages';
import { checkSecretSetting } from '@print/core/orders/order-workflow';
import {
  checkPrintDesignSettings,
  checkSchedulingSettings,
  type PrintDesignSettings,
  type SchedulingSettings,
} from '@print/core/tenancy/integrations';
import { secretInputOf, UNTOUCHED_SECRET, type SecretEdit } from '../../lib/admin/secret-setting.tsx';
import type {
  PrintDesignInput,
  PrintDesignView,
  SchedulingInput,
  SchedulingView,
} from './integrations-api.ts';

// The integration tabs' form values: the settings as typed and the key's edit (never the stored key).

export type PrintDesignValues = PrintDesignSettings & { apiKey: SecretEdit };
export type SchedulingValues = SchedulingSettings & { apiKey: SecretEdit };

export const PRINT_DESIGN_FIELDS = ['enabled', 'endpointUrl', 'apiKey'];
export const SCHEDULING_FIELDS = ['enabled', 'eventId', 'apiKey'];

export const printDesignValuesOf = (stored: PrintDesignView): PrintDesignValues => ({
  enabled: stored.enabled,
  endpointUrl: stored.endpointUrl,
  apiKey: UNTOUCHED_SECRET,
});

export const schedulingValuesOf = (stored: SchedulingView): SchedulingValues => ({
  enabled: stored.enabled,
  eventId: stored.eventId,
  apiKey: UNTOUCHED_SECRET,
});

const withKey = <T extends object>(input: T, edit: SecretEdit): T & { apiKey?: string } => {
  const apiKey = secretInputOf(edit);
  return apiKey === undefined ? input : { ...input, apiKey };
};

export const printDesignInputOf = (values: PrintDesignValues): PrintDesignInput =>
  withKey({ enabled: values.enabled, endpointUrl: values.endpointUrl.trim() }, values.apiKey);

export const schedulingInputOf = (values: SchedulingValues): SchedulingInput =>
  withKey({ enabled: values.enabled, eventId: values.eventId.trim() }, values.apiKey);

function keyErrors(edit: SecretEdit): Record<string, ValidationError> {
  const typed = secretInputOf(edit);
  const error = typed ? checkSecretSetting(typed) : null;
  return error ? { apiKey: error } : {};
}

/** The server's rules (@print/core), run here first. */
export const checkPrintDesignForm = (values: PrintDesignValues) => ({
  ...checkPrintDesignSettings({ enabled: values.enabled, endpointUrl: values.endpointUrl.trim() }),
  ...keyErrors(values.apiKey),
});

export const checkSchedulingForm = (values: SchedulingValues) => ({
  ...checkSchedulingSettings({ enabled: values.enabled, eventId: values.eventId.trim() }),
  ...keyErrors(values.apiKey),
});
