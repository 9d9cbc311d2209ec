import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { moveItem } from '../../rules/ranking';
import classes from './ranking.module.css';
import { SortableStatement } from './sortable-statement';

interface DragRankingListProps {
  order: number[];
  textOf: (id: number) => string;
  onChange: (order: number[]) => void;
  label: string;
}

/**
 * Drag and drop ranking (platform spec §2, wide screens), also fully by keyboard: space or enter
 * picks a statement up, the arrow keys move it, space or enter drops it, escape cancels. Every
 * move is announced in the interface language (dnd-kit's live region).
 */
export function DragRankingList({ order, textOf, onChange, label }: DragRankingListProps) {
  const { t } = useTranslation('surveys');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit reports the statement over itself as soon as it is picked up: only a real change of
  // place is announced, so the 'picked up' message is not cut short.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const total = order.length;
    const position = (id: UniqueIdentifier) => order.indexOf(Number(id)) + 1;
    const statement = (id: UniqueIdentifier) => textOf(Number(id));
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('ranking.announce.picked_up', {
          statement: statement(active.id),
          position: position(active.id),
          total,
        });
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over
          ? t('ranking.announce.moved', {
              statement: statement(active.id),
              position: position(over.id),
              total,
            })
          : t('ranking.announce.outside', { statement: statement(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('ranking.announce.dropped', {
              statement: statement(active.id),
              position: position(over.id),
              total,
            })
          : t('ranking.announce.cancelled', {
              statement: statement(active.id),
              position: position(active.id),
            }),
      onDragCancel: ({ active }) =>
        t('ranking.announce.cancelled', {
          statement: statement(active.id),
          position: position(active.id),
        }),
    };
  }, [order, textOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(Number(active.id));
    const to = order.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onChange(moveItem(order, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('ranking.instructions') },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label={label}>
          {order.map((id, index) => (
            <SortableStatement key={id} id={id} rank={index + 1} text={textOf(id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
