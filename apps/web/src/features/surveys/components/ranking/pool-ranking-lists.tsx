import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  type SortingStrategy,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { dropInRanking, type PoolDrop } from '../../rules/ranking';
import { PoolStatement } from './pool-statement';
import classes from './ranking.module.css';
import { SortableStatement } from './sortable-statement';

const POOL_AREA = 'pool-area';
const RANKED_END = 'ranked-end';
/** The pool keeps the server's order: nothing in it moves aside while a statement is dragged. */
const staysPut: SortingStrategy = () => null;

/** What a drop onto `over` means: a ranked statement's place, the end slot, or the pool. */
function dropOf(ranked: number[], over: UniqueIdentifier | null | undefined): PoolDrop {
  if (over === null || over === undefined) return { type: 'none' };
  if (over === RANKED_END) return { type: 'end' };
  if (over === POOL_AREA) return { type: 'pool' };
  const id = Number(over);
  return ranked.includes(id) ? { type: 'before', id } : { type: 'pool' };
}

interface PoolRankingListsProps {
  /** The statements not placed yet, in the server's order. */
  pool: number[];
  /** The placed ones, rank 1 first. */
  ranked: number[];
  textOf: (id: number) => string;
  onChange: (ranked: number[]) => void;
  label: string;
}

/**
 * Values and behaviours on a wide screen (issue 9, platform spec §5 "every answer must be dragged
 * and dropped"): every statement starts in the pool and is dragged into the ranked list, where it
 * can still be moved, or dragged back. By keyboard: space or enter picks a statement up, the
 * arrow keys move it between the two lists and within the ranking, space or enter drops it,
 * escape cancels; every move is announced.
 */
export function PoolRankingLists({ pool, ranked, textOf, onChange, label }: PoolRankingListsProps) {
  const { t } = useTranslation('surveys');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [hover, setHover] = useState<{ id: number; drop: PoolDrop } | null>(null);

  // As in DragRankingList: only a real change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const statement = (id: UniqueIdentifier) => textOf(Number(id));
    const where = (id: UniqueIdentifier, drop: PoolDrop) => {
      const next = dropInRanking(ranked, Number(id), drop);
      return { position: next.indexOf(Number(id)) + 1, total: next.length };
    };
    const dropOfId = (over: UniqueIdentifier | undefined) => dropOf(ranked, over);
    const placed = (id: UniqueIdentifier) => ranked.includes(Number(id));
    const cancelled = (id: UniqueIdentifier) =>
      placed(id)
        ? t('ranking.announce.cancelled', {
            statement: statement(id),
            position: ranked.indexOf(Number(id)) + 1,
          })
        : t('ranking.announce.cancelled_unranked', { statement: statement(id) });
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return placed(active.id)
          ? t('ranking.announce.picked_up', {
              statement: statement(active.id),
              position: ranked.indexOf(Number(active.id)) + 1,
              total: ranked.length,
            })
          : t('ranking.announce.picked_up_unranked', { statement: statement(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        if (!over) return t('ranking.announce.outside', { statement: statement(active.id) });
        const drop = dropOfId(over.id);
        if (drop.type === 'pool') {
          return t('ranking.announce.over_pool', { statement: statement(active.id) });
        }
        return t('ranking.announce.moved', {
          statement: statement(active.id),
          ...where(active.id, drop),
        });
      },
      onDragEnd: ({ active, over }) => {
        const drop = dropOfId(over?.id);
        if (drop.type === 'none') return cancelled(active.id);
        if (drop.type === 'pool') {
          return placed(active.id)
            ? t('ranking.announce.unranked', { statement: statement(active.id) })
            : t('ranking.announce.cancelled_unranked', { statement: statement(active.id) });
        }
        return t('ranking.announce.dropped', {
          statement: statement(active.id),
          ...where(active.id, drop),
        });
      },
      onDragCancel: ({ active }) => cancelled(active.id),
    };
  }, [ranked, textOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setHover(null);
    const next = dropInRanking(ranked, Number(active.id), dropOf(ranked, over?.id));
    if (next !== ranked) onChange(next);
  };

  const fromPool = hover !== null && !ranked.includes(hover.id);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragOver={({ active, over }) =>
        setHover({ id: Number(active.id), drop: dropOf(ranked, over?.id) })
      }
      onDragEnd={onDragEnd}
      onDragCancel={() => setHover(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('ranking.pool_instructions') },
      }}
    >
      <div className={classes.columns}>
        <PoolArea over={hover?.drop.type === 'pool' && !fromPool}>
          <Text component="h2" fz="md" fw={700} c="navy.8" id="ranking-pool-heading">
            {t('ranking.pool_heading')}
          </Text>
          {pool.length ? (
            <SortableContext id="pool" items={pool} strategy={staysPut}>
              <ul className={classes.list} aria-labelledby="ranking-pool-heading">
                {pool.map((id) => (
                  <PoolStatement key={id} id={id} text={textOf(id)} />
                ))}
              </ul>
            </SortableContext>
          ) : (
            <Text c="navy.7" fz="sm">
              {t('ranking.pool_empty')}
            </Text>
          )}
        </PoolArea>
        <div className={classes.column}>
          <Text component="h2" fz="md" fw={700} c="navy.8">
            {t('ranking.ranked_heading')}
          </Text>
          <SortableContext id="ranked" items={ranked} strategy={verticalListSortingStrategy}>
            <ol className={classes.list} aria-label={label}>
              {ranked.map((id, index) => (
                <SortableStatement
                  key={id}
                  id={id}
                  rank={index + 1}
                  text={textOf(id)}
                  insertBefore={fromPool && hover?.drop.type === 'before' && hover.drop.id === id}
                />
              ))}
            </ol>
          </SortableContext>
          {pool.length > 0 && (
            <EndSlot rank={ranked.length + 1} over={hover?.drop.type === 'end'} />
          )}
        </div>
      </div>
    </DndContext>
  );
}

/** The pool's column: dropping a ranked statement anywhere on it takes it out of the ranking. */
function PoolArea({ over, children }: { over: boolean; children: ReactNode }) {
  // Only a ranked statement can be dropped back: for one picked up in the pool the area would be
  // the keyboard's first stop in the direction of the ranking in right-to-left (it sticks out a
  // little around the pool), so an arrow key would seem to do nothing.
  const { active } = useDndContext();
  const fromPool = active?.data.current?.sortable?.containerId === 'pool';
  const { setNodeRef } = useDroppable({ id: POOL_AREA, disabled: fromPool });
  return (
    <div ref={setNodeRef} className={classes.column} data-pool data-over={over || undefined}>
      {children}
    </div>
  );
}

/** Under the ranked list: a statement dropped here is placed last. */
function EndSlot({ rank, over }: { rank: number; over: boolean }) {
  const { t } = useTranslation('surveys');
  const { setNodeRef } = useDroppable({ id: RANKED_END });
  return (
    <div ref={setNodeRef} className={classes.endSlot} data-end-slot data-over={over || undefined}>
      <span className={`${classes.rank} ${classes.rankOpen}`} aria-hidden="true">
        {rank}
      </span>
      <span>{t('ranking.drop_here', { rank })}</span>
    </div>
  );
}
