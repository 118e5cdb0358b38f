import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cities } from '../../test/fixtures';
import { CityAutocomplete } from './city-autocomplete';

function Harness({ onValue = () => undefined }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CityAutocomplete
      id="city"
      label="City"
      cities={cities}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CityAutocomplete', () => {
  it('suggests nothing before two characters', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'p');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests matching cities case-insensitively from two characters', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'PA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Paris, FR', 'Parma, IT']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  });

  it("fills 'name, country' when a suggestion is clicked", async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'lon');
    await userEvent.click(screen.getByRole('option', { name: 'London, GB' }));
    expect(screen.getByRole('combobox')).toHaveValue('London, GB');
    expect(onValue).toHaveBeenLastCalledWith('London, GB');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks with the arrow keys and Enter, and closes with Escape', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'par');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Parma, IT' })).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Parma, IT' }).id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Parma, IT');
    await userEvent.clear(input);
    await userEvent.type(input, 'pa');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps its Escape from the dialog around it while the list is open', async () => {
    const outerEscape = jest.fn();
    render(
      <div onKeyDown={(event) => event.key === 'Escape' && outerEscape()}>
        <Harness />
      </div>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'pa');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(outerEscape).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);
  });
});
