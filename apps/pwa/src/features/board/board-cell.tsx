import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { formatDate } from '@tragkraft/domain';
import type { BoardAbsence } from '@tragkraft/sync-protocol';

/** Where a card can be dropped: a person's day, or the "Nicht eingeplant" row (userId null). */
export interface DropTarget {
  userId: number | null;
  date: string;
}

interface Props extends DropTarget {
  label: string;
  absence?: BoardAbsence | null;
  children: ReactNode;
}

/** A day of a person (hatched with the reason when absent) or of the unplanned row. */
export function BoardCell({ userId, date, label, absence, children }: Props) {
  const target: DropTarget = { userId, date };
  const { setNodeRef, isOver } = useDroppable({ id: `cell-${userId ?? 'none'}-${date}`, data: target });
  return (
    <div
      ref={setNodeRef}
      className="board-cell"
      data-absent={absence ? true : undefined}
      data-unplanned={userId === null || undefined}
      data-over={isOver || undefined}
      data-cell={`${userId ?? 'none'}-${date}`}
      role="group"
      aria-label={absence ? `${label}, abwesend: ${absence.reason}` : label}
    >
      {absence && (
        <div className="board-absence" title={`${absence.reason}: ${formatDate(absence.startDate)} – ${formatDate(absence.endDate)}`}>
          {absence.reason}
        </div>
      )}
      {children}
    </div>
  );
}
