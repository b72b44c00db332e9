/** Parses a pixel token ("48px") for the virtualizer, which needs numbers. */
export const px = (token: string) => Number.parseFloat(token);
