import { FLOORS, layoutFloor, parseUnitCode, unitName, type Floor, type PlanUnit, type Rect } from './layout';

const [ground, first] = FLOORS as [Floor, Floor, Floor, Floor];

const shop = (code: string, label = `Shop ${code}`): PlanUnit => ({ code, label, href: `/gfmpalam/shops/${code}` });

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('unit codes', () => {
  it('reads floor and number', () => {
    expect(parseUnitCode('GF-05')).toEqual({ floor: { id: 'GF', name: 'Ground floor' }, number: 5 });
    expect(parseUnitCode('TF-80')?.floor.name).toBe('Third floor');
    expect(unitName('GF-05')).toBe('Ground floor, unit 5');
    expect(unitName('SF-12')).toBe('Second floor, unit 12');
  });

  it('rejects what is not a unit', () => {
    for (const code of ['Q27DdRXss7PD7Yob0rnQ', 'GF-00', 'GF-81', 'XF-05', 'gf-05', 'GF05', '']) {
      expect(parseUnitCode(code)).toBeUndefined();
      expect(unitName(code)).toBe('');
    }
  });
});

describe('layoutFloor', () => {
  const units = [
    shop('GF-05'),
    shop('FF-12'),
    shop('GF-64'),
    shop('Q27DdRXss7PD7Yob0rnQ'),
    shop('GF-99'),
    shop('GF-31'),
  ];

  it('places the units of its floor only, in unit order, and leaves the other slots vacant', () => {
    const layout = layoutFloor(ground, units);
    expect(layout.units.map((unit) => unit.code)).toEqual(['GF-05', 'GF-31', 'GF-64']);
    expect(layout.units.map((unit) => unit.number)).toEqual([5, 31, 64]);
    expect(layout.vacant).toHaveLength(77);
    expect(layoutFloor(first, units).units.map((unit) => unit.code)).toEqual(['FF-12']);
  });

  it('is deterministic: a unit stands where its number says, whatever else is on the floor', () => {
    const alone = layoutFloor(ground, [shop('GF-31')]).units[0];
    const among = layoutFloor(ground, [...units].reverse()).units.find((unit) => unit.code === 'GF-31');
    expect(among).toEqual(alone);
    expect(layoutFloor(ground, units)).toEqual(layoutFloor(ground, units));
    // Another floor uses the same slots.
    expect(layoutFloor(first, [shop('FF-31')]).units[0]).toMatchObject({
      x: alone?.x,
      y: alone?.y,
      width: alone?.width,
      height: alone?.height,
    });
  });

  it('goes clockwise round the walls: 1–20 top, 21–40 right, 41–60 bottom, 61–80 left', () => {
    const all = layoutFloor(
      ground,
      Array.from({ length: 80 }, (_, index) => shop(`GF-${index + 1}`)),
    ).units;
    const at = (number: number) => {
      const unit = all[number - 1];
      if (!unit) throw new Error(`no unit ${number}`);
      return unit;
    };
    expect(all.map((unit) => unit.side).filter((side, index, sides) => sides.indexOf(side) === index)).toEqual([
      'top',
      'right',
      'bottom',
      'left',
    ]);
    expect(at(1).x).toBeLessThan(at(20).x);
    expect(at(21).y).toBeLessThan(at(40).y);
    expect(at(41).x).toBeGreaterThan(at(60).x);
    expect(at(61).y).toBeGreaterThan(at(80).y);
  });

  it('draws no two slots on top of each other, and all of them inside the floor', () => {
    const layout = layoutFloor(
      ground,
      Array.from({ length: 40 }, (_, index) => shop(`GF-${index * 2 + 1}`)),
    );
    const slots: Rect[] = [...layout.units, ...layout.vacant];
    expect(slots).toHaveLength(80);
    slots.forEach((slot, index) => {
      expect(slot.x).toBeGreaterThanOrEqual(0);
      expect(slot.y).toBeGreaterThanOrEqual(0);
      expect(slot.x + slot.width).toBeLessThanOrEqual(layout.width);
      expect(slot.y + slot.height).toBeLessThanOrEqual(layout.height);
      expect(overlaps(slot, layout.atrium)).toBe(false);
      for (const other of slots.slice(index + 1)) expect(overlaps(slot, other)).toBe(false);
    });
  });

  it('puts a shop with a new code on its floor', () => {
    const before = layoutFloor(first, units);
    const after = layoutFloor(first, [...units, shop('FF-47', 'New Shop')]);
    expect(after.units.map((unit) => unit.code)).toEqual(['FF-12', 'FF-47']);
    expect(after.vacant).toHaveLength(before.vacant.length - 1);
    expect(after.units[1]).toMatchObject({ label: 'New Shop', number: 47, side: 'bottom' });
    expect(layoutFloor(ground, [...units, shop('FF-47')]).units.map((unit) => unit.code)).not.toContain('FF-47');
  });

  it('keeps the first of two shops given one unit, and treats GF-5 and GF-05 as one unit', () => {
    const layout = layoutFloor(ground, [shop('GF-05', 'First'), shop('GF-5', 'Second')]);
    expect(layout.units.map((unit) => unit.label)).toEqual(['First']);
    expect(layout.vacant).toHaveLength(79);
  });

  it('fits fewer slots when asked, ignoring units beyond them', () => {
    const layout = layoutFloor(ground, units, 40);
    expect(layout.units.map((unit) => unit.code)).toEqual(['GF-05', 'GF-31']);
    expect(layout.units.length + layout.vacant.length).toBe(40);
  });

  it('has the entrance on the ground floor only, and lifts, toilets and escalators on every floor', () => {
    const kinds = (floor: Floor) => new Set(layoutFloor(floor, []).features.map((feature) => feature.kind));
    expect(kinds(ground)).toEqual(new Set(['lift', 'toilets', 'escalator', 'entrance']));
    for (const floor of FLOORS.slice(1)) expect(kinds(floor)).toEqual(new Set(['lift', 'toilets', 'escalator']));
  });
});
