import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';

/** Holds the value as a screen would, reporting every change to the spy. */
function Controlled(args: DateFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateField
      {...args}
      value={value}
      onChange={(date) => {
        setValue(date);
        args.onChange(date);
      }}
    />
  );
}

const meta = {
  component: DateField,
  args: {
    label: 'Data de publicação',
    value: null,
    onChange: fn(),
    openToDate: new Date(2026, 2, 1),
  },
  argTypes: { value: { control: 'date' }, minDate: { control: 'date' } },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '360px', minHeight: '460px' }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/**
 * Waits until the calendar has closed and react-datepicker's deferred focus
 * handling has run, then leaves nothing focused, so the screenshot shows the
 * value rather than a focus ring that depends on timers.
 */
async function expectCalendarClosed() {
  await waitFor(() => expect(page.queryByRole('dialog', { name: 'Calendário' })).not.toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de publicação' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(input).toHaveValue('');
  },
};

export const Typed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de publicação' });
    await userEvent.type(input, '15/03/2026');
    await userEvent.keyboard('{Escape}');
    await expectCalendarClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 15));
    // Partial text never reaches the form as a date (strict dd/MM/yyyy parsing).
    for (const [date] of (args.onChange as ReturnType<typeof fn>).mock.calls as Array<[Date | null]>) {
      await expect(date === null || date.getFullYear() === 2026).toBe(true);
    }
    await expect(input).toHaveValue('15/03/2026');
  },
};

export const WithValue: Story = {
  args: { value: new Date(2026, 2, 15) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Data de publicação' })).toHaveValue('15/03/2026');
  },
};

export const CalendarOpen: Story = {
  args: { value: new Date(2026, 2, 15) },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('clicking the field opens a pt-BR calendar', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Data de publicação' }));
      const calendar = await page.findByRole('dialog', { name: 'Calendário' });
      await expect(within(calendar).getByText('março de 2026')).toBeVisible();
      const headers = within(calendar).getAllByRole('columnheader');
      // Weeks start on Sunday (§9).
      await expect(headers).toHaveLength(7);
      await expect(headers[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^dom$/);
      await expect(headers[0]).toHaveTextContent('domingo');
      await expect(headers[6]?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^sab$/);
    });
    await step('picking a day reports it', async () => {
      const calendar = page.getByRole('dialog', { name: 'Calendário' });
      await userEvent.click(
        within(calendar).getByRole('gridcell', { name: 'Escolher sexta-feira, 20 de março de 2026' }),
      );
      await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 2, 20));
      await expect(canvas.getByRole('textbox')).toHaveValue('20/03/2026');
    });
    await step('it opens again on the chosen day', async () => {
      await userEvent.click(canvas.getByRole('textbox'));
      const selected = await page.findByRole('gridcell', { name: 'Escolher sexta-feira, 20 de março de 2026' });
      await expect(selected).toHaveAttribute('aria-selected', 'true');
    });
  },
};

export const MonthNavigation: Story = {
  args: { value: new Date(2026, 2, 15) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Data de publicação' }));
    await userEvent.click(await page.findByRole('button', { name: 'Próximo mês' }));
    await expect(page.getByText('abril de 2026')).toBeVisible();
    await userEvent.click(page.getByRole('gridcell', { name: 'Escolher terça-feira, 7 de abril de 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 3, 7));
    await expectCalendarClosed();
  },
};

export const Keyboard: Story = {
  args: { value: new Date(2026, 2, 15) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Data de publicação' });
    await expect(input).toHaveFocus();
    await page.findByRole('dialog', { name: 'Calendário' });
    // ArrowDown moves into the calendar on the selected day; arrows move by day; Enter picks.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(page.getByRole('gridcell', { name: 'Escolher domingo, 15 de março de 2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() =>
      expect(page.getByRole('gridcell', { name: 'Escolher segunda-feira, 23 de março de 2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 23));
    await expect(input).toHaveValue('23/03/2026');
    await expectCalendarClosed();
  },
};

export const MinDate: Story = {
  args: { value: new Date(2026, 2, 15), minDate: new Date(2026, 2, 10) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Data de publicação' }));
    const before = await page.findByRole('gridcell', { name: 'Indisponível: segunda-feira, 9 de março de 2026' });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Data de publicação é obrigatória' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de publicação' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Data de publicação é obrigatória');
  },
};

export const Disabled: Story = {
  args: { value: new Date(2026, 2, 15), disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Data de publicação' })).toBeDisabled();
  },
};

export const Cleared: Story = {
  args: { value: new Date(2026, 2, 15) },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de publicação' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}');
    await expectCalendarClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Mobile: Story = {
  args: { value: new Date(2026, 2, 15), required: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Data de publicação' }));
    const calendar = await page.findByRole('dialog', { name: 'Calendário' });
    // The whole calendar fits a 375px phone and every day is a 44px target.
    await expect(calendar.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const day = within(calendar).getByRole('gridcell', { name: 'Escolher quarta-feira, 18 de março de 2026' });
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(day);
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 2, 18));
    await userEvent.click(canvas.getByRole('textbox'));
    await page.findByRole('dialog', { name: 'Calendário' });
  },
};
