// The repeating instruction block of the create-activity form (spec §2, §3 Instruction):
// a kind from globals' instructionTypes, a title and details, each block removable.
import { Button, TextField, ValidationBubble, errorIdFor } from '@outings/fe-kit';
import { ACTIVITY_LIMITS } from '@outings/contracts';
import { SelectField } from '../ui/select-field';
import { newInstruction, type ActivityField, type InstructionPart, type InstructionValues } from './activity-form';

export interface InstructionFieldsProps {
  instructions: readonly InstructionValues[];
  kinds: readonly string[];
  onChange: (instructions: InstructionValues[]) => void;
  fieldId: (field: ActivityField) => string;
  messageFor: (field: ActivityField) => string | undefined;
}

export function InstructionFields({ instructions, kinds, onChange, fieldId, messageFor }: InstructionFieldsProps) {
  const edit = (index: number, part: InstructionPart) => (value: string) =>
    onChange(instructions.map((instruction, at) => (at === index ? { ...instruction, [part]: value } : instruction)));
  const field = (instruction: InstructionValues, index: number, part: InstructionPart) => {
    const name: ActivityField = `instructions.${index}.${part}`;
    return { id: fieldId(name), value: instruction[part], onChange: edit(index, part), error: messageFor(name) };
  };
  return (
    <fieldset className="instruction-fields">
      <legend>Instructions</legend>
      {instructions.map((instruction, index) => (
        <div key={instruction.key} className="instruction-fields__block" role="group" aria-label={`Instruction ${index + 1}`}>
          <SelectField {...field(instruction, index, 'kind')} label="Type" options={kinds} placeholder="Choose a type" />
          <TextField {...field(instruction, index, 'title')} label="Title" />
          <TextField {...field(instruction, index, 'details')} label="Details" />
          <Button variant="ghost" onClick={() => onChange(instructions.filter((_, at) => at !== index))} aria-label={`Remove instruction ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {instructions.length < ACTIVITY_LIMITS.instructionsMax && (
        <Button variant="secondary" id={fieldId('instructions')} onClick={() => onChange([...instructions, newInstruction()])}>
          + Instruction
        </Button>
      )}
      {messageFor('instructions') && <ValidationBubble id={errorIdFor(fieldId('instructions'))} message={messageFor('instructions') ?? ''} />}
    </fieldset>
  );
}
