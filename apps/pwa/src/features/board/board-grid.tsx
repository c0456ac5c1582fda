import { Button } from '@mantine/core';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Fragment, useState } from 'react';
import { formatTableDate, weekdayAbbreviation, zurichToday } from '@tragkraft/domain';
import type { BoardAnswer, BoardPerson } from '@tragkraft/sync-protocol';
import { BoardCell, type DropTarget } from './board-cell';
import { cellOf, type MoveSource } from './board-rules';
import { PersonDay } from './person-day';
import { StageCard, StageCardBody } from './stage-card';

const FAMILY_LABEL = { floor: 'Feinverteilung', facadeLift: 'Fassadenlift', labs: 'Labor', service: 'Baustellen-Service' } as const;
const FAMILIES = Object.keys(FAMILY_LABEL) as (keyof typeof FAMILY_LABEL)[];
const GROUPS = [
  { role: 'operator', label: 'Einsatzleiter' },
  { role: 'employee', label: 'Mitarbeiter' },
] as const;

interface Props {
  board: BoardAnswer;
  days: string[];
  staff: BoardPerson[];
  selected: MoveSource | null;
  onSelect: (source: MoveSource) => void;
  onMove: (source: MoveSource, toUserId: number | null) => void;
  /** A card dropped on another day (on a person there, or on the unplanned row: null). */
  onMoveDay: (source: MoveSource, date: string, toUserId: number | null) => void;
  onSuggestOrder: (person: BoardPerson, date: string) => void;
  onPrint: (person: BoardPerson) => void;
  onDragging: (dragging: boolean) => void;
  /** The day view: one wide column. */
  wide: boolean;
  onShowDay: (date: string) => void;
}

const isSelected = (selected: MoveSource | null, stageId: number, fromUserId: number | null) => selected?.stage.stageId === stageId && selected.fromUserId === fromUserId;

/** Staff x days with the unplanned row on top and the capacity per family below (board.css). */
export function BoardGrid({ board, days, staff, selected, onSelect, onMove, onMoveDay, onSuggestOrder, onPrint, onDragging, wide, onShowDay }: Props) {
  // A few pixels of movement before a drag starts, so a click still selects a card. The cell
  // under the pointer is the target (not the one the card overlaps most: cards are taller).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }));
  const [dragged, setDragged] = useState<MoveSource | null>(null);
  const today = zurichToday(new Date());

  const start = (event: DragStartEvent) => {
    setDragged(event.active.data.current as MoveSource);
    onDragging(true);
  };
  const end = (event: DragEndEvent) => {
    setDragged(null);
    onDragging(false);
    const source = event.active.data.current as MoveSource | undefined;
    const target = event.over?.data.current as DropTarget | undefined;
    if (!source || !target) return;
    if (target.date !== source.stage.date) onMoveDay(source, target.date, target.userId);
    else onMove(source, target.userId);
  };

  const dayHeader = (date: string) => `${weekdayAbbreviation(date)} ${formatTableDate(date)}`;
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={start} onDragEnd={end} onDragCancel={() => (setDragged(null), onDragging(false))}>
      {/* Focusable: on a narrow screen the keyboard scrolls the week sideways. */}
      <div className="board-scroll" tabIndex={0} role="region" aria-label={wide ? "Tagesplan" : "Wochenplan"}>
        <div className="board-grid" style={{ gridTemplateColumns: `150px repeat(${days.length}, minmax(${wide ? 320 : 122}px, 1fr))` }}>
          <div className="board-corner">Person</div>
          {days.map((date) => (
            <div key={date} className="board-day" data-today={date === today || undefined}>
              {wide ? (
                dayHeader(date)
              ) : (
                <button type="button" className="board-day-link" onClick={() => onShowDay(date)} title="Tagesansicht">
                  {dayHeader(date)}
                </button>
              )}
              {date === today && <span className="board-today"> · heute</span>}
            </div>
          ))}

          <div className="board-rowhead board-unplanned-head">Nicht eingeplant</div>
          {days.map((date) => (
            <BoardCell key={date} userId={null} date={date} label={`Nicht eingeplant, ${dayHeader(date)}`}>
              {board.unplanned
                .filter((stage) => stage.date === date)
                .map((stage) => (
                  <StageCard key={stage.stageId} stage={stage} fromUserId={null} selected={isSelected(selected, stage.stageId, null)} onSelect={onSelect} />
                ))}
            </BoardCell>
          ))}

          {GROUPS.map((group) => {
            const people = staff.filter((p) => p.role === group.role);
            if (people.length === 0) return null;
            return (
              <Fragment key={group.role}>
                <div className="board-group" style={{ gridColumn: `1 / span ${days.length + 1}` }}>
                  {group.label}
                </div>
                {people.map((person) => (
                  <Fragment key={person.id}>
                    <div className="board-rowhead">
                      {person.name}
                      <Button size="compact-xs" variant="subtle" display="block" onClick={() => onPrint(person)} aria-label={`Plan ${person.name} drucken`}>
                        Drucken
                      </Button>
                    </div>
                    {days.map((date) => {
                      const cell = cellOf(person, date);
                      return (
                        <BoardCell key={date} userId={person.id} date={date} label={`${person.name}, ${dayHeader(date)}`} absence={cell?.absence}>
                          {cell && <PersonDay person={person} cell={cell} routing={board.routing} isSelected={(stageId, userId) => isSelected(selected, stageId, userId)} onSelect={onSelect} onSuggestOrder={onSuggestOrder} />}
                        </BoardCell>
                      );
                    })}
                  </Fragment>
                ))}
              </Fragment>
            );
          })}

          <div className="board-group" style={{ gridColumn: `1 / span ${days.length + 1}` }}>
            Kapazität (gebuchte Etappen / pro Tag) und Personen
          </div>
          {FAMILIES.map((family) => (
            <Fragment key={family}>
              <div className="board-rowhead">{FAMILY_LABEL[family]}</div>
              {days.map((date) => {
                const row = board.capacity.find((c) => c.date === date && c.family === family);
                const full = row !== undefined && row.booked >= row.capacity;
                return (
                  <div key={date} className="board-capacity" data-full={full || undefined}>
                    {row ? `${row.booked} / ${row.capacity}` : '–'}
                    {full && <strong> voll</strong>}
                  </div>
                );
              })}
            </Fragment>
          ))}
          <div className="board-rowhead">Personen benötigt / verfügbar</div>
          {days.map((date) => {
            const row = board.people.find((p) => p.date === date);
            const short = row !== undefined && row.needed > row.available;
            return (
              <div key={date} className="board-capacity" data-full={short || undefined} data-people={date}>
                {row ? `${row.needed} / ${row.available}` : '–'}
                {short && <strong> zu wenig</strong>}
              </div>
            );
          })}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="board-card" data-overlay>
            <StageCardBody stage={dragged.stage} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
