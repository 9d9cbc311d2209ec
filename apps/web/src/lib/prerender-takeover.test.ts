import { afterEach, describe, expect, it } from 'vitest';
import {
  endTakeover,
  isTakingOver,
  noteTyped,
  restoreTyped,
  startTakeover,
} from './prerender-takeover';

/*
 * Decisions 040, 041: someone may type into a prerendered form before the app has taken the
 * page over; the app renders that form anew, and what was typed is put back as typing would.
 */
const FORM = `<form>
  <input name="firstName"><input name="email"><input name="phone" value="+44">
  <input type="checkbox" name="terms"><input type="radio" name="size" value="s" checked><input type="radio" name="size" value="l"><select name="gender"><option value="">Choose</option><option value="2">Female</option></select>
  <select name="nationality" disabled><option>Loading</option></select>
</form>`;

function root(): HTMLElement {
  let element = document.getElementById('root');
  if (!element) {
    element = document.createElement('div');
    element.id = 'root';
    document.body.append(element);
  }
  return element;
}

const field = <T extends HTMLElement>(name: string) =>
  root().querySelector(`[name="${name}"]`) as unknown as T;

afterEach(() => {
  endTakeover();
  root().replaceChildren();
});

describe('the takeover of a prerendered form', () => {
  it('puts back what was typed, with the events the app listens to, and the focus', () => {
    root().innerHTML = FORM;
    field<HTMLInputElement>('firstName').value = 'Early';
    field<HTMLInputElement>('terms').checked = true;
    root().querySelector<HTMLInputElement>('[name="size"][value="l"]')!.checked = true;
    field<HTMLSelectElement>('gender').value = '2';
    field<HTMLInputElement>('email').focus();
    startTakeover();
    expect(isTakingOver()).toBe(true);
    noteTyped(root());

    // The app renders the form anew: its own fields, empty, with its handlers.
    root().innerHTML = FORM;
    const heard: string[] = [];
    root().addEventListener('input', (event) => {
      heard.push((event.target as HTMLInputElement).name);
    });
    restoreTyped();

    expect(field<HTMLInputElement>('firstName').value).toBe('Early');
    expect(field<HTMLInputElement>('terms').checked).toBe(true);
    expect(field<HTMLSelectElement>('gender').value).toBe('2');
    expect(root().querySelector<HTMLInputElement>('[name="size"]:checked')?.value).toBe('l');
    // Untouched fields keep what the app rendered; only the typed ones are told.
    expect(field<HTMLInputElement>('phone').value).toBe('+44');
    expect(heard.sort()).toEqual(['firstName', 'gender', 'size', 'size', 'terms']);
    expect(document.activeElement).toBe(field('email'));
  });

  it('leaves a field the app renders disabled alone, and puts nothing back twice', () => {
    root().innerHTML = FORM;
    field<HTMLSelectElement>('nationality').disabled = false;
    field<HTMLSelectElement>('nationality').innerHTML =
      '<option>Loading</option><option>GB</option>';
    field<HTMLSelectElement>('nationality').value = 'GB';
    noteTyped(root());
    root().innerHTML = FORM;
    restoreTyped();
    expect(field<HTMLSelectElement>('nationality').value).toBe('Loading');

    field<HTMLInputElement>('firstName').value = 'Later';
    restoreTyped();
    expect(field<HTMLInputElement>('firstName').value).toBe('Later');
  });
});
