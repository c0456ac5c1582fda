import { useDraggable } from '@dnd-kit/core';
import { formatTime } from '@tragkraft/domain';
import type { BoardAssignment, BoardStage } from '@tragkraft/sync-protocol';
import { CONFIRMATION_LABEL, confirmationKey, shortService, type MoveSource } from './board-rules';

interface Props {
  stage: BoardStage | BoardAssignment;
  fromUserId: number | null;
  selected: boolean;
  onSelect: (source: MoveSource) => void;
  /** Its time overlaps another stage of the person's day. */
  overlap?: boolean;
}

/** '3:30 Std.' (a card is narrow; the modal says it in words). */
const durationText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} Std.`;

/** The locality of an address ('Testweg 1, 8000 Zürich' -> '8000 Zürich'). */
const locality = (place: string) => place.split(', ').at(-1) ?? place;

/**
 * A stage as a card: time, service, client, place, planned of needed people and, in a
 * person's cell, their answer in colour and words. Dragged with the mouse or touch; Enter or
 * a click selects it for "Einplanen…" (the keyboard way).
 */
export function StageCard({ stage, fromUserId, selected, onSelect, overlap }: Props) {
  const source: MoveSource = { stage, fromUserId };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `stage-${stage.stageId}-from-${fromUserId ?? 'none'}`, data: source });
  const answer = 'confirmation' in stage ? confirmationKey(stage.confirmation) : null;
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      className="board-card"
      data-answer={answer ?? undefined}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-stage-id={stage.stageId}
      data-overlap={overlap || undefined}
      aria-pressed={selected}
      onClick={() => onSelect(source)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(source);
        }
      }}
    >
      <StageCardBody stage={stage} overlap={overlap} />
    </div>
  );
}

/** What a card shows; also the picture under the pointer while dragging. */
export function StageCardBody({ stage, overlap }: { stage: BoardStage | BoardAssignment; overlap?: boolean }) {
  const answer = 'confirmation' in stage ? confirmationKey(stage.confirmation) : null;
  const crew = `Einsatzleiter ${stage.leadsPlanned}/${stage.leadsNeeded}, Mitarbeiter ${stage.employeesPlanned}/${stage.employeesNeeded}`;
  return (
    <>
      <div className="board-card-head">
        <span className="board-card-time">{stage.end ? `${formatTime(stage.time)}–${stage.end}` : formatTime(stage.time)}</span>
        <span className="board-card-answer">{answer ? CONFIRMATION_LABEL[answer] : `Nr. ${stage.orderId}`}</span>
      </div>
      <div className="board-card-line board-card-service" title={stage.service}>
        {shortService(stage.typeId, stage.service)}
      </div>
      <div className="board-card-line" title={stage.client}>
        {stage.client}
      </div>
      <div className="board-card-line board-card-dim" title={stage.place}>
        {locality(stage.place)}
      </div>
      <div className="board-card-line board-card-team" data-short={stage.planned < stage.needed || undefined} title={crew}>
        Team {stage.planned}/{stage.needed}
        <span className="board-card-order" title={stage.durationSet ? 'Dauer der Etappe' : 'Dauer nach Leistung und Menge'}>
          {' '}
          · {durationText(stage.durationMinutes)}
        </span>
        {answer && <span className="board-card-order"> · Nr. {stage.orderId}</span>}
      </div>
      {overlap && <div className="board-card-line board-card-warn">Überschneidung</div>}
    </>
  );
}
