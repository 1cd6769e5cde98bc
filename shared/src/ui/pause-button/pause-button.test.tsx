import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnServer } from '../../../../test/server-page';
import { PauseButton, PauseToggle } from './pause-button';

describe('PauseButton', () => {
  it('names what it stops and what it does', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<PauseButton paused={false} subject="offers" onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause offers' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<PauseButton paused subject="offers" onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Play offers' })).toBeVisible();
  });

  it('is hidden in the server’s HTML, where it could not work, and shows once hydrated, without a mismatch', () => {
    const page = renderOnServer(<PauseButton paused={false} subject="offers" />);
    const button = page.container.querySelector('button');
    expect(button).toHaveAttribute('hidden');
    expect(screen.queryByRole('button')).toBeNull();
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    // The same element, now shown.
    expect(screen.getByRole('button', { name: 'Pause offers' })).toBe(button);
    expect(button).not.toHaveAttribute('hidden');
  });

  it('stays hidden when its caller hides it', () => {
    render(<PauseButton paused={false} subject="offers" hidden />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PauseToggle', () => {
  it('is a checkbox named for what it stops, on a label the caller places, and Space toggles it', async () => {
    const user = userEvent.setup();
    render(<PauseToggle subject="images" className="corner" />);
    const toggle = screen.getByRole('checkbox', { name: 'Pause images' });
    expect(toggle.closest('label')).toHaveClass('corner');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    // Its name stays: being checked is what says the images are paused.
    expect(screen.getByRole('checkbox', { name: 'Pause images' })).toBeChecked();
  });

  it('is shown in the server’s HTML, where the platform runs it, and hydrates without a mismatch', () => {
    const page = renderOnServer(<PauseToggle subject="images" />);
    const toggle = screen.getByRole('checkbox', { name: 'Pause images' });
    expect(toggle).toBeVisible();
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Pause images' })).toBe(toggle);
  });
});
