// Messages are data (id + values) rendered to prose in one place.
export function renderMessage(template, data = {}) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole);
}
