import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconCircleDashed, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import classes from './ranking.module.css';

interface PoolStatementProps {
  id: number;
  text: string;
}

/**
 * One statement still to be placed (pool mode). As in SortableStatement, dnd-kit's attributes
 * (role="button", the instructions) sit on a button inside the <li>.
 */
export function PoolStatement({ id, text }: PoolStatementProps) {
  const { t } = useTranslation('surveys');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('ranking.role_description') },
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-dragging={isDragging || undefined}
    >
      <button
        type="button"
        className={classes.pill}
        data-mode="pool"
        {...attributes}
        {...listeners}
        aria-label={t('ranking.item_unranked', { statement: text })}
      >
        <span className={`${classes.rank} ${classes.rankOpen}`} aria-hidden="true">
          <IconCircleDashed size={18} />
        </span>
        <span className={classes.text}>{text}</span>
        <IconGripVertical className={classes.grip} size={20} aria-hidden="true" />
      </button>
    </li>
  );
}
