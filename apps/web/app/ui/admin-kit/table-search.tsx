import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { TextField } from '../text-field.tsx';
import type { TableViewState } from './use-table-view.ts';
import styles from './admin-kit.module.css';

const SEARCH_DELAY_MS = 300;

type Props = { tableView: TableViewState; label: string; testId: string };

/**
 * The table's search box. What is typed shows at once; it goes into the address (and so to the list
 * query) once typing pauses, back at page 1, so the list is not asked for at every key.
 */
export function TableSearch({ tableView, label, testId }: Props) {
  const { view, setView } = tableView;
  const [text, setText] = useState(view.search);
  const written = useRef(view.search);
  // A pause that ends while the admin is already on the way to another page writes nothing: the
  // write would be a navigation of its own and cancel theirs.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  }, [navigation, pathname]);

  // The address changed by other means (Back, a link): show its search.
  useEffect(() => {
    if (view.search !== written.current) {
      written.current = view.search;
      setText(view.search);
    }
  }, [view.search]);

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const search = text.trim();
    if (search === written.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (leaving.current) return;
      written.current = search;
      setView({ search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [text, setView]);

  // Leaving the box (for a link, a row's button) writes what was typed at once, before that click acts:
  // a pause ending later would navigate of its own and cancel the click's navigation or close its dialog
  // (seen on a busy machine, where the pause outlasted the render that marks the page as being left).
  const writeNow = () => {
    const search = text.trim();
    if (pending.current === undefined || search === written.current) return;
    clearTimeout(pending.current);
    pending.current = undefined;
    written.current = search;
    setView({ search });
  };

  return (
    <TextField
      className={styles.grow}
      label={label}
      name="search"
      type="search"
      value={text}
      onChange={setText}
      onBlur={writeNow}
      testId={testId}
    />
  );
}
