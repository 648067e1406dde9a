import { useShell } from '../../shell/shell-context.tsx';

/** The attribute of an editable text's address (decision 0083), e.g. `product:<id>.name`. */
export type EditMarkAttributes = { 'data-edit'?: string };

/**
 * The address of an entity text for the in-page editor: `{'data-edit': address}` while the page is
 * rendered for editing (`shell.editing`: a session with an editing right whose floating button is on),
 * else nothing, so visitors' pages (and the pages kept for them) carry no mark.
 */
export function editMark(editing: boolean | undefined, address: string): EditMarkAttributes {
  return editing ? { 'data-edit': address } : {};
}

/** `editMark` bound to this page's shell: spread its answer on the element showing the text. */
export function useEditMark(): (address: string) => EditMarkAttributes {
  const { editing } = useShell();
  return (address) => editMark(editing, address);
}
