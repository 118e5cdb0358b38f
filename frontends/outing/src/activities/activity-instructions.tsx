// The 'Show Instructions' / 'Hide Instructions' toggle and the instructions (spec §2).
import { useId, useState } from 'react';
import { Button } from '@outings/fe-kit';
import type { InstructionView } from '@outings/contracts';

export function ActivityInstructions({ instructions }: { instructions: readonly InstructionView[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="activity-instructions">
      <Button variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? 'Hide Instructions' : 'Show Instructions'}
      </Button>
      <ol id={listId} className="activity-instructions__list" hidden={!open}>
        {instructions.map((instruction) => (
          <li key={instruction.instructionID}>
            {/* The kind is a tag before the title: set apart on screen, and read as "travel: Meet up". */}
            <span className="activity-instructions__kind">
              {instruction.kind}
              <span className="visually-hidden">: </span>
            </span>
            <strong>{instruction.title}</strong>
            <p>{instruction.details}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
