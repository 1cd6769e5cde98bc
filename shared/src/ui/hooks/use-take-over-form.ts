import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form the server drew works before React takes it over (the app's code comes on the visitor's first
 * engagement, decision 070): what the visitor typed, ticked or chose in it is in the form, where the
 * browser keeps it, not in React's state. React 19 keeps a field's value when it hydrates and sends no
 * change event for it (its replay is behind `enableHydrationChangeEvent`, off in the stable build), and
 * the next render of a controlled field would put the state's value back.
 *
 * `takeOver` is called once with the form as the visitor left it, after the commit that hydrated it. React
 * runs a commit's effects before it renders anything again (an event's update included), so the state
 * takes the visitor's values before a render could put its own back; and after every layout effect of
 * that commit, so a router has subscribed when `takeOver` navigates (decision 078). Only for a form the
 * server drew: one first drawn in the browser holds nothing the visitor did.
 */
export function useTakeOverForm(
  formRef: RefObject<HTMLFormElement | null>,
  takeOver: (form: HTMLFormElement) => void,
): void {
  const hydrated = useHydrated();
  const drawnByServer = useRef(!hydrated);
  const onTakeOver = useEffectEvent(takeOver);
  useEffect(() => {
    const form = formRef.current;
    if (!drawnByServer.current || !form) return;
    drawnByServer.current = false;
    onTakeOver(form);
  }, [formRef]);
}

/** The value of the form's field `name` as the browser holds it ('' when there is none), checked boxes as `on`/their value. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked ? field.value : '';
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    return field.value;
  return '';
}
