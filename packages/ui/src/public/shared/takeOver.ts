/**
 * What a visitor did to a deferred part's server HTML before its code arrived (shared/deferred),
 * carried over to the live part React renders in its place: the same markup, so an element is
 * found again by its position (child indexes from the part's frame). Loaded with the part's code.
 */

import { pathOf, type Interactions, type Path } from './holdInteractions';

export interface Snapshot extends Interactions {
  /** Text typed or options chosen, by field. */
  fields: { path: Path; value: string; checked: boolean }[];
  /** The element that had the focus, if inside the part. */
  focus: Path | null;
}

function elementAt(frame: Element, path: Path): Element | null {
  let at: Element | undefined = frame;
  for (const index of path) at = at?.children[index];
  return at ?? null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

export function snapshot(frame: Element, interactions: Interactions): Snapshot {
  const fields = [...frame.querySelectorAll<Field>('input, textarea, select')].filter(changed).map((field) => ({
    path: pathOf(frame, field),
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const active = document.activeElement;
  const focus = active && active !== frame && frame.contains(active) ? pathOf(frame, active) : null;
  return { ...interactions, fields, focus };
}

/**
 * Into the live part: each field's value set the way a browser sets it, with the events React
 * listens to (so its state follows), then the focus, then the clicks and submits held back.
 */
export function restore(frame: Element, { fields, focus, clicks, submits }: Snapshot): void {
  for (const { path, value, checked } of fields) {
    const field = elementAt(frame, path);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== checked) field.click();
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  if (focus) (elementAt(frame, focus) as HTMLElement | null)?.focus();
  for (const path of clicks) (elementAt(frame, path) as HTMLElement | null)?.click();
  for (const path of submits) {
    const form = elementAt(frame, path);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }
}
