import type { IconListProps } from '@print/core/pages/blocks/index';
import { classNames } from '../../../ui/class-names.ts';
import { PageIconSvg, type PageIcon } from '../../../lib/pages/page-icon.tsx';
import { usePageRender, usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import styles from './icon-list.module.css';

/** An icon list's entry in the page's block data: its icons by name, drawn by the server. */
export type IconListData = { icons: Readonly<Record<string, PageIcon>> };

const PER_ROW = ['', styles.perRow1, styles.perRow2, styles.perRow3, styles.perRow4];

/** Entries of an icon, a title and a text (issue 25), side by side from tablet width up. */
export function IconListBlock({ id, props }: BlockViewProps<IconListProps>) {
  const text = usePageText();
  const icons = (usePageRender().blockData[id] as IconListData | undefined)?.icons ?? {};
  const items = props.items
    .map((item, index) => ({
      icon: icons[item.icon],
      title: text(item.title, `items.${index}.title`),
      body: text(item.text, `items.${index}.text`),
    }))
    .filter((item) => item.title || item.body);
  if (items.length === 0) return null;
  return (
    <ul className={classNames(styles.list, PER_ROW[props.perRow])}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item.icon && (
            <span className={styles.iconFrame}>
              <PageIconSvg icon={item.icon} className={styles.icon} />
            </span>
          )}
          <div className={styles.body}>
            {item.title && (
              <h3 className={styles.title} {...item.title.attributes}>
                {item.title.text}
              </h3>
            )}
            {item.body && (
              <p className={styles.text} {...item.body.attributes}>
                {item.body.text}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
