// Measures a phone screen the way a thumb meets it: every interactive element (or the label a
// hidden check box or star is tapped through) at least 44 x 44 px, and no button whose text is
// cut (a text wider than its box, or a box that overflows its button).
import type { Page } from '@playwright/test';

const TOUCH_PX = 44;

/** One line per problem of the visible screen (and its open dialogs): '<what> "<name>" w x h' or 'cut "<text>"'. */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const nameOf = (el: Element) => (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=link]';
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (seen.has(el)) continue;
      seen.add(el);
      // A visually hidden control (Mantine's rating stars, check boxes drawn beside the input)
      // is tapped through its label: that is the target to measure.
      const label = (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null) ?? el.closest('label');
      const r0 = el.getBoundingClientRect();
      const hidden = r0.width <= 2 || r0.height <= 2 || getComputedStyle(el).opacity === '0';
      const target = hidden && label ? label : el;
      if (!visible(target) && !(hidden && label)) continue;
      let box = target.getBoundingClientRect();
      if (!hidden && label && (el as HTMLInputElement).type && ['checkbox', 'radio'].includes((el as HTMLInputElement).type)) {
        // The check box and its label both toggle it: the target is both together.
        const l = label.getBoundingClientRect();
        const left = Math.min(box.left, l.left);
        const top = Math.min(box.top, l.top);
        box = new DOMRect(left, top, Math.max(box.right, l.right) - left, Math.max(box.bottom, l.bottom) - top);
      }
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        problems.push(`${el.tagName.toLowerCase()}${(el as HTMLInputElement).type ? `[${(el as HTMLInputElement).type}]` : ''} "${nameOf(el)}" ${Math.round(box.width)} x ${Math.round(box.height)}`);
      }
    }
    for (const button of Array.from(document.querySelectorAll('button, [role=button], a[href]'))) {
      if (!visible(button)) continue;
      const outer = button.getBoundingClientRect();
      for (const node of [button, ...Array.from(button.querySelectorAll('*'))]) {
        const cut = node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible';
        const r = node.getBoundingClientRect();
        const spills = r.width > 0 && (r.right > outer.right + 1 || r.left < outer.left - 1);
        if (cut || spills) {
          problems.push(`cut "${nameOf(button)}"`);
          break;
        }
      }
    }
    // Empty rating stars: their outline at least 3:1 on the white page (WCAG 1.4.11).
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const star of Array.from(document.querySelectorAll('.mantine-Rating-starSymbol:not([data-filled])'))) {
      if (!visible(star)) continue;
      const style = getComputedStyle(star);
      const edge = Math.min(luminance(style.stroke), luminance(style.fill));
      const contrast = 1.05 / (edge + 0.05);
      if (contrast < 3) problems.push(`empty star ${contrast.toFixed(1)}:1`);
    }
    return problems;
  }, TOUCH_PX);
}
