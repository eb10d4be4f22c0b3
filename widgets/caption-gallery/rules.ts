// The caption gallery's one rule: what a screen reader hears when the image changes (§3 "Caption gallery image").

export interface Caption {
  description?: string;
  subSlide?: string;
  infoText?: string;
}

/** The caption read out: the description and the sub-slide text (the info text is details a reader reaches by
 * reading on), blanks left out. */
export function spokenCaption({ description, subSlide }: Caption): string {
  return [description, subSlide]
    .map((text) => text?.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(". ");
}
