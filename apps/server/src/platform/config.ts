import { readCapacitySettings, type CapacitySettings } from './config/capacity-config.ts';
import { readDataSettings, type DataSettings } from './config/data-config.ts';
import { readDomainSettings, type DomainSettings } from './config/domain-config.ts';
import { readMailSettings, type MailSettings } from './config/mail-config.ts';
import { readS3Settings, type S3Settings } from './config/media-storage-config.ts';
import { readProcessSettings, type ProcessSettings } from './config/process-config.ts';
import { readProviderSettings, type ProviderSettings } from './config/provider-config.ts';

export type { S3Settings } from './config/media-storage-config.ts';
export { OPENAI_BASE_URL, type StockPhotoSettings } from './config/provider-config.ts';

/**
 * Validated process configuration. Every env variable the server reads is parsed once, by the reader of
 * its area in `config/`; this is their one entry.
 */
export type Config = ProcessSettings &
  DataSettings &
  MailSettings &
  CapacitySettings &
  ProviderSettings &
  DomainSettings & {
    /** Where uploaded media live: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media. */
    s3: S3Settings | undefined;
  };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses env into a Config, collecting a clear message for every bad value instead of stopping at the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const processSettings = readProcessSettings(env, cwd, problems);
  const data = readDataSettings(env, processSettings.nodeEnv, problems);
  const config: Config = {
    ...processSettings,
    ...data,
    ...readMailSettings(env, processSettings.nodeEnv, problems),
    ...readCapacitySettings(env, data.databaseUrl, problems),
    ...readProviderSettings(env, problems),
    ...readDomainSettings(env, problems),
    s3: readS3Settings(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
