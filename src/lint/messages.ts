// Messages are data (id + values) rendered to prose in one place.

export function renderMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole,
  );
}
