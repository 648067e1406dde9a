import type { i18n } from 'i18next';

/**
 * The ledger of an editing render (edit-ledger.ts, decision 0083), reached by the shell through here:
 * the server entry fills it in, so the shell's code in the browser's first load holds none of the
 * ledger's (the browser's in-page editor imports edit-ledger.ts itself, on demand).
 */
export const serverLedger: {
  /** Records what `instance.t` gives from now on. */
  record?: (instance: i18n) => void;
  /** The recorded ledger as the contents of its `<script type="application/json">`. */
  serialise?: (instance: i18n) => string;
} = {};

/** The element id of the server's ledger in an editing page. */
export const EDIT_LEDGER_ID = 'edit-ledger';
