import { Button } from '@mantine/core';
import { formatDate } from '@tragkraft/domain';
import type { BoardCell, BoardPerson } from '@tragkraft/sync-protocol';
import { legBefore, legHome, legText, minutesText, overlapping, type MoveSource } from './board-rules';
import { StageCard } from './stage-card';

interface Props {
  person: BoardPerson;
  cell: BoardCell;
  /** A routing provider is set: estimated drives are marked. */
  routing: boolean;
  isSelected: (stageId: number, fromUserId: number) => boolean;
  onSelect: (source: MoveSource) => void;
  onSuggestOrder: (person: BoardPerson, date: string) => void;
}

/**
 * A person's day: the stages in day order with the drive before each (from the depot for the
 * first) and back, the overlaps, the free time, and a warning when work and travel are longer
 * than the working day (issue 33). Two stages or more can be put in a suggested order.
 */
export function PersonDay({ person, cell, routing, isSelected, onSelect, onSuggestOrder }: Props) {
  if (cell.stages.length === 0) return null;
  const overlaps = overlapping(cell.overlaps);
  const home = legHome(cell.travel);
  return (
    <>
      {cell.stages.map((stage, i) => {
        const leg = legBefore(cell.travel, stage.stageId);
        return (
          <div key={stage.stageId} className="board-stop">
            {leg && <div className="board-leg">{i === 0 ? 'ab Depot' : 'Fahrt'} {legText(leg, routing)}</div>}
            <StageCard stage={stage} fromUserId={person.id} selected={isSelected(stage.stageId, person.id)} onSelect={onSelect} overlap={overlaps.has(stage.stageId)} />
          </div>
        );
      })}
      {home && <div className="board-leg">zum Depot {legText(home, routing)}</div>}
      <div className="board-day-sum" data-too-long={cell.exceedsWorkingDay || undefined}>
        {cell.exceedsWorkingDay ? `Arbeitstag überschritten${cell.freeMinutes < 0 ? ` um ${minutesText(-cell.freeMinutes)}` : ''}` : `Frei ${minutesText(cell.freeMinutes)}`}
        {` · Fahrt ${minutesText(cell.travelMinutes)}`}
      </div>
      {cell.stages.length > 1 && (
        <Button size="compact-xs" variant="subtle" onClick={() => onSuggestOrder(person, cell.date)} aria-label={`Reihenfolge vorschlagen: ${person.name}, ${formatDate(cell.date)}`}>
          Reihenfolge vorschlagen
        </Button>
      )}
    </>
  );
}
