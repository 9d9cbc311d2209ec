import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import classes from './ranking.module.css';

interface SortableStatementProps {
  id: number;
  rank: number;
  text: string;
  /** Pool mode: a statement from the pool would be placed here, this one moving down. */
  insertBefore?: boolean;
}

/**
 * One statement of the drag-and-drop list. The sortable attributes (role="button", tabindex,
 * the instructions) sit on a child of the <li>, not on it: on the <li> they would break the list
 * for assistive technology (STACK-NOTES "Front end").
 */
export function SortableStatement({ id, rank, text, insertBefore }: SortableStatementProps) {
  const { t } = useTranslation('surveys');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('ranking.role_description') },
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-insert-before={insertBefore || undefined}
    >
      <button
        type="button"
        className={classes.pill}
        data-mode="drag"
        {...attributes}
        {...listeners}
        aria-label={t('ranking.item_ranked', { rank, statement: text })}
      >
        <span className={classes.rank} aria-hidden="true">
          {rank}
        </span>
        <span className={classes.text}>{text}</span>
        <IconGripVertical className={classes.grip} size={20} aria-hidden="true" />
      </button>
    </li>
  );
}
