import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from '@gfm/shared/router';
import { MemoryRouter } from '../../../../../test/router';
import { getImage } from '../../../images/catalogue';
import type { Store } from '../store';
import type { MallWayfinding } from '../wayfinding/graph';
import type { Directions } from './directions';
import { directionOrigins } from './origins';
import { planDirections } from './plan-directions';
import { StoreDirections } from './store-directions';

const logo = getImage('gfm43', 'brand-spice-route');
const shop = (id: string, name: string): Store => ({
  mall: 'gfmpalam',
  id,
  name,
  category: 'Cafe',
  tag: 'food',
  unit: id,
  logo,
  alt: `${name} logo`,
});
const stores: Store[] = [
  shop('GF-01', 'Café Verandah'),
  shop('GF-30', 'Glam Studio'),
  shop('FF-10', 'Lotus Spa'),
  shop('SF-05', 'Wok Express'),
  shop('SF-60', 'Roti Republic'),
  { ...shop('kiosk-1', 'Chai Cart'), unit: undefined, place: 'Kiosk in the atrium' },
];
const wayfinding: MallWayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'bottom-left' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: false },
  ],
  desk: { corner: 'bottom-left' },
  parking: ['B1', 'B2'],
};
const roti = stores[4] as Store;
const RIDES = /^Take (the stairs|the escalators|lift \d)/;

function Location() {
  const { pathname, search } = useLocation();
  return <input readOnly aria-label="Address" value={`${pathname}${search}`} />;
}

function renderDirections(directions: Directions, url = '/gfmpalam/shops/SF-60') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StoreDirections store={roti} stores={stores} wayfinding={wayfinding} directions={directions} />
      <Location />
    </MemoryRouter>,
  );
}

describe('directionOrigins', () => {
  it('offers the gates, the parking levels, the desk, then every other shop with a unit by name', () => {
    expect(directionOrigins(stores, wayfinding, roti).map((origin) => origin.value)).toEqual([
      'gate-1',
      'gate-2',
      'parking-b1',
      'parking-b2',
      'information-desk',
      'GF-01',
      'GF-30',
      'FF-10',
      'SF-05',
    ]);
  });
});

describe('planDirections', () => {
  it('walks from gate 1 to a second-floor shop by the stairs, drawn on the ground and second floors', () => {
    const directions = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: false });
    expect(directions.problem).toBeUndefined();
    expect(directions.origin).toBe('Gate 1');
    expect(directions.route?.steps[0]).toBe('Enter at Gate 1.');
    expect(directions.route?.steps).toContain('Take the stairs up to the second floor.');
    expect(directions.route?.floors.map((stretch) => stretch.floor)).toEqual(['GF', 'SF']);
    const [ground, second] = directions.route?.floors ?? [];
    expect(ground?.from).toMatchObject({ label: 'Gate 1', start: true });
    expect(ground?.to).toMatchObject({ label: 'Stairs', end: false });
    expect(ground?.onward).toBe('up to the second floor');
    expect(second?.from).toMatchObject({ label: 'Stairs', start: false });
    expect(second?.to).toMatchObject({ label: 'Roti Republic', end: true });
    expect(ground?.landmarks.map((landmark) => landmark.label)).toEqual(
      expect.arrayContaining(['Gate 1', 'Gate 2', 'Stairs', 'Information desk']),
    );
    expect(ground?.landmarks.map((landmark) => landmark.mark)).toEqual(expect.arrayContaining(['G1', 'G2', 'S', 'i']));
  });

  it('takes a lift instead when the route must be step-free, and says no stairs or escalators', () => {
    const shortest = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: false });
    const stepFree = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: true });
    expect(stepFree.route?.steps).not.toEqual(shortest.route?.steps);
    const rides = stepFree.route?.steps.filter((step) => RIDES.test(step));
    expect(rides).toEqual([expect.stringMatching(/^Take lift \d to the second floor\.$/)]);
    expect(stepFree.route?.steps.join(' ')).not.toMatch(/stairs|escalator/i);
  });

  it('starts from a parking level by lift, and draws only the floors walked on', () => {
    const directions = planDirections(stores, wayfinding, roti, { from: 'parking-b2', stepFree: true });
    expect(directions.route?.steps[0]).toBe('Start at parking level B2.');
    expect(directions.route?.floors.map((stretch) => stretch.floor)).toEqual(['SF']);
    expect(directions.route?.floors[0]?.from).toMatchObject({ label: 'Lift 1', start: false });
  });

  it('answers an unknown start, a gate with steps asked step-free, and the shop itself without a route', () => {
    expect(planDirections(stores, wayfinding, roti, { from: 'gate-9<script>', stepFree: false })).toEqual({
      from: 'gate-9<script>',
      stepFree: false,
      problem: 'unknown-origin',
    });
    expect(planDirections(stores, wayfinding, roti, { from: 'gate-2', stepFree: true }).problem).toBe('not-step-free');
    expect(planDirections(stores, wayfinding, roti, { from: 'SF-60', stepFree: false }).problem).toBe('here');
    expect(planDirections(stores, wayfinding, roti, { from: '', stepFree: true })).toEqual({
      from: '',
      stepFree: true,
    });
  });
});

describe('StoreDirections', () => {
  it('is a GET form to the page itself, its choices filled in from the address', () => {
    renderDirections(planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: true }));
    const section = screen.getByRole('region', { name: 'Directions' });
    const form = section.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/gfmpalam/shops/SF-60#directions');
    const from = screen.getByRole('combobox', { name: 'Start from' });
    expect(from).toHaveValue('gate-1');
    expect(from).toHaveAttribute('name', 'from');
    expect(within(from).queryByRole('option', { name: /Roti Republic/ })).toBeNull();
    expect(within(from).getByRole('option', { name: 'Gate 2 (steps only)' })).toBeInTheDocument();
    const stepFree = screen.getByRole('checkbox', { name: 'Step-free route (lifts only)' });
    expect(stepFree).toBeChecked();
    expect(stepFree).toHaveAttribute('name', 'step-free');
    expect(screen.getByRole('button', { name: 'Show route' })).toHaveAttribute('type', 'submit');
  });

  it('draws the route as a line on each floor it walks, and writes it as numbered steps', () => {
    const directions = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: false });
    renderDirections(directions);
    const plans = screen.getAllByRole('img');
    expect(plans.map((plan) => plan.getAttribute('data-floor'))).toEqual(['GF', 'SF']);
    expect(plans[0]).toHaveAccessibleName('Ground floor: from Gate 1 to Stairs, then up to the second floor');
    for (const plan of plans) {
      expect(plan.querySelector('[data-route-line]')?.getAttribute('points')).toMatch(
        /^[\d.]+,[\d.]+( [\d.]+,[\d.]+)+$/,
      );
    }
    expect(plans[0]?.querySelector('[data-mark="start"]')).not.toBeNull();
    expect(plans[1]?.querySelector('[data-mark="end"]')).not.toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Step by step' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(directions.route?.steps);
    expect(screen.getByRole('status')).toHaveTextContent('Route from Gate 1 to Roti Republic: 3 steps.');
  });

  it('says politely that an unknown start is unknown, and draws nothing', () => {
    renderDirections(planDirections(stores, wayfinding, roti, { from: 'nowhere', stepFree: false }));
    expect(screen.getByRole('status')).toHaveTextContent('We do not know a starting point called “nowhere”.');
    expect(screen.getByRole('combobox', { name: 'Start from' })).toHaveValue('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Step by step' })).toBeNull();
  });

  it('puts a new choice in the address at once, replacing it', async () => {
    renderDirections(planDirections(stores, wayfinding, roti, { from: '', stepFree: false }));
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Start from' }), { target: { value: 'parking-b1' } });
    });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('/gfmpalam/shops/SF-60?from=parking-b1');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Step-free route (lifts only)' }));
    });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '/gfmpalam/shops/SF-60?from=parking-b1&step-free=1',
    );
  });

  it('follows the start and the box a visitor chose before hydration: the address, and so the route, are theirs', async () => {
    const fromAddress = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: false });
    const page = (
      <MemoryRouter initialEntries={['/gfmpalam/shops/SF-60?from=gate-1']}>
        <StoreDirections store={roti} stores={stores} wayfinding={wayfinding} directions={fromAddress} />
        <Location />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // In the server's form, before the app's code came (decision 070): a new start and the box ticked.
    (screen.getByRole('combobox', { name: 'Start from' }) as HTMLSelectElement).value = 'parking-b1';
    (screen.getByRole('checkbox', { name: 'Step-free route (lifts only)' }) as HTMLInputElement).checked = true;
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '/gfmpalam/shops/SF-60?from=parking-b1&step-free=1',
    );
    expect(screen.getByRole('checkbox', { name: 'Step-free route (lifts only)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Start from' })).toHaveValue('parking-b1');
    act(() => root?.unmount());
    container.remove();
  });

  it('leaves the address alone when the form is as the server drew it', async () => {
    const fromAddress = planDirections(stores, wayfinding, roti, { from: 'gate-1', stepFree: true });
    const page = (
      <MemoryRouter initialEntries={['/gfmpalam/shops/SF-60?from=gate-1&step-free=1']}>
        <StoreDirections store={roti} stores={stores} wayfinding={wayfinding} directions={fromAddress} />
        <Location />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '/gfmpalam/shops/SF-60?from=gate-1&step-free=1',
    );
    act(() => root?.unmount());
    container.remove();
  });
});
